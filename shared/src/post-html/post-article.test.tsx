import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import DOMPurify from 'dompurify';
import { setServerPostPurifier } from './index';
import { PostArticle } from './post-article';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => setServerPostPurifier(null));

const HTML = '<h3>The five steps</h3><p>Get a quote<img src=x onerror="alert(1)"></p><script>alert(2)</script>';

const article = () => (
  <I18nProvider i18n={i18n}>
    <PostArticle date="2026-11-25T09:29:00.000Z" imageUrl={null} html={HTML} />
  </I18nProvider>
);

it("renders the post's text in its first render with a server render's purifier, sanitised with the post policy", () => {
  setServerPostPurifier(DOMPurify);
  const { container } = render(article());
  expect(screen.getByRole('heading', { level: 3, name: 'The five steps' })).toBeInTheDocument();
  const body = container.querySelector('[data-post-body]')!;
  expect(body.innerHTML).toBe('<h3>The five steps</h3><p>Get a quote </p> ');
});

it('waits for the browser sanitiser without one (a loader first, never the raw HTML)', async () => {
  const { container } = render(article());
  expect(container.querySelector('[data-post-body]')).toBeNull();
  expect(await screen.findByRole('heading', { level: 3, name: 'The five steps' })).toBeInTheDocument();
});
