import { request as playwrightRequest, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { editorToasts } from '../src/i18n/editor-toasts.ts';
import { emojiPickerLabels, postConnectTexts, postDeleteTexts, postFormTexts, postToolTexts } from '../src/i18n/editor-posts.ts';
import { connectTexts } from '../src/i18n/media-providers.ts';
import type { PropertyDraft } from '../src/schema/property-draft.ts';
import { expectPath } from './fixtures/access-ui.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { API_KEY, BASE_URL } from './fixtures/environment.ts';
import { gradientPng } from './fixtures/images.ts';
import { authorizeInPage, authorizeInPopup, consentPageIdentity, expect, test } from './fixtures/media.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 10, the Instagram and Facebook post tools against the real server, offline: the connect
 * prompt and both connections through the offline consent pages (coming back to the editor), the
 * 'Debes subir una imagen' message, both posts prepared by keyboard (images in order, a caption
 * with an emoji inserted at the caret, hashtags, a Facebook page), found again after a reload, one
 * deleted with its confirmation; the emoji picker's chunk loads only when it opens and nothing
 * leaves the site; axe and screenshots at 1366 and 390 px.
 */

const exact = { exact: true } as const;
/** The callbacks' 3 s before going back, with room for a slow runner. */
const AFTER_DELAY = { timeout: 15_000 };

class DraftsApi {
  readonly #http: APIRequestContext;
  readonly #token: string;

  constructor(http: APIRequestContext, token: string) {
    this.#http = http;
    this.#token = token;
  }

  get #auth() {
    return { Authorization: `Bearer ${this.#token}` };
  }

  async create(): Promise<PropertyDraft> {
    const response = await this.#http.post('/rest/v1/property-drafts', { headers: this.#auth });
    expect(response.ok(), `POST /property-drafts: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: PropertyDraft }).data;
  }

  async uploadImage(draftId: string, name: string, width: number, height: number): Promise<PropertyDraft> {
    const response = await this.#http.post(`/rest/v1/property-drafts/${draftId}/images`, {
      headers: this.#auth,
      multipart: { file: { name, mimeType: 'image/png', buffer: gradientPng(width, height) }, imageType: 'STATIC' },
    });
    expect(response.ok(), `POST images: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: PropertyDraft }).data;
  }

  async get(draftId: string): Promise<PropertyDraft> {
    const response = await this.#http.get(`/rest/v1/property-drafts/${draftId}`, { headers: this.#auth });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: PropertyDraft }).data;
  }
}

const editorPath = (draftId: string) => `/property-editor/${draftId}/create`;

/** What a person finds on the post tool, by role and Spanish text. */
const tool = (page: Page) => ({
  image: (position: number) => page.getByRole('button', { name: new RegExp(`^Imagen ${position}(,|$)`) }),
  caption: page.getByLabel(postFormTexts.caption, exact),
  emojiButton: page.getByRole('button', { name: postFormTexts.emojiOpen }),
  emojiDialog: page.getByRole('dialog', { name: postFormTexts.emojiDialog }),
  hashtags: page.getByLabel(postFormTexts.hashtags, exact),
  save: page.getByRole('button', { name: postFormTexts.save, exact: true }),
  toast: (text: string) => page.getByText(text, exact).first(),
});

/** Focus a control and press a key: the tool is driven by keyboard only. */
const press = async (page: Page, locator: ReturnType<Page['locator']>, key: string) => {
  await locator.focus();
  await page.keyboard.press(key);
};

/** Picks an emoji through the picker by keyboard, with the caret where the caption should get it. */
const insertEmojiByKeyboard = async (page: Page, search: string) => {
  const ui = tool(page);
  // From the caption, Tab reaches 'Insertar emoji' (the caret stays where it was).
  await expect(ui.caption).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ui.emojiButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ui.emojiDialog.locator('[data-epr-part="emoji"]').first()).toBeVisible();
  // Focus starts in the picker's search box; its results are announced.
  await expect(ui.emojiDialog.getByLabel(emojiPickerLabels.searchLabel)).toBeFocused();
  await page.keyboard.type(search);
  await expect(ui.emojiDialog.getByText(/^\d+ resultados?\.$/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(ui.emojiDialog.locator('[data-epr-part="emoji"]:focus')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape'); // clears the search
  await page.keyboard.press('Escape'); // closes the picker: focus back on the caption
  await expect(ui.emojiDialog).toBeHidden();
  await expect(ui.caption).toBeFocused();
};

test('both posts prepared by keyboard, offline, after connecting from the editor', async ({ page, api, createAgent, signInAs }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const agent = await createAgent({ firstName: 'Lucía', lastName: 'Rangel' });
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  const http = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
  const drafts = new DraftsApi(http, agent.accessToken);
  const draft = await drafts.create();
  const identity = { email: agent.email, givenName: 'Lucía', familyName: 'Rangel' };

  // Everything the page asks for, to prove the emoji picker loads late and nothing leaves the site.
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const emojiChunks = () => requests.filter((request) => /\/EmojiPanel-[^/]*\.js$/.test(new URL(request.url()).pathname));

  // Not connected: the prompt, then the connect modal; Instagram's window comes back to this tool.
  await page.goto(`${editorPath(draft.propertyDraftId)}?section=instagram`);
  const connect = page.getByRole('button', { name: postConnectTexts.connect('Instagram'), exact: true });
  await expect(page.getByRole('heading', { name: postConnectTexts.heading('Instagram'), exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, test.info(), 'post-connect-prompt-1366');
  await reviewScreenshot(page, 'connect-prompt-1366', { fullPage: true });
  await press(page, connect, 'Enter');
  const instagramDialog = page.getByRole('dialog', { name: connectTexts.title('Instagram') });
  await press(page, instagramDialog.getByRole('button', { name: connectTexts.instagramButton, exact: true }), 'Enter');
  await authorizeInPage(page, identity);
  await expectPath(page, editorPath(draft.propertyDraftId), { section: 'instagram' });

  // Connected, but the draft has no image yet: 'Subir imagen' opens Imagenes.
  await expect(page.getByText(postToolTexts.noImages, exact)).toBeVisible(AFTER_DELAY);
  await expectNoSeriousViolations(page, test.info(), 'post-no-images-1366');
  await press(page, page.getByRole('button', { name: postToolTexts.uploadImage, exact: true }), 'Enter');
  await expectPath(page, editorPath(draft.propertyDraftId), { section: 'images' });

  // Three photos through the API; the Instagram post by keyboard.
  await drafts.uploadImage(draft.propertyDraftId, 'sala.png', 900, 900);
  await drafts.uploadImage(draft.propertyDraftId, 'cocina.png', 1000, 750);
  const withImages = await drafts.uploadImage(draft.propertyDraftId, 'terraza.png', 800, 800);
  const [first, second, third] = withImages.media.map((image) => image.propertyImageId);
  await page.goto(`${editorPath(draft.propertyDraftId)}?section=instagram`);
  const ui = tool(page);
  await expect(ui.image(3)).toBeVisible();
  await expect(page.getByText('0 / 20', exact)).toBeVisible();

  // A refused save names what is missing and lands on the first error.
  await press(page, ui.save, 'Enter');
  await expect(page.getByText(postFormTexts.imagesRequired, exact)).toBeVisible();
  await expect(page.getByText(postFormTexts.captionRequired, exact)).toBeVisible();
  await expect(ui.image(1)).toBeFocused();

  // Chosen 3 then 1: numbered in that order; choosing clears the error.
  await press(page, ui.image(3), 'Space');
  await press(page, ui.image(1), 'Space');
  await expect(ui.image(3)).toHaveAccessibleName('Imagen 3, seleccionada en el puesto 1');
  await expect(ui.image(1)).toHaveAccessibleName('Imagen 1, seleccionada en el puesto 2');
  await expect(ui.image(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 / 20', exact)).toBeVisible();
  await expect(page.getByText(postFormTexts.imagesRequired, exact)).toBeHidden();

  // The caption, then an emoji where the caret is (before 'en Chacao').
  await ui.caption.focus();
  await page.keyboard.type('Apartamento en Chacao');
  for (let step = 0; step < 'en Chacao'.length; step += 1) await page.keyboard.press('ArrowLeft');
  expect(emojiChunks(), 'the emoji picker is not loaded before it opens').toEqual([]);
  await insertEmojiByKeyboard(page, 'casa');
  const caption = await ui.caption.inputValue();
  expect(caption).toMatch(/^Apartamento \p{Extended_Pictographic}\uFE0F?en Chacao$/u);
  expect(emojiChunks().length, 'the emoji picker loads when it opens').toBeGreaterThan(0);
  // The Spanish dataset comes with the picker; the library's English one is never fetched.
  expect(requests.filter((request) => /\/emojis-[^/]*\.js$/.test(new URL(request.url()).pathname))).toEqual([]);
  await expect(page.getByText(`${caption.length}/2200`, exact)).toBeVisible();

  // Hashtags: '#' optional, Enter adds; each links to Instagram's tag page in a new tab.
  await ui.hashtags.focus();
  await page.keyboard.type('#venta chacao');
  await page.keyboard.press('Enter');
  const venta = page.getByRole('link', { name: postFormTexts.hashtagLink('venta', 'Instagram') });
  await expect(venta).toHaveAttribute('href', 'https://www.instagram.com/explore/tags/venta/');
  await expect(venta).toHaveAttribute('target', '_blank');
  await expect(venta).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousViolations(page, test.info(), 'post-instagram-form-1366');
  await reviewScreenshot(page, 'instagram-form-1366', { fullPage: true });

  await press(page, ui.save, 'Enter');
  await expect(ui.toast(editorToasts.postSaved)).toBeVisible();
  await expect.poll(async () => (await drafts.get(draft.propertyDraftId)).instagramPost?.imagesUrls).toEqual([third, first]);

  // Facebook: its login in a popup, back to the Facebook tool.
  await page.goto(`${editorPath(draft.propertyDraftId)}?section=facebook`);
  await press(page, page.getByRole('button', { name: postConnectTexts.connect('Facebook'), exact: true }), 'Enter');
  const popup = page.waitForEvent('popup');
  await press(page, page.getByRole('dialog', { name: connectTexts.title('Facebook') }).getByRole('button', { name: connectTexts.facebookButton, exact: true }), 'Enter');
  await authorizeInPopup(await popup, identity);
  await expectPath(page, editorPath(draft.propertyDraftId), { section: 'facebook' });
  await expect(ui.image(2)).toBeVisible(AFTER_DELAY);

  // The Facebook post: an image, a caption, a hashtag and one of the agent's pages.
  const pages = page.getByRole('group', { name: postFormTexts.pagesLegend });
  const firstPage = pages.getByRole('checkbox').first();
  await expect(firstPage).toBeVisible();
  await press(page, ui.save, 'Enter');
  await expect(page.getByText(postFormTexts.pagesRequired, exact)).toBeVisible();
  await press(page, ui.image(2), 'Space');
  await ui.caption.focus();
  await page.keyboard.type('Cocina remodelada');
  await page.keyboard.press('Home');
  await insertEmojiByKeyboard(page, 'cocina');
  await ui.hashtags.focus();
  await page.keyboard.type('cocina');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: postFormTexts.hashtagLink('cocina', 'Facebook') })).toHaveAttribute('href', 'https://www.facebook.com/hashtag/cocina');
  await press(page, firstPage, 'Space');
  await expect(page.getByText(postFormTexts.pagesRequired, exact)).toBeHidden();
  await expectNoSeriousViolations(page, test.info(), 'post-facebook-form-1366');
  await reviewScreenshot(page, 'facebook-form-1366', { fullPage: true });
  await press(page, ui.save, 'Enter');
  await expect(ui.toast(editorToasts.postSaved)).toBeVisible();

  // A reload finds both posts as they were saved.
  const saved = await drafts.get(draft.propertyDraftId);
  expect(saved.facebookPost).toMatchObject({ imagesUrls: [second], hashTags: ['cocina'], location: null });
  expect(saved.facebookPost?.pagesIds).toHaveLength(1);
  expect(saved.facebookPost?.caption).toMatch(/Cocina remodelada$/);
  expect(saved.instagramPost).toMatchObject({ imagesUrls: [third, first], caption, hashTags: ['venta', 'chacao'], location: null });
  await page.reload();
  await expect(ui.image(2)).toHaveAccessibleName('Imagen 2, seleccionada en el puesto 1');
  await expect(firstPage).toBeChecked();
  await expect(ui.caption).toHaveValue(saved.facebookPost?.caption ?? '');
  await page.goto(`${editorPath(draft.propertyDraftId)}?section=instagram`);
  await expect(ui.image(3)).toHaveAccessibleName('Imagen 3, seleccionada en el puesto 1');
  await expect(ui.caption).toHaveValue(caption);
  await expect(page.getByRole('link', { name: postFormTexts.hashtagLink('chacao', 'Instagram') })).toBeVisible();

  // Phone width: the same form, accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, test.info(), 'post-instagram-form-390');
  await reviewScreenshot(page, 'instagram-form-390', { fullPage: true });
  await press(page, ui.emojiButton, 'Enter');
  await expect(ui.emojiDialog.locator('[data-epr-part="emoji"]').first()).toBeVisible();
  await expectNoSeriousViolations(page, test.info(), 'post-emoji-picker-390');
  await reviewScreenshot(page, 'emoji-picker-390');
  await page.keyboard.press('Escape');
  await expect(ui.emojiDialog).toBeHidden();

  // 'No quiero publicar en Instagram': a confirmation first; cancelling keeps the post.
  const dontPost = page.getByRole('button', { name: postDeleteTexts.button('Instagram'), exact: true });
  const confirm = page.getByRole('alertdialog', { name: postDeleteTexts.title('Instagram') });
  await press(page, dontPost, 'Enter');
  await expect(confirm.getByRole('button', { name: postDeleteTexts.cancel, exact: true })).toBeFocused();
  await expectNoSeriousViolations(page, test.info(), 'post-delete-confirm-390');
  await reviewScreenshot(page, 'delete-confirm-390');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  expect((await drafts.get(draft.propertyDraftId)).instagramPost).not.toBeNull();
  await press(page, dontPost, 'Enter');
  await press(page, confirm.getByRole('button', { name: postDeleteTexts.confirm, exact: true }), 'Enter');
  await expect(ui.toast(editorToasts.instagramPostDeleted)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dontPost).toBeHidden();
  await expect(ui.caption).toHaveValue('');
  await expect(page.getByText('0 / 20', exact)).toBeVisible();
  const after = await drafts.get(draft.propertyDraftId);
  expect(after.instagramPost).toBeNull();
  expect(after.facebookPost).not.toBeNull();

  // Offline: every request stayed on this site (no CDN for the emoji data or pictures).
  const foreign = requests.map((request) => new URL(request.url())).filter((url) => url.origin !== BASE_URL && url.protocol !== 'data:');
  expect(foreign.map((url) => url.href)).toEqual([]);
  await http.dispose();
});

test('the Facebook tool at 390 px: pages to choose and the no-images message', async ({ page, api, createAgent, signInAs, media }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const agent = await createAgent({ firstName: 'Andrés', lastName: 'Bello' });
  await api.completeProfile(agent.accessToken);
  await media.connect(agent.accessToken, 'facebook', consentPageIdentity(agent.email, 'Andrés', 'Bello'));
  await signInAs(agent.accessToken);
  const http = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
  const drafts = new DraftsApi(http, agent.accessToken);
  const draft = await drafts.create();

  await page.goto(`${editorPath(draft.propertyDraftId)}?section=facebook`);
  await expect(page.getByText(postToolTexts.noImages, exact)).toBeVisible();
  await expectNoSeriousViolations(page, test.info(), 'post-no-images-390');
  await reviewScreenshot(page, 'no-images-390', { fullPage: true });

  await drafts.uploadImage(draft.propertyDraftId, 'fachada.png', 900, 900);
  await page.reload();
  const pages = page.getByRole('group', { name: postFormTexts.pagesLegend });
  await expect(pages.getByRole('checkbox')).toHaveCount(2);
  await expectNoSeriousViolations(page, test.info(), 'post-facebook-form-390');
  await reviewScreenshot(page, 'facebook-form-390', { fullPage: true });
  await http.dispose();
});

test('no provider configured, and Facebook pages that fail to load until Reintentar', async ({ page, api, createAgent, signInAs, media }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const agent = await createAgent({ firstName: 'Teresa', lastName: 'Carreño' });
  await api.completeProfile(agent.accessToken);
  await media.connect(agent.accessToken, 'facebook', consentPageIdentity(agent.email, 'Teresa', 'Carreño'));
  await signInAs(agent.accessToken);
  const http = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
  const drafts = new DraftsApi(http, agent.accessToken);
  const draft = await drafts.create();
  await drafts.uploadImage(draft.propertyDraftId, 'patio.png', 800, 800);

  // A server that offers no Instagram: the prompt says so and offers no button.
  await page.route('**/rest/v1/media-providers', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { type: number }[] };
    await route.fulfill({ response, json: { ...body, data: body.data.filter((provider) => provider.type !== 2) } });
  });
  await page.goto(`${editorPath(draft.propertyDraftId)}?section=instagram`);
  await expect(page.getByText(postConnectTexts.unavailable('Instagram'), exact)).toBeVisible();
  await expect(page.getByRole('button', { name: postConnectTexts.connect('Instagram'), exact: true })).toHaveCount(0);

  // The pages fail once: the message and 'Reintentar', then the list.
  let failures = 1;
  await page.route('**/rest/v1/media-providers/facebook/pages', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({ status: 500, json: { data: null, metadata: { error: { type: 'SERVER_ERROR', message: 'x' } } } });
      return;
    }
    await route.fallback();
  });
  await page.goto(`${editorPath(draft.propertyDraftId)}?section=facebook`);
  const pages = page.getByRole('group', { name: postFormTexts.pagesLegend });
  await expect(pages.getByText(postFormTexts.pagesFailed, exact)).toBeVisible();
  await press(page, pages.getByRole('button', { name: postFormTexts.pagesRetry, exact: true }), 'Enter');
  await expect(pages.getByRole('checkbox')).toHaveCount(2);
  await http.dispose();
});
