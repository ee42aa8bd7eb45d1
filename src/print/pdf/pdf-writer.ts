import { deflateSync } from 'node:zlib';

/** A number as PDF writes it: at most 3 decimals, no exponent, no trailing zeros. */
export function num(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(3);
  // Trailing zeros, then the point, cut by hand: a sheet writes some hundred thousand numbers, and a regular
  // expression's replace for each was a visible share of the writer. toFixed always writes the point here.
  let end = s.length;
  while (s.charCodeAt(end - 1) === 48) end--;
  if (s.charCodeAt(end - 1) === 46) end--;
  return end === s.length ? s : s.slice(0, end) || '0';
}

/** A text string for the document info dictionary: ASCII literal, otherwise UTF-16BE with a byte-order mark. */
export function pdfText(s: string): string {
  if (/^[\x20-\x7e]*$/.test(s)) return `(${s.replace(/[\\()]/g, (c) => '\\' + c)})`;
  const utf16 = Buffer.from(s, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

/** Collects numbered PDF objects and serialises them with a cross-reference table. */
export class PdfWriter {
  private bodies: (Buffer | undefined)[] = [];

  /** Reserves an object number, for objects that refer to each other. */
  alloc(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  set(ref: number, dict: string): number {
    this.bodies[ref - 1] = Buffer.from(dict, 'latin1');
    return ref;
  }

  add(dict: string): number {
    return this.set(this.alloc(), dict);
  }

  /** A stream object, deflated unless told otherwise; `extra` adds dictionary entries. */
  stream(data: Buffer | string, extra = '', compress = true, ref = this.alloc()): number {
    const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    const body = compress ? deflateSync(raw) : raw;
    const filter = compress ? ' /Filter /FlateDecode' : '';
    const dict = `<< /Length ${body.length}${filter}${extra ? ' ' + extra : ''} >>\nstream\n`;
    this.bodies[ref - 1] = Buffer.concat([Buffer.from(dict, 'latin1'), body, Buffer.from('\nendstream', 'latin1')]);
    return ref;
  }

  toBuffer(root: number, info: number): Buffer {
    const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0].length;
    const offsets: number[] = [];
    this.bodies.forEach((body, i) => {
      if (!body) throw new Error(`PDF object ${i + 1} was reserved but never written`);
      const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
      const tail = Buffer.from('\nendobj\n', 'latin1');
      offsets.push(offset);
      chunks.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    });
    const xref = [
      `xref\n0 ${this.bodies.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    ].join('');
    chunks.push(
      Buffer.from(
        `${xref}trailer\n<< /Size ${this.bodies.length + 1} /Root ${root} 0 R /Info ${info} 0 R >>\n` +
          `startxref\n${offset}\n%%EOF\n`,
        'latin1',
      ),
    );
    return Buffer.concat(chunks);
  }
}
