import type { Locator, Page } from '@playwright/test';
import { errors, product } from '../src/i18n/es.ts';
import { previewTexts, propertiesListTexts, propertyViewTexts } from '../src/i18n/listing.ts';
import { propertyCardTexts } from '../src/i18n/properties.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { test, expect } from './fixtures/customers.ts';
import { fakeProperty, fakePropertiesList, fullProperty, servePhotos, summary } from './fixtures/properties.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * 'Mi lista de propiedades' and the property view (spec 03 §2) with GET /properties and
 * GET /properties/{id} answered by page.route as the contract says (src/schema/property.ts): the
 * screens' states, links, texts and keyboard paths. The journey through the real server (publish,
 * then find the property) lives with the publishing e2e.
 */

const exact = { exact: true } as const;
const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

const list = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: propertiesListTexts.pageTitle, ...exact }),
  results: page.getByRole('region', { name: propertiesListTexts.results, ...exact }),
  cards: page.getByRole('region', { name: propertiesListTexts.results, ...exact }).getByRole('article'),
  card: (title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title, ...exact }) }),
  pagination: page.getByRole('navigation', { name: 'Paginación' }),
});

const view = (page: Page) => ({
  listing: page.getByRole('article', { name: previewTexts.published }),
  back: page.getByRole('link', { name: propertyViewTexts.back, ...exact }),
});

/** Presses Tab until `target` has focus (at most `max` times). */
const tabTo = async (page: Page, target: Locator, max = 60) => {
  for (let index = 0; index < max; index += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

/** The JavaScript files the page fetched, by name. */
const scriptsOf = (page: Page): string[] => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return names;
};

const HEAVY = /MapboxMap|mapbox-gl|EditorPage|ListingPreview|RichTextEditor/;

test.describe('published properties list', () => {
  test('the sidebar leads to the list: published ones only, 16 to a page, each card to its view', async ({ page, agent }, testInfo) => {
    void agent;
    // Two sizes of screenshots and accessibility checks on two shared cores.
    test.setTimeout(90_000);
    await servePhotos(page);
    const items = [summary(1), summary(2, { address: null, title: null }), ...Array.from({ length: 14 }, (_, index) => summary(index + 3))];
    const calls = await fakePropertiesList(page, () => ({ items, total: 18 }));
    await fakeProperty(page, () => fullProperty());
    const scripts = scriptsOf(page);
    const screen = list(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis Propiedades', ...exact }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(screen.heading).toBeVisible();
    await expect(page).toHaveTitle(product.title(propertiesListTexts.pageTitle));
    await expect(page.getByText(propertiesListTexts.resultsCount(18), exact)).toBeVisible();
    await expect(screen.cards).toHaveCount(16);
    await expect(screen.pagination).toBeVisible();
    const first = calls[0];
    expect(first?.searchParams.get('statuses')).toBe('2');
    expect(first?.searchParams.get('limit')).toBe('16');
    expect(first?.searchParams.get('offset')).toBe('0');

    // A card without an address; no draft badge on this list.
    const untitled = screen.card(propertiesListTexts.untitled);
    await expect(untitled).toContainText(propertyCardTexts.noAddress);
    await expect(screen.results.getByText(propertyCardTexts.badge.pending, exact)).toHaveCount(0);
    await expect(screen.card('Apartamento en venta en Chacao 1').getByRole('link')).toHaveAttribute(
      'href',
      '/properties/view/apartamento-en-venta-en-chacao-1/p-1',
    );
    // The list page is light: neither the editor's nor the map's code.
    expect(scripts.filter((name) => HEAVY.test(name))).toEqual([]);

    await reviewScreenshot(page, 'list-1366', { fullPage: true });
    await expectNoSeriousViolations(page, testInfo, 'list-1366');
    // A phone opens the page as a phone (the sidebar starts as a closed drawer).
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(screen.cards).toHaveCount(16);
    await reviewScreenshot(page, 'list-390');
    await expectNoSeriousViolations(page, testInfo, 'list-390');

    // The next page asks for the next 16.
    await screen.pagination.getByRole('button', { name: 'Página 2', ...exact }).click();
    await expect.poll(() => calls.at(-1)?.searchParams.get('offset')).toBe('16');

    // From the keyboard: a card's link opens the property.
    await page.setViewportSize(DESKTOP);
    await page.goto('/properties');
    const link = screen.card('Apartamento en venta en Chacao 1').getByRole('link');
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/properties\/view\/apartamento-en-venta-en-chacao-1\/p-1$/);
    await expect(view(page).listing).toBeVisible();
  });

  test('filters travel in the URL and to the call', async ({ page, agent }) => {
    void agent;
    await servePhotos(page);
    const calls = await fakePropertiesList(page, (url) => ({ items: url.searchParams.has('searchQuery') ? [summary(4)] : [summary(3), summary(4)], total: 2 }));
    await page.setViewportSize(DESKTOP);
    await page.goto('/properties');
    await expect(list(page).cards).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Buscar', ...exact }).fill('chacao');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/properties\?searchQuery=chacao$/);
    await expect(list(page).cards).toHaveCount(1);
    expect(calls.at(-1)?.searchParams.get('searchQuery')).toBe('chacao');
    expect(calls.at(-1)?.searchParams.get('statuses')).toBe('2');
  });

  test('empty, skeleton, and an error with Reintentar', async ({ page, agent }) => {
    void agent;
    await servePhotos(page);
    let mode: 'empty' | 'fail' | 'items' = 'empty';
    await fakePropertiesList(page, () => (mode === 'empty' ? { items: [], total: 0 } : mode === 'fail' ? 'fail' : { items: [summary(5)], total: 1 }), 2000);
    await page.goto('/properties');
    // Generous: on a busy runner the session's check alone can take seconds before the list asks.
    await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(propertiesListTexts.empty, exact)).toBeVisible();

    mode = 'fail';
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: errors.load })).toBeVisible();
    mode = 'items';
    await page.getByRole('button', { name: propertiesListTexts.retry, ...exact }).click();
    await expect(list(page).cards).toHaveCount(1);
  });
});

test.describe('property view', () => {
  test('shows the listing in the preview layout; an old slug is replaced by the canonical one', async ({ page, agent }, testInfo) => {
    void agent;
    test.setTimeout(90_000);
    await servePhotos(page);
    const property = fullProperty();
    const calls = await fakeProperty(page, () => property);
    const scripts = scriptsOf(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard');
    await page.goto('/properties/view/un-titulo-viejo/p-1');
    await expect(page).toHaveURL(new RegExp(`/properties/view/${property.slug}/p-1$`));
    const { listing, back } = view(page);
    await expect(listing).toBeVisible();
    expect(calls).toEqual(['p-1']);
    await expect(page).toHaveTitle(product.title('Apartamento amplio con vista al Ávila'));
    await expect(listing.getByRole('heading', { level: 1 })).toHaveText('Apartamento amplio con vista al Ávila');

    await expect(listing.getByText(previewTexts.rent, exact)).toBeVisible();
    await expect(listing.getByText('$1,200', exact)).toBeVisible();
    await expect(listing.getByText('Av. Francisco de Miranda, edificio Parque Cristal, piso 8', exact)).toBeVisible();
    await expect(listing.getByText('Chacao, Miranda', exact)).toBeVisible();
    await expect(listing.getByText(previewTexts.views, exact)).toBeVisible();
    await expect(listing.getByText('92.5 m²', exact)).toBeVisible();
    await expect(listing.getByText('AP-101', exact)).toBeVisible();
    // The gallery: the first photo and 5 more of the 7.
    await expect(listing.getByRole('group', { name: previewTexts.gallery }).getByRole('img')).toHaveCount(6);
    await expect(listing.getByRole('region', { name: previewTexts.description }).getByText('luminoso')).toBeVisible();
    const details = listing.getByRole('region', { name: previewTexts.details });
    await expect(details.getByRole('heading')).toHaveText([previewTexts.details, 'Generales', 'Servicios', 'Limitaciones']);
    const nearby = listing.getByRole('region', { name: previewTexts.nearby });
    await expect(nearby.getByRole('heading')).toHaveText([previewTexts.nearby, 'Escuela', 'Hospital']);
    await expect(nearby.locator('dd')).toHaveText(['6 min caminando', '9 min caminando', '8 min en vehículo']);
    await expect(listing.getByRole('region', { name: previewTexts.video })).toBeVisible();
    // No Mapbox token in the tests: the address stands in for the map.
    await expect(listing.getByRole('region', { name: previewTexts.map })).toHaveCount(0);
    await expect(listing.getByRole('heading', { name: 'María Fernanda Pérez' })).toBeVisible();
    await expect(listing.getByText(previewTexts.agent, exact)).toBeVisible();
    expect(scripts.filter((name) => /MapboxMap|mapbox-gl|EditorPage/.test(name))).toEqual([]);

    await reviewScreenshot(page, 'view-1366', { fullPage: true });
    await expectNoSeriousViolations(page, testInfo, 'view-1366');
    await page.setViewportSize(PHONE);
    await reviewScreenshot(page, 'view-390', { fullPage: true });
    await expectNoSeriousViolations(page, testInfo, 'view-390');

    // The replacement made no history entry: back returns to the dashboard.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goForward();
    await page.setViewportSize(DESKTOP);
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('a property that is not the agent’s is not found; a failed load offers Reintentar', async ({ page, agent }) => {
    void agent;
    await servePhotos(page);
    let answer: 'missing' | 'fail' | 'ok' = 'missing';
    await fakeProperty(page, () => (answer === 'ok' ? fullProperty() : answer), 2000);
    await page.goto('/properties/view/otra/p-404');
    await expect(page.getByRole('heading', { level: 1, name: propertyViewTexts.notFoundTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(product.title(propertyViewTexts.notFoundTitle));
    await expect(page.getByRole('link', { name: propertyViewTexts.backToList, ...exact })).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('button', { name: propertyViewTexts.retry })).toHaveCount(0);

    answer = 'fail';
    await page.goto(`/properties/view/${fullProperty().slug}/p-1`);
    // The skeleton after the quiet 500 ms, then the error.
    await expect(page.getByRole('status').filter({ hasText: propertyViewTexts.loading })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText(propertyViewTexts.loadFailed);
    answer = 'ok';
    await page.getByRole('button', { name: propertyViewTexts.retry, ...exact }).click();
    await expect(view(page).listing).toBeVisible();
  });
});
