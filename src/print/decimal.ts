// A decimal number printed in a sheet's language: "16.3" in English, "16,3" in Russian. The mark comes from the
// platform's locale data (Intl), so a new locale needs no table here; grouping is never added.

// English is known without asking: the platform's first Intl number format costs some 30 ms of a build.
const marks = new Map<string, string>([['en', '.']]);

/** The decimal mark of a language ("." or ","), "." where the platform does not know the language. */
export function decimalMark(lang: string): string {
  let mark = marks.get(lang);
  if (mark === undefined) {
    try {
      mark = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    } catch {
      mark = '.';
    }
    marks.set(lang, mark);
  }
  return mark;
}

/** A number, or a number already written with "." (e.g. toFixed), with the language's decimal mark. */
export function decimalIn(lang: string, n: number | string): string {
  const text = String(n);
  return /^[-−]?\d+\.\d+$/.test(text) ? text.replace('.', decimalMark(lang)) : text;
}
