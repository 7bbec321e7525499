import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@forwarder/shared/i18n';
import type { BoardPost } from '@forwarder/shared/contract';
import { activateLocale, renderWithProviders } from '../../../test/render';
import { HomeBlogTeaser } from './home-blog-teaser';

function post(id: number, over: Partial<BoardPost> = {}): BoardPost {
  return {
    boardId: id,
    title: `Post ${id}`,
    content: `<p>Body of post ${id}</p><script>alert(1)</script>`,
    regDtm: `2025-09-${String(10 + id).padStart(2, '0')}T09:00:00Z`,
    langs: 'en',
    flagDisplay: 'Y',
    flagDel: 'N',
    attachList: [{ attachId: id, attachUrl: `/uploads/board/${id}.jpg`, attachName: `${id}.jpg` }],
    ...over,
  };
}

function answer(body: unknown, status = 200) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const calledUrls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  activateLocale('en');
});

test('shows at most seven posts, only displayed and not deleted ones, titles and dates but never the post HTML', async () => {
  const list = [
    post(1, { flagDisplay: 'N', title: 'Hidden post' }),
    post(2, { flagDel: 'Y', title: 'Deleted post' }),
    ...[3, 4, 5, 6, 7, 8, 9, 10].map((id) => post(id)),
  ];
  fetchMock.mockImplementation(() => answer({ list, cnt: list.length }));
  renderWithProviders(<HomeBlogTeaser />);

  const titles = await screen.findAllByRole('heading', { level: 3 });
  expect(titles.map((h) => h.textContent)).toEqual(['Post 3', 'Post 4', 'Post 5', 'Post 6', 'Post 7', 'Post 8', 'Post 9']);
  expect(screen.queryByText('Hidden post')).not.toBeInTheDocument();
  expect(screen.queryByText('Deleted post')).not.toBeInTheDocument();
  expect(screen.queryByText('Post 10')).not.toBeInTheDocument();
  expect(screen.queryByText(/Body of post/)).not.toBeInTheDocument();
  expect(screen.getByText('2025.09.13')).toBeInTheDocument();

  const link = screen.getByRole('link', { name: /Post 3/ });
  expect(link.getAttribute('href')).toMatch(/^\/contents\/blog/);
  const image = within(link).getByRole('presentation');
  expect(image).toHaveAttribute('src', '/uploads/board/3.jpg');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width');
  expect(image).toHaveAttribute('height');
});

test('asks GET /cmn/board/list for page 0, size 8, displayed posts in the current language, and again when it changes', async () => {
  fetchMock.mockImplementation(() => answer({ list: [post(3)], cnt: 1 }));
  activateLocale('es');
  renderWithProviders(<HomeBlogTeaser />);
  await screen.findByText('Post 3');

  const [first] = calledUrls();
  expect(first!.pathname).toBe('/cmn/board/list');
  expect(Object.fromEntries(first!.searchParams)).toEqual({ page: '0', size: '8', langs: 'es', flagDisplay: 'Y' });

  await act(async () => {
    i18n.loadAndActivate({ locale: 'ru', messages: {} });
  });
  await screen.findByText('Post 3');
  expect(calledUrls().map((u) => u.searchParams.get('langs'))).toEqual(['es', 'ru']);
});

test('shows the error panel with a retry that loads the posts', async () => {
  fetchMock.mockImplementationOnce(() => answer({ errorCode: 'INTERNAL', message: 'boom' }, 500));
  fetchMock.mockImplementation(() => answer({ list: [post(3)], cnt: 1 }));
  renderWithProviders(<HomeBlogTeaser />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error Occurred. Please try again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Post 3')).toBeInTheDocument();
});

test('shows the spec empty message when no post is left', async () => {
  fetchMock.mockImplementation(() => answer({ list: [post(1, { flagDisplay: 'N' })], cnt: 1 }));
  renderWithProviders(<HomeBlogTeaser />);
  expect(await screen.findByText("We are very sorry. There's no available data at the moment.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Visit the blog' })).toHaveAttribute('href', '/contents/blog');
});
