/**
 * The blog feature's endpoints. Components import from here, not from the endpoint files: the
 * workspace lint pattern that fences off the `api` app also matches any path through a folder
 * named `api`, including a feature's own.
 */
export { HOME_BLOG_LIMIT, homeBlogQuery, homeBlogQueryKey, selectHomePosts, useHomeBlogPosts } from './get-board-list';
export { BLOG_PAGE_SIZE, blogPageQuery, blogPagesQueryKey, flattenBlogPages, nextBlogPage, useBlogPages, useBlogPost } from './get-blog-page';
