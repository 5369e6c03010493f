import type { Page } from '@playwright/test';
import { publishModalTexts } from '../src/i18n/editor.ts';
import { postFormTexts } from '../src/i18n/editor-posts.ts';
import { imagesTexts, locationTexts, videoTexts } from '../src/i18n/editor-media.ts';
import { editorToasts } from '../src/i18n/editor-toasts.ts';
import { detailsToolTexts, enviromentsToolTexts, propertyToolTexts } from '../src/i18n/editor-tools.ts';
import { draftsListTexts } from '../src/i18n/properties.ts';
import { publishProblems } from '../src/schema/publish-validation.ts';
import type { PropertyDraft } from '../src/schema/property-draft.ts';
import { signInWithCookie } from './fixtures/access.ts';
import { editorScreen } from './fixtures/editor.ts';
import { API_KEY, BASE_URL } from './fixtures/environment.ts';
import { gradientPng } from './fixtures/images.ts';
import { consentPageIdentity, expect, test } from './fixtures/media.ts';
import { recordWebm } from './fixtures/video.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 10's done-when in one journey, offline in Chromium: an agent with both networks connected
 * starts a listing from 'Nueva propiedad', fills every tool through the UI (a reload half-way
 * finds everything saved), uploads a large photo that needs cropping and a video, prepares both
 * posts, sees every tile checked and the publish modal pass validation; another agent can neither
 * see nor touch the listing.
 */

const exact = { exact: true } as const;
const SLOW = { timeout: 20_000 } as const;

const toast = (page: Page, text: string) => page.getByRole('status', { name: 'Notificaciones' }).getByText(text, exact).first();
const region = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

const api = async (page: Page, method: 'GET' | 'PUT', path: string, token: string, data?: unknown) => {
  const response = await page.request.fetch(`${BASE_URL}/rest/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Api-Key': API_KEY },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as { data: PropertyDraft; metadata: { error?: { type: string } } } };
};

test('an agent builds a complete listing with both posts and passes the publish validation; another agent cannot see it', async ({
  page,
  browser,
  api: access,
  createAgent,
  signInAs,
  media,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const agent = await createAgent({ firstName: 'Lucía', lastName: 'Rangel' });
  await access.completeProfile(agent.accessToken);
  const identity = consentPageIdentity(agent.email, 'Lucía', 'Rangel');
  await media.connect(agent.accessToken, 'instagram', identity);
  await media.connect(agent.accessToken, 'facebook', identity);
  await signInAs(agent.accessToken);
  const editor = editorScreen(page);

  // 'Nueva propiedad' from the drafts list creates the draft and opens its editor.
  await page.goto('/properties/drafts');
  await page.getByRole('main').getByRole('link', { name: draftsListTexts.newProperty, exact: true }).click();
  await expect(page).toHaveURL(/\/property-editor\/[^/]+\/create/, SLOW);
  const draftId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const draft = async () => (await api(page, 'GET', `/property-drafts/${draftId}`, agent.accessToken)).body.data;

  // Propiedad: type, operation, price, code and description; 'Guardar' moves on to Ambientes.
  const property = region(page, propertyToolTexts.heading);
  await expect(property.getByRole('radio', { name: 'Apartamento', exact: true })).toBeVisible(SLOW);
  await property.getByRole('radio', { name: 'Apartamento', exact: true }).check();
  await property.getByRole('radio', { name: propertyToolTexts.operationSale, exact: true }).check();
  await property.getByLabel(propertyToolTexts.priceLabel).pressSequentially('185000');
  await property.getByLabel(propertyToolTexts.codeLabel).fill('CH-0042');
  const description = property.getByRole('textbox', { name: propertyToolTexts.descriptionLabel });
  await expect(description).toBeVisible(SLOW);
  await description.click();
  await page.keyboard.type('Apartamento luminoso con vista al Ávila, a dos cuadras del metro de Chacao.');
  await property.getByRole('button', { name: propertyToolTexts.save, exact: true }).click();
  await expect(toast(page, editorToasts.propertySaved)).toBeVisible();
  await expect(page).toHaveURL(/section=enviroments/, SLOW);

  // Ambientes: two bedrooms and a bathroom, saved 500 ms after the last click.
  const enviroments = region(page, enviromentsToolTexts.heading);
  const plus = (name: string) => enviroments.getByRole('button', { name: enviromentsToolTexts.increment(name), exact: true });
  await plus('Habitación').click();
  await plus('Habitación').click();
  await expect(toast(page, editorToasts.enviromentSaved)).toBeVisible();
  await plus('Baño').click();
  await expect.poll(async () => (await draft()).bathrooms).toBe(1);

  // A reload half-way: everything so far is there.
  await page.reload();
  await expect(enviroments.getByRole('group', { name: 'Habitación', exact: true }).locator('output')).toHaveText('2', SLOW);
  expect(await draft()).toMatchObject({ propertyType: 'Apartamento', operationType: 2, price: 185000, code: 'CH-0042', bedrooms: 2, bathrooms: 1 });

  // Detalles, Servicios and Normas: a switch reveals the value, saved a second after typing.
  await editor.tile('Detalles').click();
  const size = region(page, detailsToolTexts.headings.details);
  await size.getByRole('switch', { name: 'Metros de construcción', exact: true }).check();
  await size.getByRole('textbox', { name: detailsToolTexts.valueLabel('Metros de construcción'), exact: true }).pressSequentially('120');
  await expect(toast(page, editorToasts.detailSaved)).toBeVisible();
  await editor.tile('Servicios').click();
  await region(page, detailsToolTexts.headings.services).getByRole('switch', { name: 'Tanque de agua', exact: true }).check();
  await expect(toast(page, editorToasts.serviceSaved)).toBeVisible();
  await editor.tile('Normas').click();
  await region(page, detailsToolTexts.headings.rules).getByRole('switch', { name: 'No fumar', exact: true }).check();
  await expect.poll(async () => (await draft()).details.length).toBe(3);
  expect((await draft()).size).toBe(120);

  // Dirección, offline: the address, a locality from the gazetteer, saved.
  await editor.tile('Dirección').click();
  await page.getByRole('textbox', { name: locationTexts.address }).fill('Av. Francisco de Miranda, Torre Delta, piso 4');
  await page.getByRole('searchbox', { name: locationTexts.search }).fill('chacao');
  await page.getByRole('button', { name: /^Chacao\s*Miranda$/ }).click();
  await page.getByRole('button', { name: locationTexts.save }).click();
  await expect(toast(page, editorToasts.addressSaved)).toBeVisible();

  // Imagenes: a 2000×1400 photo is cropped, a small one goes straight to the preview; the first is the thumbnail.
  await editor.tile('Imágenes').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: imagesTexts.choose }).click();
  await (await chooser).setFiles({ name: 'sala.png', mimeType: 'image/png', buffer: gradientPng(2000, 1400) });
  await page.getByRole('dialog', { name: 'Recortar foto' }).getByRole('button', { name: 'Recortar' }).click();
  await page.getByRole('dialog', { name: 'Previsualizar foto' }).getByRole('button', { name: 'Guardar foto' }).click();
  await expect(toast(page, editorToasts.thumbnailSaved)).toBeVisible();
  await page.getByTestId('dropzone-input').setInputFiles({ name: 'cocina.png', mimeType: 'image/png', buffer: gradientPng(800, 600) });
  await page.getByRole('dialog', { name: 'Previsualizar foto' }).getByRole('button', { name: 'Guardar foto' }).click();
  await expect(page.getByRole('list', { name: imagesTexts.gallery }).getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await draft()).media.length).toBe(2);

  // Video: a short recording, a frame as its 250×150 thumbnail, accepted.
  await editor.tile('Video').click();
  await expect(page.getByRole('heading', { name: videoTexts.title, level: 2 })).toBeVisible(SLOW);
  await page.getByTestId('dropzone-input').setInputFiles({ name: 'recorrido.webm', mimeType: 'video/webm', buffer: await recordWebm(page, 2) });
  await page.getByRole('button', { name: videoTexts.takeThumbnail }).click();
  await page.getByRole('button', { name: videoTexts.accept, exact: true }).click();
  await expect(toast(page, editorToasts.videoSaved)).toBeVisible(SLOW);

  // Both posts: images, a caption, a hashtag; Facebook also a page.
  const caption = page.getByLabel(postFormTexts.caption, exact);
  const image = (position: number) => page.getByRole('button', { name: new RegExp(`^Imagen ${position}(,|$)`) });
  for (const network of ['Instagram', 'Facebook'] as const) {
    await editor.tile(network).click();
    await expect(image(2)).toBeVisible(SLOW);
    await image(1).click();
    await image(2).click();
    await caption.fill(`Apartamento en venta en Chacao, 2 habitaciones. Escríbenos por ${network}.`);
    await page.getByLabel(postFormTexts.hashtags, exact).fill('chacao');
    await page.getByLabel(postFormTexts.hashtags, exact).press('Enter');
    if (network === 'Facebook') await page.getByRole('group', { name: postFormTexts.pagesLegend }).getByRole('checkbox').first().check();
    // Both networks' saves show the same toast: the answer to this one's call is what says it is saved.
    const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/${network.toLowerCase()}`));
    await page.getByRole('button', { name: postFormTexts.save, exact: true }).click();
    expect((await answered).ok()).toBe(true);
    await expect(toast(page, editorToasts.postSaved)).toBeVisible();
  }

  // Everything is saved and valid by the shared rule; every tile but the open one shows its check.
  const saved = await draft();
  expect(publishProblems(saved)).toEqual([]);
  expect(saved.video?.thumbnail).toBeTruthy();
  expect(saved.thumbnail).toBeTruthy();
  expect(saved.instagramPost?.imagesUrls).toHaveLength(2);
  expect(saved.facebookPost?.pagesIds).toHaveLength(1);
  await page.reload();
  for (const tile of ['Propiedad', 'Ambientes', 'Detalles', 'Servicios', 'Dirección', 'Normas', 'Imágenes', 'Video', 'Instagram']) {
    await expect(editor.menu.getByRole('link', { name: `${tile} (completado)`, exact: true })).toBeVisible(SLOW);
  }
  await reviewScreenshot(page, 'complete-listing-1366', { fullPage: true });

  // The publish modal passes validation and asks for confirmation; 'Publicar' goes to the publishing route.
  await editor.publish.click();
  await expect(editor.publishModal.getByText(publishModalTexts.confirm)).toBeVisible();
  await expect(editor.publishModal.getByRole('button', { name: publishModalTexts.fix })).toHaveCount(0);
  await reviewScreenshot(page, 'publish-valid-1366');
  await editor.publishModal.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/drafts/${draftId}/publishing`));

  // Another agent: not in their list, 404 on read and on write, and their editor says it is not found.
  const other = await createAgent({ firstName: 'Pedro', lastName: 'Salas' });
  await access.completeProfile(other.accessToken);
  expect((await api(page, 'GET', `/property-drafts/${draftId}`, other.accessToken)).status).toBe(404);
  const write = await api(page, 'PUT', `/property-drafts/${draftId}/enviroments/pe-habitacion`, other.accessToken, { quantity: 9 });
  expect([write.status, write.body.metadata.error?.type]).toEqual([404, 'PROPERTY_DRAFT_NOT_FOUND']);
  const list = await page.request.fetch(`${BASE_URL}/rest/v1/property-drafts?statuses=1,2`, {
    headers: { Authorization: `Bearer ${other.accessToken}`, 'X-Api-Key': API_KEY },
  });
  expect(((await list.json()) as { data: PropertyDraft[] }).data.map((item) => item.propertyDraftId)).not.toContain(draftId);
  const otherContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  await signInWithCookie(otherContext, other.accessToken);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(`/property-editor/${draftId}/create`);
  await expect(otherPage.getByRole('heading', { name: 'Borrador no encontrado' })).toBeVisible(SLOW);
  await otherContext.close();
  expect((await draft()).bedrooms).toBe(2);
});
