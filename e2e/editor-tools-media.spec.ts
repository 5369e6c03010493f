import { request as playwrightRequest, type APIRequestContext, type APIResponse, type Page, type TestInfo } from '@playwright/test';
import { imagesTexts, locationTexts, videoTexts } from '../src/i18n/editor-media.ts';
import { editorToasts } from '../src/i18n/editor-toasts.ts';
import type { PropertyDraft } from '../src/schema/property-draft.ts';
import type { PropertyEnviromentGroup } from '../src/schema/property-reference.ts';
import type { CountryLocation } from '../src/schema/reference.ts';
import { expect, test } from './fixtures/access.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { API_KEY, BASE_URL } from './fixtures/environment.ts';
import { gradientPng } from './fixtures/images.ts';
import { recordWebm } from './fixtures/video.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 10, the editor's media tools against the real server, offline: 'Dirección' through the
 * gazetteer (no Mapbox token), 'Imagenes' through the image pipeline (crop, preview, thumbnail,
 * delete, environment), 'Video' with a WebM recorded in the page (thumbnail from a frame, accept,
 * delete); keyboard only where the agent types; axe and screenshots at 1366 and 390 px.
 */

const exact = { exact: true } as const;
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

interface Envelope<T> {
  readonly data: T;
}

/** The signed-in agent's own API calls (test data, and what the server kept). */
class DraftsApi {
  readonly http: APIRequestContext;

  constructor(http: APIRequestContext) {
    this.http = http;
  }

  static async as(accessToken: string): Promise<DraftsApi> {
    const http = await playwrightRequest.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${accessToken}` },
    });
    return new DraftsApi(http);
  }

  private async data<T>(call: Promise<APIResponse>, what: string): Promise<T> {
    const response = await call;
    expect(response.ok(), `${what} → ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as Envelope<T>).data;
  }

  create = () => this.data<PropertyDraft>(this.http.post('/rest/v1/property-drafts'), 'POST /property-drafts');
  get = (id: string) => this.data<PropertyDraft>(this.http.get(`/rest/v1/property-drafts/${id}`), 'GET /property-drafts/{id}');
  enviroments = () => this.data<PropertyEnviromentGroup[]>(this.http.get('/rest/v1/property-enviroments'), 'GET /property-enviroments');
  addEnviroment = (id: string, enviromentId: string) =>
    this.data<PropertyDraft>(
      this.http.put(`/rest/v1/property-drafts/${id}/enviroments/${enviromentId}`, { data: { quantity: 1 } }),
      'PUT enviroments',
    );
  /** A reference locality by name (the gazetteer's data), paging through GET /country-locations. */
  locality = async (name: string): Promise<CountryLocation> => {
    for (let offset = 0; offset < 2000; offset += 100) {
      const page = await this.data<CountryLocation[]>(this.http.get(`/rest/v1/country-locations?limit=100&offset=${offset}`), 'GET /country-locations');
      const found = page.find((place) => place.name === name);
      if (found !== undefined) return found;
      if (page.length < 100) break;
    }
    throw new Error(`no locality ${name}`);
  };
  dispose = () => this.http.dispose();
}

const editorUrl = (draftId: string, section: string) => `/property-editor/${draftId}/create?section=${section}`;

const toast = (page: Page, message: string) => page.getByText(message, exact).first();

/** axe at both widths, and a screenshot at each (attached, and looked at while building). */
const checkScreens = async (page: Page, testInfo: TestInfo, screen: string): Promise<void> => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page, testInfo, `${screen} at ${size.width} px`);
    await reviewScreenshot(page, `${screen}-${size.width}`, { fullPage: true });
  }
  await page.setViewportSize(WIDTHS[0]);
};

test.describe('editor media tools', () => {
  // Each test also runs axe at two widths on several screens.
  test.describe.configure({ timeout: 120_000 });
  let drafts: DraftsApi;
  let draft: PropertyDraft;

  test.beforeEach(async ({ createAgent, signInAs, api }) => {
    const agent = await createAgent();
    await api.completeProfile(agent.accessToken);
    await signInAs(agent.accessToken);
    drafts = await DraftsApi.as(agent.accessToken);
    draft = await drafts.create();
  });
  test.afterEach(async () => {
    await drafts.dispose();
  });

  test('Dirección: search a locality offline, pick it, save — keyboard only; a reload shows it', async ({ page, allowPosition }, testInfo) => {
    // Without MAPBOX_TOKEN the map's chunk and mapbox-gl are never requested.
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/mapbox/i.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto(editorUrl(draft.propertyDraftId, 'location'));
    await expect(page.getByRole('heading', { name: locationTexts.title, level: 2 })).toBeVisible();
    await checkScreens(page, testInfo, 'location-empty');

    // Saving without the address, a locality and coordinates says what is missing.
    await page.getByRole('button', { name: locationTexts.save }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(locationTexts.problems.incomplete)).toBeVisible();

    await page.getByRole('textbox', { name: locationTexts.address }).focus();
    await page.keyboard.type('Av. Francisco de Miranda, Torre Delta, piso 4');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: locationTexts.search })).toBeFocused();
    // Accent-insensitive: 'chacao' finds Chacao (Miranda); the list comes 500 ms after typing.
    await page.keyboard.type('chacao');
    const result = page.getByRole('button', { name: /^Chacao\s*Miranda$/ });
    await expect(result).toBeVisible();
    await checkScreens(page, testInfo, 'location-results');
    await page.keyboard.press('Tab');
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(locationTexts.placeLabel('Chacao', 'Miranda'), exact)).toBeVisible();
    await expect(page.getByRole('textbox', { name: locationTexts.latitude })).not.toHaveValue('');

    await page.getByRole('button', { name: locationTexts.save }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, editorToasts.addressSaved)).toBeVisible();

    const saved = await drafts.get(draft.propertyDraftId);
    expect(saved.address).toMatchObject({
      address: 'Av. Francisco de Miranda, Torre Delta, piso 4',
      countryState: 'Miranda',
      location: 'Chacao',
    });

    // A reload shows it; the nearest locality of typed coordinates replaces it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: locationTexts.address })).toHaveValue('Av. Francisco de Miranda, Torre Delta, piso 4');
    await expect(page.getByText(locationTexts.placeLabel('Chacao', 'Miranda'), exact)).toBeVisible();
    const maracaibo = await drafts.locality('Maracaibo');
    await page.getByRole('textbox', { name: locationTexts.latitude }).fill(String(maracaibo.latitude + 0.001));
    await page.getByRole('textbox', { name: locationTexts.longitude }).fill(String(maracaibo.longitude - 0.001));
    await page.getByRole('button', { name: locationTexts.nearest }).click();
    await expect(page.getByText(locationTexts.placeLabel('Maracaibo', maracaibo.countryState.name), exact)).toBeVisible();
    await page.getByRole('button', { name: locationTexts.save }).click();
    await expect(toast(page, editorToasts.addressSaved)).toBeVisible();
    await expect.poll(async () => (await drafts.get(draft.propertyDraftId)).address?.location).toBe('Maracaibo');

    // Only the point moves: 'Geolocalización actualizada correctamente.'
    await page.getByRole('textbox', { name: locationTexts.latitude }).fill(String(maracaibo.latitude));
    await page.getByRole('button', { name: locationTexts.save }).click();
    await expect(toast(page, editorToasts.geolocationSaved)).toBeVisible();
    await expect.poll(async () => (await drafts.get(draft.propertyDraftId)).address?.latitude).toBe(maracaibo.latitude);

    // The browser's position, when the agent allows it: the nearest locality to it.
    const chacao = await drafts.locality('Chacao');
    await allowPosition({ latitude: chacao.latitude, longitude: chacao.longitude });
    await page.getByRole('button', { name: locationTexts.geolocate }).click();
    await expect(page.getByText(locationTexts.placeLabel('Chacao', 'Miranda'), exact)).toBeVisible();
    await expect(page.getByRole('textbox', { name: locationTexts.latitude })).toHaveValue(String(chacao.latitude));
    expect(mapRequests).toEqual([]);
  });

  test('Imagenes: a large photo cropped and a small one; the first is the thumbnail, deleting it moves it; an environment assigned', async ({ page }, testInfo) => {
    const groups = await drafts.enviroments();
    const kitchen = groups.flatMap((group) => group.propertyEnviroments)[0];
    if (kitchen === undefined) throw new Error('no reference environments');
    await drafts.addEnviroment(draft.propertyDraftId, kitchen.propertyEnviromentId);

    await page.goto(editorUrl(draft.propertyDraftId, 'images'));
    await expect(page.getByRole('heading', { name: imagesTexts.title, level: 2 })).toBeVisible();
    await checkScreens(page, testInfo, 'images-empty');

    // Keyboard: the dropzone's button opens the file picker.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: imagesTexts.choose }).focus();
    await page.keyboard.press('Enter');
    // 2000×1400: a side over 1290 and far from square → 'Recortar foto' (650×650).
    await (await chooser).setFiles({ name: 'sala.png', mimeType: 'image/png', buffer: gradientPng(2000, 1400) });
    const crop = page.getByRole('dialog', { name: 'Recortar foto' });
    await expect(crop).toBeVisible();
    await checkScreens(page, testInfo, 'images-crop');
    await page.keyboard.press('ArrowRight');
    await crop.getByRole('button', { name: 'Recortar' }).click();
    const preview = page.getByRole('dialog', { name: 'Previsualizar foto' });
    await expect(preview).toBeVisible();
    await preview.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(toast(page, editorToasts.imageSaved)).toBeVisible();
    await expect(toast(page, editorToasts.thumbnailSaved)).toBeVisible();

    // A small picture goes straight to the preview.
    await page.getByTestId('dropzone-input').setInputFiles({ name: 'cocina.png', mimeType: 'image/png', buffer: gradientPng(800, 600) });
    await page.getByRole('dialog', { name: 'Previsualizar foto' }).getByRole('button', { name: 'Guardar foto' }).click();
    const gallery = page.getByRole('list', { name: imagesTexts.gallery });
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    await expect(gallery.getByRole('listitem').first().getByText(imagesTexts.main, exact)).toBeVisible();

    let saved = await drafts.get(draft.propertyDraftId);
    expect(saved.media).toHaveLength(2);
    expect(saved.thumbnail).not.toBeNull();
    const firstThumbnail = saved.thumbnail;
    await checkScreens(page, testInfo, 'images-gallery');

    // An environment for the second image.
    await gallery.getByRole('listitem').nth(1).getByRole('combobox', { name: imagesTexts.enviroment }).selectOption({ label: kitchen.name });
    await expect(toast(page, editorToasts.imageSaved)).toBeVisible();
    await expect.poll(async () => (await drafts.get(draft.propertyDraftId)).media.map((image) => image.propertyEnviroment?.name ?? null)).toContain(kitchen.name);

    // Deleting the main image: confirmation, then the thumbnail follows the new first image.
    await page.getByRole('button', { name: imagesTexts.deleteLabel(1) }).click();
    const confirm = page.getByRole('alertdialog', { name: imagesTexts.deleteTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: imagesTexts.delete, exact: true }).click();
    await expect(toast(page, editorToasts.imageDeleted)).toBeVisible();
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
    saved = await drafts.get(draft.propertyDraftId);
    expect(saved.media).toHaveLength(1);
    expect(saved.thumbnail).not.toBeNull();
    expect(saved.thumbnail).not.toBe(firstThumbnail);

    // The last one: the thumbnail goes too.
    await page.getByRole('button', { name: imagesTexts.deleteLabel(1) }).click();
    await page.getByRole('alertdialog', { name: imagesTexts.deleteTitle }).getByRole('button', { name: imagesTexts.delete, exact: true }).click();
    await expect(page.getByText(imagesTexts.empty, exact)).toBeVisible();
    await expect.poll(async () => (await drafts.get(draft.propertyDraftId)).thumbnail).toBeNull();
  });

  test('Video: a recorded WebM, a thumbnail from a frame, accept; a reload shows it; delete', async ({ page }, testInfo) => {
    await page.goto(editorUrl(draft.propertyDraftId, 'video'));
    await expect(page.getByRole('heading', { name: videoTexts.title, level: 2 })).toBeVisible();
    await checkScreens(page, testInfo, 'video-empty');
    const webm = await recordWebm(page, 2);
    await page.getByTestId('dropzone-input').setInputFiles({ name: 'recorrido.webm', mimeType: 'video/webm', buffer: webm });

    const player = page.getByRole('group', { name: videoTexts.player });
    await expect(player).toBeVisible();
    // Keyboard: the player's keys and buttons.
    await player.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expect(player.getByText(/Volumen 90 %/)).toBeVisible();
    await player.getByRole('button', { name: videoTexts.volumeUp }).click();
    await expect(player.getByText(/Volumen 100 %/)).toBeVisible();
    await player.getByRole('button', { name: videoTexts.forward5 }).focus();
    await page.keyboard.press('Enter');
    await player.getByRole('button', { name: videoTexts.back10 }).focus();
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: videoTexts.takeThumbnail }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: videoTexts.thumbnail })).toBeVisible();
    await checkScreens(page, testInfo, 'video-review');
    await page.getByRole('button', { name: videoTexts.accept, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, editorToasts.videoSaved)).toBeVisible();

    const saved = await drafts.get(draft.propertyDraftId);
    expect(saved.video).not.toBeNull();
    expect(saved.video?.thumbnail).not.toBeNull();

    await page.reload();
    await expect(page.getByRole('group', { name: videoTexts.player })).toBeVisible();
    await expect(page.getByRole('img', { name: videoTexts.thumbnail })).toBeVisible();
    await checkScreens(page, testInfo, 'video-saved');

    await page.getByRole('button', { name: videoTexts.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: videoTexts.deleteTitle });
    await confirm.getByRole('button', { name: videoTexts.delete }).click();
    await expect(toast(page, editorToasts.videoDeleted)).toBeVisible();
    await expect(page.getByRole('button', { name: videoTexts.choose })).toBeVisible();
    expect((await drafts.get(draft.propertyDraftId)).video).toBeNull();
  });
});
