/** The desk's post calls (GET/POST /staff/posts, GET/PUT /staff/post, POST /staff/post/status, POST /staff/post-pictures). */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request, uploadWithProgress } from '@forwarder/shared/api';
import { PostPictureSchema, StaffPostDetailSchema, StaffPostListSchema, type StaffPostBody, type StaffPostListQuery } from '@forwarder/shared/contract';

const SavedSchema = v.object({ data: StaffPostDetailSchema });
const DeletedSchema = v.object({ ok: v.literal(true) });
const PictureSchema = v.object({ data: PostPictureSchema });

/** The list's filters as the URL keeps them (page as a number). */
export type PostFilters = Omit<StaffPostListQuery, 'page'> & { page?: number };

/** Query keys: every post query starts with `['staff', 'posts']` (a change invalidates them all). */
export const postsKey = ['staff', 'posts'] as const;
export const postListKey = (f: PostFilters) => [...postsKey, 'list', f] as const;
export const postKey = (id: number) => [...postsKey, 'one', id] as const;

/** A page of posts with the count per status. */
export function usePostList(f: PostFilters) {
  return useQuery({
    queryKey: postListKey(f),
    queryFn: ({ signal }) =>
      request('/staff/posts', StaffPostListSchema, { query: { status: f.status, lang: f.lang, q: f.q, page: f.page && f.page > 1 ? String(f.page) : undefined }, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** One post with its text and trail (`id` null: none, a new post). */
export function usePost(id: number | null) {
  return useQuery({
    queryKey: postKey(id ?? 0),
    queryFn: ({ signal }) => request('/staff/post', StaffPostDetailSchema, { query: { boardId: String(id) }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST /staff/posts: the new draft. */
export const createPost = (body: StaffPostBody) => request('/staff/posts', SavedSchema, { method: 'POST', body }).then((a) => a.data);

/** PUT /staff/post: the post as saved. */
export const updatePost = (id: number, body: StaffPostBody) => request('/staff/post', SavedSchema, { method: 'PUT', body, query: { boardId: String(id) } }).then((a) => a.data);

/** POST /staff/post/status: publish or back to draft (the post as it is now). */
export const setPostStatus = (id: number, action: 'PUBLISH' | 'UNPUBLISH') =>
  request('/staff/post/status', SavedSchema, { method: 'POST', body: { action }, query: { boardId: String(id) } }).then((a) => a.data);

/** POST /staff/post/status DELETE: the post is gone from the blog and the desk. */
export const deletePost = (id: number) => request('/staff/post/status', DeletedSchema, { method: 'POST', body: { action: 'DELETE' }, query: { boardId: String(id) } });

/** POST /staff/post-pictures: the stored picture (its grid crop and full copy). */
export const uploadPicture = (file: Blob, name: string, onProgress?: (share: number) => void, signal?: AbortSignal) =>
  uploadWithProgress('/staff/post-pictures', PictureSchema, file, { query: { name }, onProgress, signal }).then((a) => a.data);
