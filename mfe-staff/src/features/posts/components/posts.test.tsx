import { screen, waitFor, within } from '@testing-library/react';
import type { StaffPost, StaffPostDetail, StaffPostList } from '@forwarder/shared/contract';
import { activateSharedEnglish, currentUrl, installFakeEventSource, renderAt, stubFetch } from '../../../test/render-desk';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

function post(id: number, over: Partial<StaffPost> = {}): StaffPost {
  return {
    boardId: id,
    langs: 'es',
    title: 'Nueva ruta a Tema',
    excerpt: '',
    cover: null,
    coverUrl: '/media/posts/7-0123456789abcdef-grid.webp',
    status: 'PUBLISHED',
    regDtm: '2026-11-20T01:00:00.000Z',
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-26T01:00:00.000Z',
    updatedBy: { id: 3, name: 'Mina Park' },
    ...over,
  };
}
const detailOf = (p: StaffPost, content = '<p>Hola</p>'): StaffPostDetail => ({ post: { ...p, content }, activity: [{ id: 1, at: '2026-11-27T01:00:00.000Z', kind: 'CREATED', staff: { id: 3, name: 'Mina Park' }, detail: 'en: x' }] });
const listOf = (list: StaffPost[]): StaffPostList => ({ list, total: list.length, page: 1, counts: { DRAFT: 4, PUBLISHED: 9 } });
const common = { 'GET /staff/unread': { status: 200, body: { unreadTotal: 0 } } };

it('lists the posts with their status counts; status, language and title search live in the URL', async () => {
  const calls = stubFetch({ ...common, 'GET /staff/posts': { status: 200, body: listOf([post(12)]) } });
  const { user } = renderAt('/desk/posts');
  const row = await screen.findByTestId('post-row');
  expect(row).toHaveTextContent('Nueva ruta a Tema');
  expect(row).toHaveTextContent('Published');
  expect(row).toHaveTextContent('Spanish');
  expect(row).toHaveAttribute('href', '/desk/posts/12');
  const statuses = screen.getByRole('list', { name: 'Post status' });
  expect(within(statuses).getByRole('link', { name: 'All 13' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(statuses).getByRole('link', { name: 'Draft 4' }));
  expect(currentUrl()).toBe('/desk/posts?status=DRAFT');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
  expect(currentUrl()).toBe('/desk/posts?status=DRAFT&lang=ru');
  await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'Tema{Enter}');
  expect(currentUrl()).toBe('/desk/posts?status=DRAFT&lang=ru&q=Tema');
  await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/staff/posts')).at(-1)?.url).toBe('/staff/posts?status=DRAFT&lang=ru&q=Tema'));
});

it('saves a draft only with a title, refuses to publish an empty post, and opens the saved draft', async () => {
  const saved = post(40, { langs: 'en', title: 'Office hours', status: 'DRAFT', coverUrl: null });
  const calls = stubFetch({
    ...common,
    'POST /staff/posts': { status: 201, body: { data: detailOf(saved, '') } },
    'GET /staff/post': { status: 200, body: detailOf(saved, '') },
  });
  const { user } = renderAt('/desk/posts/new');
  const form = await screen.findByTestId('post-form');
  const title = within(form).getByRole('textbox', { name: 'Title' });
  await waitFor(() => expect(title).toHaveFocus());
  await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
  expect(await within(form).findByText('Enter a title, up to 200 characters.')).toBeInTheDocument();
  await user.type(title, 'Office hours');
  await user.click(within(form).getByRole('button', { name: 'Save and publish' }));
  expect(await within(form).findByText('Write the post before publishing it.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(currentUrl()).toBe('/desk/posts/40'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ langs: 'en', title: 'Office hours', excerpt: '', content: '', coverPictureId: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Blog post 40' })).toBeInTheDocument();
  expect(screen.getByText('Draft saved. Only staff can see it.')).toHaveAttribute('role', 'status');
  expect(screen.getByTestId('post-status')).toHaveTextContent('Draft');
  expect(screen.getByTestId('post-trail')).toHaveTextContent('Draft started · Mina Park');
});
