import { errorPages, product } from '../src/i18n/es.ts';
import { expect, test } from './fixtures/access.ts';
import { expectPath } from './fixtures/access-ui.ts';

test('an unknown path shows the 404 page with status 404, whose button goes home', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  // Issue 8: the server knows the SPA's routes, so the status says what the page says.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: errorPages.notFoundTitle, exact: true })).toBeVisible();
  await expect(page.getByText(errorPages.notFoundText, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(product.title(errorPages.notFoundTitle));

  await page.getByRole('link', { name: errorPages.home, exact: true }).or(page.getByRole('button', { name: errorPages.home, exact: true })).click();
  // Home sends a signed-out visitor on to sign-in.
  await expectPath(page, '/login');
});

test('a route of the SPA answers 200, below a wildcard and with a parameter too', async ({ page }) => {
  for (const path of ['/login', '/customers/view/alguien', '/properties/drafts/create']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  // Signed out, a private page sends to sign-in: it exists.
  await expectPath(page, '/login', { continue_url: '/properties/drafts/create' });
});
