/**
 * The route loader shows the page's prerendered first screen (found in the document when the
 * module loads) on that page and in that language only; elsewhere it is the spinner.
 */
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { captureFirstScreen } from './first-screen';
import { PageLoader } from './loader';

function withFirstScreen(lang: string) {
  document.body.innerHTML = `<div id="root"><div data-prerendered="member/page--member--sign-in" data-first-screen="" data-lang="${lang}" inert=""><h1>Sign In</h1></div></div>`;
  window.history.replaceState(null, '', '/member/sign-in');
}

function loadLoader() {
  captureFirstScreen();
  return { PageLoader };
}

const i18nIn = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

afterEach(() => {
  document.body.innerHTML = '';
});

test('on the page it was rendered for, the loader moves the first screen in, and takes it out when done', () => {
  withFirstScreen('en');
  const { PageLoader } = loadLoader();
  document.getElementById('root')!.innerHTML = '';
  const { unmount, container } = render(
    <I18nProvider i18n={i18nIn('en')}>
      <PageLoader />
    </I18nProvider>,
  );
  expect(container.querySelector('[data-first-screen] h1')?.textContent).toBe('Sign In');
  expect(screen.queryByRole('status')).toBeNull();
  unmount();
  expect(document.querySelector('[data-first-screen]')).toBeNull();
});

test('in another language or on another page, the loader is the spinner', () => {
  withFirstScreen('ru');
  const { PageLoader } = loadLoader();
  const { unmount } = render(
    <I18nProvider i18n={i18nIn('en')}>
      <PageLoader />
    </I18nProvider>,
  );
  expect(screen.getByRole('status')).toBeTruthy();
  unmount();

  withFirstScreen('en');
  const again = loadLoader();
  window.history.replaceState(null, '', '/member/sign-up');
  render(
    <I18nProvider i18n={i18nIn('en')}>
      <again.PageLoader />
    </I18nProvider>,
  );
  expect(screen.getByRole('status')).toBeTruthy();
});

test("the first screen's stylesheets move to <head> with its first loader and stay there", () => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div data-prerendered="member/page--member--sign-in" data-first-screen="" data-lang="en" inert=""><style>h1{color:red}</style><h1>Sign In</h1></div></div>`;
  window.history.replaceState(null, '', '/member/sign-in');
  const { PageLoader } = loadLoader();
  const style = document.querySelector('[data-first-screen] style');
  const first = render(
    <I18nProvider i18n={i18nIn('en')}>
      <PageLoader />
    </I18nProvider>,
  );
  expect(first.container.querySelector('[data-first-screen] h1')?.textContent).toBe('Sign In');
  expect(first.container.querySelector('[data-first-screen] style')).toBeNull();
  expect(style?.parentNode).toBe(document.head);
  first.unmount();
  // The page's code took over: the first screen is gone, its rules (and font faces) are not.
  expect(document.querySelector('[data-first-screen]')).toBeNull();
  expect(document.head.querySelector('style')).toBe(style);
});

test("the not-found page's first screen stands in on the address the document came for, whichever page's code loads there, and nowhere else", () => {
  document.body.innerHTML = `<div id="root"><div data-prerendered="content/page--not-found" data-first-screen="" data-lang="es" inert=""><h1>¡Vaya! Página no encontrada.</h1></div></div>`;
  window.history.replaceState(null, '', '/contents/team-nobody');
  const { PageLoader } = loadLoader();
  document.getElementById('root')!.innerHTML = '';
  const first = render(
    <I18nProvider i18n={i18nIn('es')}>
      <PageLoader />
    </I18nProvider>,
  );
  expect(first.container.querySelector('[data-first-screen] h1')?.textContent).toBe('¡Vaya! Página no encontrada.');
  expect(screen.queryByRole('status')).toBeNull();
  first.unmount();

  // After a move to a page of the suite, that page loads behind the spinner, not the 404.
  window.history.replaceState(null, '', '/contents/blog');
  render(
    <I18nProvider i18n={i18nIn('es')}>
      <PageLoader />
    </I18nProvider>,
  );
  expect(screen.getByRole('status')).toBeTruthy();
  expect(document.querySelector('[data-first-screen]')).toBeNull();
});
