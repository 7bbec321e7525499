import { fillBrand, loadLegalTexts } from './model';

test('the terms have 12 numbered clauses and the privacy policy was last updated on 04 October 2022, in every language', async () => {
  const en = await loadLegalTexts('en');
  for (const lang of ['en', 'es', 'ru'] as const) {
    const texts = await loadLegalTexts(lang);
    expect([lang, texts.terms.clauses.length]).toEqual([lang, 12]);
    expect([lang, texts.privacy.clauses.length]).toEqual([lang, en.privacy.clauses.length]);
    expect(texts.privacy.updated).toMatch(/04/);
    expect(texts.privacy.updated).toMatch(/2022/);
    for (const doc of [texts.terms, texts.privacy]) {
      for (const [i, c] of doc.clauses.entries()) {
        const ref = (doc === texts.terms ? en.terms : en.privacy).clauses[i]!;
        // Same shape as the English reference: a translation never drops a paragraph or a point.
        expect([lang, i, c.paragraphs.length, c.list?.length ?? 0]).toEqual([lang, i, ref.paragraphs.length, ref.list?.length ?? 0]);
        expect(c.title.length).toBeGreaterThan(3);
      }
    }
  }
  expect(en.privacy.updated).toBe('Last updated: 04 October 2022');
});

test('the Spanish and Russian texts are translations, not copies of the English', async () => {
  const [en, es, ru] = await Promise.all([loadLegalTexts('en'), loadLegalTexts('es'), loadLegalTexts('ru')]);
  expect(es.terms.clauses[0]!.paragraphs[0]).not.toBe(en.terms.clauses[0]!.paragraphs[0]);
  expect(ru.privacy.intro[0]).toMatch(/[а-яё]{5}/i);
});

test('brand placeholders are filled from the runtime configuration', () => {
  expect(fillBrand('Write to {email} or call {phone} at {host}.', { host: 'Acme', email: 'a@b.example', phone: '+82-1' })).toBe('Write to a@b.example or call +82-1 at Acme.');
});
