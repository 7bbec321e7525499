/**
 * Blog posts from the staff desk (issue 24): a draft with a picture uploaded here (resized to the
 * grid crop and a full copy, served with a year of cache), the hostile paste stored inert, the
 * draft hidden from the blog until it is published, the first publication dating the post (first
 * on the blog, with its excerpt and cover), unpublish and soft delete, the trail with the staff
 * member, and every refusal: a picture from elsewhere, a file that is not a picture, an empty post
 * published, a customer (403) or a visitor (401); nothing half-saved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import sharp from 'sharp';
import { contract, type StaffPostBody } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

/** A 1200 x 900 JPEG with GPS-like metadata, as a phone would upload it. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Yard camera 3' } })
    .toBuffer();

describe('blog posts from the staff desk', () => {
  let t: TestApp;
  let staff: string;
  let buyer: string;
  before(async () => {
    t = await createTestApp();
    staff = await signIn(t.app, 'staff');
    buyer = await signIn(t.app, 'buyer');
  });
  after(() => t.close());

  /** `cookie` null: a visitor. */
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie: string | null = staff) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const upload = (bytes: Buffer, name = 'deck.jpg', cookie: string | null = staff, type = 'application/octet-stream') =>
    t.app.inject({ method: 'POST', url: `/staff/post-pictures?name=${encodeURIComponent(name)}`, payload: bytes, headers: { 'content-type': type, ...(cookie ? { cookie } : {}) } });
  const blog = async (lang = 'es') => v.parse(contract.BoardListSchema, json(await call('GET', `/cmn/board/list?langs=${lang}&page=0&size=20`, undefined, null)));
  const messageOf = (res: { body: string }) => json<{ message?: string }>(res as Parameters<typeof json>[0]).message;
  const postCount = async () => Number((await t.app.db.selectFrom('board_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('stores an uploaded picture as a 640 x 400 grid crop and a full copy, WebP without metadata, cached for a year', async () => {
    const res = await upload(await photo());
    assert.equal(res.statusCode, 201, res.body);
    const pic = v.parse(contract.PostPictureSchema, (json(res) as { data: unknown }).data);
    assert.match(pic.gridUrl, contract.POST_PICTURE_URL);
    assert.equal(pic.width, 1200);
    assert.equal(pic.fileName, 'deck.jpg');
    const grid = await call('GET', pic.gridUrl, undefined, null);
    assert.equal(grid.statusCode, 200);
    assert.equal(grid.headers['content-type'], 'image/webp');
    assert.equal(grid.headers['cache-control'], 'public, max-age=31536000, immutable');
    const meta = await sharp(grid.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['webp', 640, 400, undefined]);
    const full = await sharp((await call('GET', pic.fullUrl, undefined, null)).rawPayload).metadata();
    assert.deepEqual([full.width, full.height], [1200, 900]);
    // A wrong hash is another picture: not found.
    assert.equal((await call('GET', pic.gridUrl.replace(/-[0-9a-f]{16}-/, '-0000000000000000-'), undefined, null)).statusCode, 404);
  });

  it('refuses what is not a picture, a picture too large to decode, and anyone but staff', async () => {
    const before = await t.app.db.selectFrom('post_pictures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const body of [Buffer.from('<svg onload="alert(1)"/>'), Buffer.from('%PDF-1.4\n'), Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])]) {
      const res = await upload(body, 'x.jpg');
      assert.equal(res.statusCode, 415, res.body);
      assert.equal(messageOf(res), 'This picture could not be read. Upload a JPEG, PNG or WebP picture.');
    }
    assert.equal((await upload(Buffer.alloc(0))).statusCode, 400);
    // 10,000 x 10,000 pixels: refused before it is decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    assert.equal((await upload(bomb, 'bomb.png')).statusCode, 415);
    assert.equal((await upload(await photo(), 'x.jpg', buyer)).statusCode, 403);
    assert.equal((await upload(await photo(), 'x.jpg', null)).statusCode, 401);
    const after = await t.app.db.selectFrom('post_pictures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  it('writes a Spanish draft with a cover and a picture in the text, stores a hostile paste inert, publishes it first on the blog', async () => {
    const cover = v.parse(contract.PostPictureSchema, (json(await upload(await photo(), 'cover.jpg')) as { data: unknown }).data);
    const inline = v.parse(contract.PostPictureSchema, (json(await upload(await photo(), 'deck.jpg')) as { data: unknown }).data);
    const body: StaffPostBody = {
      langs: 'es',
      title: 'Nueva ruta a Tema',
      excerpt: 'Salidas semanales desde Pyeongtaek.',
      content: `<h2>Salidas</h2><p onclick="steal()">Cada <strong>semana</strong> <a href="javascript:alert(1)">aquí</a> y <a href="https://example.com/x">allí</a>.</p>
<img src="${inline.fullUrl}" alt="Cubierta" onerror="alert(1)"><img src="https://evil.example/p.png"><script>alert('x')</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe><ul><li>Uno</li></ul>`,
      coverPictureId: cover.pictureId,
    };
    const res = await call('POST', '/staff/posts', body);
    assert.equal(res.statusCode, 201, res.body);
    const { post, activity } = v.parse(contract.StaffPostDetailSchema, (json(res) as { data: unknown }).data);
    assert.equal(post.status, 'DRAFT');
    assert.deepEqual(post.cover, cover);
    // The list shows the same post (without its text).
    const listed = v.parse(contract.StaffPostListSchema, json(await call('GET', '/staff/posts?lang=es&status=DRAFT'))).list.find((p) => p.boardId === post.boardId);
    const { content: _content, ...withoutText } = post;
    assert.deepEqual(listed, withoutText);
    assert.doesNotMatch(post.content, /script|onclick|onerror|javascript:|evil\.example|iframe|style/i);
    assert.match(post.content, /<h2>Salidas<\/h2>/);
    assert.match(post.content, new RegExp(`<img src="${inline.fullUrl}" alt="Cubierta"`));
    assert.match(post.content, /<a href="https:\/\/example.com\/x" target="_blank" rel="noopener noreferrer">/);
    assert.deepEqual(activity.map((a) => [a.kind, a.staff?.name]), [['CREATED', 'Mina Park']]);

    // A draft is not on the blog.
    assert.equal((await blog()).list.some((p) => p.boardId === post.boardId), false);
    const published = await call('POST', `/staff/post/status?boardId=${post.boardId}`, { action: 'PUBLISH' });
    assert.equal(published.statusCode, 200, published.body);
    const first = (await blog()).list[0]!;
    assert.equal(first.boardId, post.boardId);
    assert.equal(first.title, 'Nueva ruta a Tema');
    assert.equal(first.excerpt, 'Salidas semanales desde Pyeongtaek.');
    assert.equal(first.attachList[0]?.attachUrl, cover.gridUrl);
    assert.equal((await blog('en')).list.some((p) => p.boardId === post.boardId), false);

    // Edits are on the trail with the fields they changed; unpublish hides it; delete keeps the row.
    const edit = await call('PUT', `/staff/post?boardId=${post.boardId}`, { ...body, title: 'Nueva ruta a Tema (actualizado)', content: post.content });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = v.parse(contract.StaffPostDetailSchema, (json(edit) as { data: unknown }).data);
    assert.equal(edited.post.status, 'PUBLISHED');
    assert.deepEqual(edited.activity.map((a) => `${a.kind} ${a.detail}`).slice(0, 2), ['EDITED title', 'PUBLISHED ']);
    const regDtm = edited.post.regDtm;
    await call('POST', `/staff/post/status?boardId=${post.boardId}`, { action: 'UNPUBLISH' });
    assert.equal((await blog()).list.some((p) => p.boardId === post.boardId), false);
    await call('POST', `/staff/post/status?boardId=${post.boardId}`, { action: 'PUBLISH' });
    const again = v.parse(contract.StaffPostDetailSchema, json(await call('GET', `/staff/post?boardId=${post.boardId}`)));
    assert.equal(again.post.regDtm, regDtm, 'a later publication keeps the first date');
    // A text that reached the table some other way is sanitised again on the desk's read (its editor shows what it gets).
    await t.app.db.updateTable('board_posts').set({ content: '<p onclick="steal()">Hola<img src=x onerror="alert(1)"></p><script>alert(1)</script>' }).where('board_id', '=', post.boardId).execute();
    const reread = v.parse(contract.StaffPostDetailSchema, json(await call('GET', `/staff/post?boardId=${post.boardId}`)));
    assert.match(reread.post.content, /^<p>Hola/);
    assert.doesNotMatch(reread.post.content, /script|onclick|onerror/i);
    const removed = await call('POST', `/staff/post/status?boardId=${post.boardId}`, { action: 'DELETE' });
    assert.equal(removed.statusCode, 200);
    assert.equal((await blog()).list.some((p) => p.boardId === post.boardId), false);
    assert.equal((await call('GET', `/staff/post?boardId=${post.boardId}`)).statusCode, 404);
    const row = await t.app.db.selectFrom('board_posts').select(['flag_del']).where('board_id', '=', post.boardId).executeTakeFirstOrThrow();
    assert.equal(row.flag_del, 'Y');
  });

  it('lists posts with counts per status and filters by language and title', async () => {
    const draft = await call('POST', '/staff/posts', { langs: 'ru', title: 'Черновик о Владивостоке', excerpt: '', content: '<p>Текст</p>', coverPictureId: null });
    assert.equal(draft.statusCode, 201, draft.body);
    const res = await call('GET', '/staff/posts?lang=ru&q=Владивосток');
    assert.equal(res.statusCode, 200);
    const list = v.parse(contract.StaffPostListSchema, json(res));
    assert.equal(list.list[0]?.title, 'Черновик о Владивостоке');
    assert.equal(list.list[0]?.status, 'DRAFT');
    assert.ok(list.counts.DRAFT >= 1);
    const published = v.parse(contract.StaffPostListSchema, json(await call('GET', '/staff/posts?status=PUBLISHED')));
    assert.ok(published.list.every((p) => p.status === 'PUBLISHED'));
    assert.equal(published.total, published.counts.PUBLISHED);
  });

  it('keeps the tab counts with every change: what counting the posts gives, of every language and of one', async () => {
    const counted = async (lang?: 'en' | 'es' | 'ru') => {
      let q = t.app.db.selectFrom('board_posts').select(['flag_display', (eb) => eb.fn.countAll<string | number>().as('n')]).where('flag_del', '=', 'N').groupBy('flag_display');
      if (lang) q = q.where('langs', '=', lang);
      const rows = await q.execute();
      const n = (flag: 'Y' | 'N') => Number(rows.find((r) => r.flag_display === flag)?.n ?? 0);
      return { DRAFT: n('N'), PUBLISHED: n('Y') };
    };
    const tabs = async (query = '') => v.parse(contract.StaffPostListSchema, json(await call('GET', `/staff/posts${query}`)));
    const check = async (when: string) => {
      const all = await tabs();
      assert.deepEqual(all.counts, await counted(), when);
      assert.equal(all.total, all.counts.DRAFT + all.counts.PUBLISHED, when);
      for (const lang of ['en', 'es', 'ru'] as const) assert.deepEqual((await tabs(`?lang=${lang}`)).counts, await counted(lang), `${when}, ${lang}`);
    };
    await check('seeded');
    const body: StaffPostBody = { langs: 'en', title: 'Counting the tabs', excerpt: '', content: '<p>Text</p>', coverPictureId: null };
    const created = await call('POST', '/staff/posts', body);
    assert.equal(created.statusCode, 201, created.body);
    const id = json<{ data: { post: { boardId: number } } }>(created).data.post.boardId;
    await check('a draft written');
    const status = async (action: string) => assert.equal((await call('POST', `/staff/post/status?boardId=${id}`, { action })).statusCode, 200);
    await status('PUBLISH');
    await check('published');
    assert.equal((await call('PUT', `/staff/post?boardId=${id}`, { ...body, langs: 'ru' })).statusCode, 200);
    await check('moved to Russian');
    await status('UNPUBLISH');
    await check('unpublished');
    await status('DELETE');
    await check('deleted');
    // Whatever writes the table (a bulk insert, a removal by hand) keeps them too.
    const added = await t.app.db
      .insertInto('board_posts')
      .values((['en', 'es', 'ru', 'es'] as const).map((langs, i) => ({ title: `Bulk ${i}`, content: '<p>Text</p>', langs, flag_display: i % 2 ? 'Y' : 'N', flag_del: 'N', reg_dtm: new Date() }) as const))
      .returning('board_id')
      .execute();
    await check('inserted in bulk');
    await t.app.db.deleteFrom('board_posts').where('board_id', 'in', added.map((r) => r.board_id)).execute();
    await check('removed');
  });

  it('refuses a picture from elsewhere, an empty post published, bad fields and anyone but staff; nothing half-saved', async () => {
    const n = await postCount();
    const bad = async (body: unknown, message?: string) => {
      const res = await call('POST', '/staff/posts', body);
      assert.equal(res.statusCode, 400, res.body);
      if (message) assert.equal(messageOf(res), message);
    };
    const base = { langs: 'en', title: 'A post', excerpt: '', content: '<p>x</p>', coverPictureId: null };
    await bad({ ...base, title: '   ' }, 'title: Enter a title.');
    await bad({ ...base, title: 'x'.repeat(201) }, 'title: A title may be at most 200 characters.');
    await bad({ ...base, excerpt: 'x'.repeat(401) }, 'excerpt: An excerpt may be at most 400 characters.');
    await bad({ ...base, langs: 'ko' });
    await bad({ ...base, content: 'x'.repeat(100_001) }, 'content: This post is too long. Split it into two posts.');
    // A picture URL of ours with a picture that does not exist.
    await bad({ ...base, content: '<p>x</p><img src="/media/posts/999999-0123456789abcdef-full.webp" alt="">' }, 'A picture in the post was not uploaded here. Upload it with the picture button.');
    assert.equal((await call('POST', '/staff/posts', { ...base, coverPictureId: 999999 })).statusCode, 404);
    assert.equal((await call('POST', '/staff/posts', base, buyer)).statusCode, 403);
    assert.equal((await call('POST', '/staff/posts', base, null)).statusCode, 401);
    assert.equal((await call('GET', '/staff/posts', undefined, buyer)).statusCode, 403);
    assert.equal(await postCount(), n);

    const empty = v.parse(contract.StaffPostDetailSchema, (json(await call('POST', '/staff/posts', { ...base, content: '<p> </p><script>x</script>' })) as { data: unknown }).data);
    const publish = await call('POST', `/staff/post/status?boardId=${empty.post.boardId}`, { action: 'PUBLISH' });
    assert.equal(publish.statusCode, 409);
    assert.equal(messageOf(publish), 'Write the post before publishing it.');
    assert.equal(errorOf(publish).errorCode, 'POST_EMPTY');
    assert.equal((await call('POST', `/staff/post/status?boardId=${empty.post.boardId}`, { action: 'HIDE' })).statusCode, 400);
    assert.equal((await call('PUT', '/staff/post?boardId=999999', base)).statusCode, 404);
  });
});
