import { persistLanguage, useLocale } from './locale';

const cookieLang = () => /(?:^|;\s*)lang=([a-z]+)/.exec(document.cookie)?.[1];

afterEach(() => jest.restoreAllMocks());

it('mirrors the language into the lang cookie the server sends the first screen in', async () => {
  // The module wrote the starting language when it loaded.
  expect(cookieLang()).toBe(useLocale.getState().locale);
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ lang: 'ru' }) })) as unknown as typeof fetch;
  await persistLanguage('ru');
  expect(useLocale.getState().locale).toBe('ru');
  expect(cookieLang()).toBe('ru');

  // A failed save falls back to en, and so does the cookie.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => ({ ok: false, status: 500, statusText: 'Internal Server Error', text: async () => '{}' })) as unknown as typeof fetch;
  expect(await persistLanguage('es')).toBe('en');
  expect(cookieLang()).toBe('en');
});
