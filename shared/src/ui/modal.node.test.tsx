/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Modal } from './modal';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const page = (open: boolean) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <main>
        <h1>Blog</h1>
        <Modal open={open} onClose={() => undefined} title="How to ship a car" footer={<button type="button">Next post</button>}>
          <p>The five steps</p>
        </Modal>
      </main>
    </I18nProvider>,
  );

it('renders an open dialog in place on the server (a blog post address: its text is in the HTML)', () => {
  const html = page(true);
  expect(html).toMatch(/<main><h1>Blog<\/h1><div[^>]*data-testid="modal-overlay"><div role="dialog" aria-modal="true" aria-labelledby="[^"]+"/);
  expect(html).toContain('>How to ship a car</h2>');
  expect(html).toContain('<p>The five steps</p>');
  expect(html).toContain('<button type="button">Next post</button>');
});

it('renders nothing for a closed dialog on the server', () => {
  expect(page(false)).toBe('<main><h1>Blog</h1></main>');
});
