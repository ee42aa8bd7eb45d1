/**
 * One CSV record per row, RFC 4180 quoting, CRLF line ends. A text cell a spreadsheet would run as a
 * formula (starting with =, +, -, @) gets a leading apostrophe; numbers stay numbers.
 */
export function toCsv(rows: (string | number | undefined)[][]): string {
  const cell = (v: string | number | undefined): string => {
    if (v === undefined) return '';
    if (typeof v === 'number') return String(v);
    const safe = /^[=+\-@\t\r]/.test(v) && !/^[-+]?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
