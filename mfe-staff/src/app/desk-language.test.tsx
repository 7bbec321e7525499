import { screen, waitFor, within } from '@testing-library/react';
import { deskLocaleOfRequest } from '../i18n';
import { activateSharedEnglish, inboxPage, inboxRow, installFakeEventSource, renderAt, stubFetch } from '../test/render-desk';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

// One module registry per file: the desk's Lingui instance starts unactivated here.
it('starts in Korean for a Korean browser, switches to English and remembers it', async () => {
  jest.spyOn(navigator, 'language', 'get').mockReturnValue('ko-KR');
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'ko']);
  stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage([inboxRow(1, { unreadCnt: 2 })], { unreadTotal: 2 }) } });
  const { user } = renderAt('/desk');
  expect(await screen.findByRole('heading', { level: 1, name: '인박스' })).toBeInTheDocument();
  expect(screen.getByTestId('staff-desk')).toHaveAttribute('lang', 'ko');
  await waitFor(() => expect(document.title).toBe('(2) 직원 데스크'));
  expect(screen.getByRole('tab', { name: /요청 접수/ })).toBeInTheDocument();
  expect(screen.getAllByTestId('inbox-row')[0]).toHaveTextContent('가나');

  const switcher = screen.getByRole('group', { name: '데스크 언어' });
  expect(within(switcher).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(switcher).getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
  expect(screen.getByTestId('staff-desk')).toHaveAttribute('lang', 'en');
  expect(localStorage.getItem('desk:lang')).toBe('en');
  // The api's live render of the next page load reads the choice from the cookie.
  expect(document.cookie).toMatch(/(?:^|; )desk_lang=en(?:;|$)/);
  await waitFor(() => expect(document.title).toBe('(2) Staff desk'));
  expect(screen.getAllByTestId('inbox-row')[0]).toHaveTextContent('Ghana');
});

it("takes a live render's desk language from the desk_lang cookie, else the browser's first language", () => {
  expect(deskLocaleOfRequest('lang=ru; desk_lang=ko; sid=x', 'en-US,en;q=0.9')).toBe('ko');
  expect(deskLocaleOfRequest('desk_lang=en', 'ko-KR,ko;q=0.9')).toBe('en');
  expect(deskLocaleOfRequest('', 'ko-KR,ko;q=0.9,en;q=0.8')).toBe('ko');
  expect(deskLocaleOfRequest('x_desk_lang=ko; desk_lang=zz', 'en-US,ko;q=0.9')).toBe('en');
  expect(deskLocaleOfRequest('', '')).toBe('en');
});
