import { errorPages, product } from '../src/i18n/es.ts';
import { expect, test } from './fixtures/access.ts';
import { expectPath } from './fixtures/access-ui.ts';

test('an unknown path shows the 404 page, whose button goes home', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: errorPages.notFoundTitle, exact: true })).toBeVisible();
  await expect(page.getByText(errorPages.notFoundText, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(product.title(errorPages.notFoundTitle));

  await page.getByRole('link', { name: errorPages.home, exact: true }).or(page.getByRole('button', { name: errorPages.home, exact: true })).click();
  // Home sends a signed-out visitor on to sign-in.
  await expectPath(page, '/login');
});
