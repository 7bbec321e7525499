import type { BoardList, BoardPost } from '@forwarder/shared/contract';
import { blogPageQuery, flattenBlogPages, nextBlogPage } from './get-blog-page';

const post = (boardId: number, extra: Partial<BoardPost> = {}): BoardPost => ({
  boardId, title: `Post ${boardId}`, content: '<p>x</p>', regDtm: '2026-01-01T00:00:00.000Z', langs: 'en', flagDisplay: 'Y', flagDel: 'N', attachList: [], ...extra,
});
const page = (ids: number[], cnt: number): BoardList => ({ list: ids.map((id) => post(id)), cnt });

test('asks for 20 displayed posts a page in the current language, from page 0', () => {
  expect(blogPageQuery('ru', 0)).toEqual({ page: 0, size: 20, langs: 'ru', flagDisplay: 'Y' });
});

test('has a next page until every counted post is loaded', () => {
  const first = page(Array.from({ length: 20 }, (_, i) => i + 1), 21);
  expect(nextBlogPage(first, [first])).toBe(1);
  const second = page([21], 21);
  expect(nextBlogPage(second, [first, second])).toBeUndefined();
  expect(nextBlogPage(page([], 50), [first, page([], 50)])).toBeUndefined();
});

test('keeps only displayed, not deleted posts, once each', () => {
  const pages: BoardList[] = [
    { list: [post(1), post(2, { flagDisplay: 'N' }), post(3, { flagDel: 'Y' })], cnt: 5 },
    { list: [post(1), post(4)], cnt: 5 },
  ];
  expect(flattenBlogPages(pages).map((p) => p.boardId)).toEqual([1, 4]);
});
