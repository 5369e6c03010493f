import { editorTexts, exitDialogTexts, publishModalTexts } from '../src/i18n/editor.ts';
import { previewTexts } from '../src/i18n/listing.ts';
import { PUBLISH_MESSAGES } from '../src/schema/publish-validation.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { LISTING_REF, editorScreen, editorUrl, expect, patchDraftAnswer, test } from './fixtures/editor.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * The property editor's shell (spec 03 §2 'Property editor', 'Publish modal', 'Preview mode'):
 * loading, the side menu and `section`, completed tiles, the publish modal and its 'Corregir dato',
 * `validation_error=true`, the exit confirmation, preview mode, the mobile menu, axe at 1366 and
 * 390 px. The tools themselves have their own specs.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const EMPTY_DRAFT_PROBLEMS = [
  PUBLISH_MESSAGES.propertyType,
  PUBLISH_MESSAGES.price,
  PUBLISH_MESSAGES.enviroments,
  PUBLISH_MESSAGES.details,
  PUBLISH_MESSAGES.address,
  PUBLISH_MESSAGES.thumbnail,
  PUBLISH_MESSAGES.media,
];

const sectionOf = (page: { url: () => string }): string | null => new URL(page.url()).searchParams.get('section');

test.describe('property editor shell', () => {
  test.use({ viewport: DESKTOP });

  test('loads the draft; tiles open their tools through ?section=; unknown sections fall back', async ({ page, agent, draftsApi }, testInfo) => {
    const draft = await draftsApi.create(agent.accessToken);
    const editor = editorScreen(page);
    await page.goto(editorUrl(draft.propertyDraftId));
    await expect(page).toHaveTitle('Editor de propiedades - Agentes');
    await expect(editor.topBar).toBeVisible();
    for (const group of ['Detalles de la Propiedad', 'Detalles de la Zona', 'Multimedia', 'Redes Sociales']) {
      await expect(editor.menu.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(editor.menu.getByRole('link')).toHaveText(['Propiedad', 'Ambientes', 'Detalles', 'Servicios', 'Dirección', 'Normas', 'Imágenes', 'Video', 'Instagram', 'Facebook']);
    await expect(editor.tile('Propiedad')).toHaveAttribute('aria-current', 'page');
    await expect(editor.menu.locator('[data-completed]')).toHaveCount(0);
    await reviewScreenshot(page, 'editor-1366');
    await expectNoSeriousViolations(page, testInfo, 'editor-1366');

    await editor.tile('Ambientes').click();
    await expect.poll(() => sectionOf(page)).toBe('enviroments');
    await expect(editor.tile('Ambientes')).toHaveAttribute('aria-current', 'page');
    await expect(editor.tile('Propiedad')).not.toHaveAttribute('aria-current', 'page');

    // Keyboard: the tiles are links in order; Enter opens one.
    await editor.tile('Video').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionOf(page)).toBe('video');
    await page.goBack();
    await expect(editor.tile('Ambientes')).toHaveAttribute('aria-current', 'page');

    await page.goto(editorUrl(draft.propertyDraftId, '?section=no-existe'));
    await expect(editor.tile('Propiedad')).toHaveAttribute('aria-current', 'page');
    await page.goto(editorUrl(draft.propertyDraftId, '?section=thumbnail'));
    await expect(editor.tile('Imágenes')).toHaveAttribute('aria-current', 'page');
  });

  test('completed tiles show a green check when not active', async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: id } = await draftsApi.create(agent.accessToken);
    const token = agent.accessToken;
    await draftsApi.basics(token, id);
    await draftsApi.enviroment(token, id, LISTING_REF.bedroom, 2);
    await draftsApi.detail(token, id, LISTING_REF.generalDetail, '2015');
    await draftsApi.detail(token, id, LISTING_REF.serviceDetail, 'Sí');
    await draftsApi.detail(token, id, LISTING_REF.ruleDetail, 'Sí');
    const editor = editorScreen(page);
    await page.goto(editorUrl(id, '?section=location'));
    for (const done of ['Propiedad', 'Ambientes', 'Detalles', 'Servicios', 'Normas']) {
      await expect(editor.tile(done)).toHaveAccessibleName(`${done} (completado)`);
    }
    for (const open of ['Dirección', 'Imágenes', 'Video', 'Instagram', 'Facebook']) {
      await expect(editor.tile(open)).toHaveAccessibleName(open);
    }
    // The active tile shows no check, even when completed.
    await editor.tile('Propiedad').click();
    await expect(editor.tile('Propiedad')).toHaveAccessibleName('Propiedad');
    await expect(editor.menu.locator('[data-completed]')).toHaveCount(4);
  });

  test('the publish modal lists every problem of an empty draft; Corregir dato lands on its section', async ({ page, agent, draftsApi }, testInfo) => {
    const draft = await draftsApi.create(agent.accessToken);
    const editor = editorScreen(page);
    await page.goto(editorUrl(draft.propertyDraftId));
    await editor.publish.click();
    await expect(editor.publishModal).toBeVisible();
    await expect(editor.publishModal.getByRole('listitem')).toHaveText(EMPTY_DRAFT_PROBLEMS.map((message) => `${message}${publishModalTexts.fix}`));
    await reviewScreenshot(page, 'publish-invalid-1366');
    await expectNoSeriousViolations(page, testInfo, 'publish-invalid-1366');

    const fixes: [string, string, string][] = [
      [PUBLISH_MESSAGES.propertyType, 'basic_details', 'Propiedad'],
      [PUBLISH_MESSAGES.enviroments, 'enviroments', 'Ambientes'],
      [PUBLISH_MESSAGES.details, 'details', 'Detalles'],
      [PUBLISH_MESSAGES.address, 'location', 'Dirección'],
      [PUBLISH_MESSAGES.thumbnail, 'thumbnail', 'Imágenes'],
      [PUBLISH_MESSAGES.media, 'images', 'Imágenes'],
    ];
    for (const [message, section, tile] of fixes) {
      if (!(await editor.publishModal.isVisible())) await editor.publish.click();
      await editor.publishModal.getByRole('listitem').filter({ hasText: message }).getByRole('button', { name: publishModalTexts.fix }).click();
      await expect(editor.publishModal).toBeHidden();
      await expect.poll(() => sectionOf(page)).toBe(section);
      await expect(editor.tile(tile)).toHaveAttribute('aria-current', 'page');
    }

    // Escape closes it; validation_error=true opens it on load.
    await editor.publish.click();
    await expect(editor.publishModal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor.publishModal).toBeHidden();
    await expect(editor.publish).toBeFocused();
    await page.goto(editorUrl(draft.propertyDraftId, '?validation_error=true'));
    await expect(editor.publishModal).toBeVisible();
    await expect(editor.publishModal.getByRole('listitem')).toHaveCount(EMPTY_DRAFT_PROBLEMS.length);
  });

  test('a valid draft asks for confirmation; Publicar goes to the publishing page', async ({ page, agent, draftsApi }, testInfo) => {
    const { propertyDraftId: id } = await draftsApi.create(agent.accessToken);
    await draftsApi.basics(agent.accessToken, id);
    await draftsApi.enviroment(agent.accessToken, id, LISTING_REF.bedroom, 3);
    await draftsApi.detail(agent.accessToken, id, LISTING_REF.generalDetail, '2015');
    await draftsApi.location(agent.accessToken, id);
    await draftsApi.image(agent.accessToken, id);
    await draftsApi.thumbnail(agent.accessToken, id);
    const editor = editorScreen(page);
    await page.goto(editorUrl(id));
    await editor.publish.click();
    const confirm = page.getByRole('alertdialog', { name: publishModalTexts.title });
    await expect(confirm).toContainText(publishModalTexts.confirm);
    await expect(confirm.getByRole('button', { name: publishModalTexts.publish })).toBeFocused();
    await expectNoSeriousViolations(page, testInfo, 'publish-valid-1366');
    await confirm.getByRole('button', { name: publishModalTexts.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(editor.menu.locator('[data-completed]')).toHaveCount(4);

    // The preview with its photo and address.
    await page.getByRole('button', { name: 'Visualizar', exact: true }).click();
    await expect(editor.preview.getByRole('img', { name: previewTexts.photo(1) })).toBeVisible();
    await expect(editor.preview.getByText('Av. Urdaneta, edificio Centro, piso 4', { exact: true })).toBeVisible();
    await reviewScreenshot(page, 'preview-photo-1366', { fullPage: true });
    await page.getByRole('button', { name: 'Editar', exact: true }).click();

    await editor.publish.click();
    await confirm.getByRole('button', { name: publishModalTexts.publish }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/drafts/${id}/publishing$`));
  });

  test('Salir del editor asks first: Cancelar stays, Salir goes to the properties list', async ({ page, agent, draftsApi }, testInfo) => {
    const draft = await draftsApi.create(agent.accessToken);
    await page.goto(editorUrl(draft.propertyDraftId));
    await page.getByRole('button', { name: 'Salir del editor' }).click();
    const dialog = page.getByRole('alertdialog', { name: exitDialogTexts.title });
    await expect(dialog).toContainText(exitDialogTexts.message);
    await expect(dialog.getByRole('button', { name: exitDialogTexts.cancel })).toBeFocused();
    await expectNoSeriousViolations(page, testInfo, 'exit-1366');
    await dialog.getByRole('button', { name: exitDialogTexts.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/property-editor/${draft.propertyDraftId}/create`));

    await page.getByRole('button', { name: 'Salir del editor' }).click();
    await dialog.getByRole('button', { name: exitDialogTexts.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('Visualizar shows the listing as a buyer sees it; Editar goes back', async ({ page, agent, draftsApi }, testInfo) => {
    const { propertyDraftId: id } = await draftsApi.create(agent.accessToken);
    await draftsApi.basics(agent.accessToken, id, { operationType: 1, price: 1200, code: 'AP-123' });
    await draftsApi.enviroment(agent.accessToken, id, LISTING_REF.bedroom, 2);
    await draftsApi.detail(agent.accessToken, id, LISTING_REF.generalDetail, '2015');
    // Nearby places as the server measures them once the location tool saves some.
    const place = (name: string, type: string, walking: number, vehicle: number) => ({
      propertyNearbyPlaceId: `np-${walking}`,
      name,
      latitude: 10.49,
      longitude: -66.85,
      address: null,
      distanceInKm: walking / 12,
      walkingTimeInMinutes: walking,
      vehicleTimeInMinutes: vehicle,
      type: { propertyPlaceTypeId: `npt-${type.length}`, name: type },
    });
    await patchDraftAnswer(page, (draft) => ({
      ...draft,
      nearbyPlaces: [place('Colegio San Ignacio', 'Escuela', 6, 2), place('Centro Médico', 'Hospital', 36, 8), place('Liceo Andrés Bello', 'Escuela', 9, 3)],
    }));
    const editor = editorScreen(page);
    await page.goto(editorUrl(id));
    await page.getByRole('button', { name: 'Visualizar', exact: true }).click();
    await expect(editor.preview).toBeVisible();
    const nearby = editor.preview.getByRole('region', { name: previewTexts.nearby });
    await expect(nearby.getByRole('heading')).toHaveText([previewTexts.nearby, 'Escuela', 'Hospital']);
    await expect(nearby.locator('dd')).toHaveText(['6 min caminando', '9 min caminando', '8 min en vehículo']);
    const details = editor.preview.getByRole('region', { name: previewTexts.details });
    await expect(details.getByRole('heading', { name: 'Generales' })).toBeVisible();
    await expect(editor.preview.getByText(previewTexts.rent, { exact: true })).toBeVisible();
    await expect(editor.preview.getByText('$1,200', { exact: true })).toBeVisible();
    await expect(editor.preview.getByText(previewTexts.views, { exact: true })).toBeVisible();
    await expect(editor.preview.getByText('AP-123', { exact: true })).toBeVisible();
    await expect(editor.preview.getByText('Apartamento amplio con vista al Ávila, cerca del metro.')).toBeVisible();
    await expect(editor.preview.getByText(previewTexts.agent, { exact: true })).toBeVisible();
    await expect(editor.preview.getByRole('heading', { name: agent.profile.fullName })).toBeVisible();
    await reviewScreenshot(page, 'preview-1366', { fullPage: true });
    await expectNoSeriousViolations(page, testInfo, 'preview-1366');

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(editor.preview).toBeHidden();
    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect(editor.preview).toBeVisible();
    // Choosing a tool leaves the preview.
    await editor.tile('Detalles').click();
    await expect(editor.preview).toBeHidden();
  });

  test('the preview sanitises the description again before showing it', async ({ page, agent, draftsApi }) => {
    const draft = await draftsApi.create(agent.accessToken);
    await patchDraftAnswer(page, (answer) => ({
      ...answer,
      description:
        '<p onclick="alert(1)">Vista <strong>al mar</strong></p><img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>' +
        '<a href="javascript:alert(1)">malo</a> <a href="https://example.com/casa">bueno</a><iframe src="https://example.com"></iframe>',
    }));
    await page.goto(editorUrl(draft.propertyDraftId));
    await page.getByRole('button', { name: 'Visualizar', exact: true }).click();
    const description = editorScreen(page).preview.getByRole('region', { name: previewTexts.description });
    await expect(description.getByText('al mar')).toBeVisible();
    await expect(description.locator('img, script, iframe, [onclick]')).toHaveCount(0);
    await expect(description.getByRole('link', { name: 'malo' })).toHaveCount(0);
    await expect(description.getByRole('link', { name: 'bueno' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  });

  test('a draft that is publishing says it can no longer be edited and links to its progress', async ({ page, agent, draftsApi }) => {
    const draft = await draftsApi.create(agent.accessToken);
    await patchDraftAnswer(page, (answer) => ({ ...answer, status: 2 }));
    await page.goto(editorUrl(draft.propertyDraftId));
    await expect(page.getByRole('note')).toContainText(editorTexts.publishingNotice);
    await expect(page.getByRole('link', { name: editorTexts.toPublishing })).toHaveAttribute(
      'href',
      `/properties/drafts/${draft.propertyDraftId}/publishing`,
    );
  });

  test('a draft of another agent is not found; a failed load offers a retry', async ({ page, agent, createCustomersAgent, draftsApi }) => {
    void agent;
    const other = await createCustomersAgent('Inés');
    const theirs = await draftsApi.create(other.accessToken);
    await page.goto(editorUrl(theirs.propertyDraftId));
    await expect(page.getByRole('heading', { name: editorTexts.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: editorTexts.backToDrafts })).toHaveAttribute('href', '/properties/drafts');

    const mine = await draftsApi.create(agent.accessToken);
    let failures = 1;
    await page.route(/\/rest\/v1\/property-drafts\/[^/?]+$/, (route) => (failures-- > 0 ? route.abort() : route.fallback()));
    await page.goto(editorUrl(mine.propertyDraftId));
    await expect(page.getByText(editorTexts.loadFailed, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: editorTexts.retry }).click();
    await expect(editorScreen(page).tile('Propiedad')).toBeVisible();
  });
});

test.describe('property editor at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the menu button opens the tools; choosing one or Escape closes them; Salir asks first', async ({ page, agent, draftsApi }, testInfo) => {
    const draft = await draftsApi.create(agent.accessToken);
    const editor = editorScreen(page);
    await page.goto(editorUrl(draft.propertyDraftId));
    await expect(editor.menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salir del editor' })).toBeHidden();
    await reviewScreenshot(page, 'editor-390');
    await expectNoSeriousViolations(page, testInfo, 'editor-390');

    await expect(editor.menuButton).toHaveAttribute('aria-expanded', 'false');
    await editor.menuButton.click();
    await expect(editor.menu).toBeVisible();
    await expect(editor.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(editor.tile('Propiedad')).toBeFocused();
    await reviewScreenshot(page, 'menu-390');
    await expectNoSeriousViolations(page, testInfo, 'menu-390');
    await editor.tile('Dirección').click();
    await expect(editor.menu).toHaveCount(0);
    await expect.poll(() => sectionOf(page)).toBe('location');

    await editor.menuButton.click();
    await expect(editor.menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor.menu).toHaveCount(0);
    await expect(editor.menuButton).toBeFocused();

    await editor.publish.click();
    await expect(editor.publishModal).toBeVisible();
    await reviewScreenshot(page, 'publish-390');
    await expectNoSeriousViolations(page, testInfo, 'publish-390');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Visualizar', exact: true }).click();
    await expect(editor.preview).toBeVisible();
    await reviewScreenshot(page, 'preview-390', { fullPage: true });
    await expectNoSeriousViolations(page, testInfo, 'preview-390');

    await page.getByRole('button', { name: 'Salir', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: exitDialogTexts.title })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'exit-390');
  });
});
