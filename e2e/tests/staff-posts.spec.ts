/**
 * Staff publishing, blog posts (issue 24 acceptance): staff write a Spanish post with a cover and a
 * picture in its text; a hostile paste lands inert; the preview shows the post as the blog's dialog
 * does; publish. A Spanish visitor sees it first on the blog and in the home page's teaser, opens
 * it, and nothing of the paste runs or loads. In group a (its own database): the blog's counts in
 * the other group's journeys stay as the seed has them.
 */
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, HOME, revealDeferredSections, LOAD_TIMEOUT, section, signIn, startInLanguage, tr } from './support';

test.use({ serviceWorkers: 'block' });

/** What a hostile page would put on the clipboard. */
const HOSTILE_PASTE = `<p style="position:fixed;inset:0" onmouseover="alert('xss: handler')">Tarifas desde 1.190 USD por unidad.</p>
<script>alert('xss: script')</script><img src="https://evil.example/pixel.png" onerror="alert('xss: onerror')">
<a href="javascript:alert('xss: link')">condiciones</a><iframe src="https://evil.example/"></iframe>`;

test('staff write a Spanish post with pictures, preview and publish it; a Spanish visitor sees it first, and the hostile paste never runs', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Nueva salida semanal a Tema ${Date.now() % 100000}`;
  const dialogs: string[] = [];
  const hostile: string[] = [];
  await signIn(page, DEMO_ACCOUNTS.staff);
  page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
  page.on('request', (r) => /evil\.example|javascript:/i.test(r.url()) && hostile.push(r.url()));
  // A picture from the screen itself (a real PNG).
  await page.goto('/desk/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  const picture = { name: 'cubierta.png', mimeType: 'image/png', buffer: await page.screenshot() };

  await page.getByRole('link', { name: 'New post' }).first().click();
  const form = page.getByTestId('post-form');
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused({ timeout: LOAD_TIMEOUT });
  await form.getByRole('combobox', { name: 'Language of the post' }).selectOption({ label: 'Spanish' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: /^Excerpt/ }).fill('Cada semana desde Pyeongtaek, con depósito flexible.');
  // Publishing an empty post is refused at its field.
  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(form.getByText('Write the post before publishing it.')).toBeVisible();

  const text = form.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.type('Salidas cada semana desde Pyeongtaek.');
  await page.keyboard.press('Enter');
  // The hostile paste keeps its words and loses everything active.
  await text.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Tarifas desde 1.190 USD por unidad.');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, HOSTILE_PASTE);
  await expect(text).toContainText('Tarifas desde 1.190 USD por unidad.');
  await expect(text.locator('script, iframe, [style], [onmouseover], [onerror], a[href^="javascript:" i], img')).toHaveCount(0);

  // A picture in the text: uploaded here, with what it shows.
  await form.getByRole('button', { name: 'Picture', exact: true }).click();
  const pictureDialog = page.getByRole('dialog', { name: 'Add a picture' });
  await pictureDialog.getByLabel(/^Picture \(JPEG/).setInputFiles(picture);
  await pictureDialog.getByRole('button', { name: 'Add the picture' }).click();
  await expect(pictureDialog.getByText('Describe the picture in a few words.')).toBeVisible();
  await pictureDialog.getByRole('textbox', { name: /What the picture shows/ }).fill('Cubierta de un buque RoRo');
  await pictureDialog.getByRole('button', { name: 'Add the picture' }).click();
  await expect(pictureDialog).toBeHidden({ timeout: LOAD_TIMEOUT });
  await expect(text.getByRole('img', { name: 'Cubierta de un buque RoRo' })).toHaveAttribute('src', /^\/media\/posts\/\d+-[0-9a-f]{16}-full\.webp$/);

  // The cover.
  await form.getByRole('button', { name: 'Upload a cover' }).click();
  const coverDialog = page.getByRole('dialog', { name: 'Cover picture' });
  await coverDialog.getByLabel(/^Picture \(JPEG/).setInputFiles(picture);
  await coverDialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(form.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', /-grid\.webp$/, { timeout: LOAD_TIMEOUT });

  // The preview is the blog's dialog: title, cover, the sanitised text.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview.locator('[data-post-body]')).toContainText('Salidas cada semana desde Pyeongtaek.');
  await expect(preview.locator('[data-post-body] img')).toHaveAttribute('alt', 'Cubierta de un buque RoRo');
  await expect(preview.getByTestId('post-preview')).toHaveAttribute('lang', 'es');
  await preview.getByRole('button', { name: 'Back to writing' }).click();
  await expect(preview).toBeHidden();

  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(/\/desk\/posts\/\d+$/, { timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('post-status')).toHaveText('Published');
  await expect(page.getByText('Published: the blog shows the post now.')).toBeVisible();
  await expect(page.getByTestId('post-trail')).toContainText('Published · Mina Park');
  const boardId = Number(/\/desk\/posts\/(\d+)$/.exec(page.url())![1]);

  // A Spanish visitor: first on the blog and in the home teaser; opening it runs nothing.
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const reader = await visitor.newPage();
  reader.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
  reader.on('request', (r) => /evil\.example|javascript:/i.test(r.url()) && hostile.push(r.url()));
  await startInLanguage(reader, 'es');
  await reader.goto('/contents/blog');
  const firstCard = reader.locator('#main li article').first();
  await expect(firstCard.getByRole('link')).toHaveText(title, { timeout: LOAD_TIMEOUT });
  await expect(firstCard).toContainText('Cada semana desde Pyeongtaek, con depósito flexible.');
  await expect(firstCard.locator('img')).toHaveAttribute('src', /-grid\.webp$/);
  await firstCard.getByRole('link').click();
  const dialog = reader.getByRole('dialog', { name: title });
  await expect(dialog.locator('[data-post-body]')).toContainText('Tarifas desde 1.190 USD por unidad.');
  await expect(dialog.locator('[data-post-body] img')).toHaveAttribute('alt', 'Cubierta de un buque RoRo');
  await expect(dialog.locator('script, iframe, [style], [onmouseover], [onerror], a[href^="javascript:" i]')).toHaveCount(0);
  await reader.keyboard.press('Escape');

  await reader.goto('/');
  await expect(reader.getByRole('heading', { level: 1, name: tr('mfe-content', 'es', HOME.bannerTitle) })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(reader.getByRole('heading', { level: 2, name: tr('mfe-freight', 'es', HOME.spotDeals), exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await revealDeferredSections(reader);
  const teaser = section(reader, tr('mfe-content', 'es', HOME.blog));
  await expect(teaser.getByRole('article').first()).toContainText(title, { timeout: LOAD_TIMEOUT });
  await reader.waitForLoadState('networkidle');
  expect(dialogs, 'native dialogs opened by the post').toEqual([]);
  expect(hostile, 'requests the hostile paste would make').toEqual([]);

  // Unpublished: gone from the blog at once.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('post-status')).toHaveText('Draft');
  await reader.goto('/contents/blog');
  await expect(reader.locator('#main li article').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(reader.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();
  expect(boardId).toBeGreaterThan(0);
});
