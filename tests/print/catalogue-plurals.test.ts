import { describe, it, expect } from 'vitest';
import { catalogueWords } from '../../src/print/catalogue/index.js';
import { companionWords } from '../../src/parts/companion/companion-words.js';

// A counted word ("1 запись", "3 записи", "5 записей") needs a form for every plural category the language has,
// or the page falls back to the "other" form and reads wrong.
describe('counted words have every plural form their language needs', () => {
  it.each(['en', 'ru'])('%s', (lang) => {
    const words = companionWords(lang === 'en' ? {} : catalogueWords(lang, 'companion'));
    const counted = [...new Set(Object.keys(words).flatMap((k) => /^(.+)\.other$/.exec(k)?.[1] ?? []))];
    expect(counted).toContain('entries');
    for (const key of counted)
      for (const category of new Intl.PluralRules(lang).resolvedOptions().pluralCategories)
        expect(words[`${key}.${category}`], `${lang} ${key}.${category}`).toBeDefined();
    const ru = new Intl.PluralRules('ru');
    if (lang === 'ru')
      expect([1, 3, 5].map((n) => words[`entries.${ru.select(n)}`])).toEqual(['запись', 'записи', 'записей']);
  });
});
