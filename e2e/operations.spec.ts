import { errorPages } from '../src/i18n/es.ts';
import { expect, test } from './fixtures/access.ts';

/** Issue 12: the API reference works offline under its CSP, and the SPA reports its failures. */

test('/docs/api shows the API reference from our own origin, with nothing fetched elsewhere', async ({ page, baseURL }) => {
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) outside.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: /Agentes API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/rest/v1/tenants' }).first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unhandled rejection is reported to POST /rest/v1/client-errors, with the route scrubbed', async ({ page }) => {
  await page.goto('/login?access_token=abcdefghijklmnopqrstuvwxyzabcdefghijklmnop');
  const reported = page.waitForRequest((request) => request.url().endsWith('/rest/v1/client-errors'));
  await page.evaluate(() => {
    setTimeout(() => void Promise.reject(new Error('e2e: unhandled rejection')), 0);
  });
  const request = await reported;
  expect((await request.response())?.status()).toBe(202);
  const body = request.postDataJSON() as { message: string; route: string; release: string; stack?: string };
  expect(body.message).toBe('Error: e2e: unhandled rejection');
  expect(body.route).toBe('/login?access_token=[redacted]');
  expect(body.release).toMatch(/^\d+\.\d+\.\d+/);
});

test('a render failure shows the 500 page and reports its error with the stack', async ({ page }) => {
  // The 404 page's chunk cannot load: React.lazy throws and the boundary takes over.
  await page.route(/\/assets\/NotFoundPage-[^/]+\.js$/, (route) => route.abort());
  const reported = page.waitForRequest((request) => request.url().endsWith('/rest/v1/client-errors'));
  await page.goto('/esta-pagina-tampoco-existe');
  await expect(page.getByText(errorPages.serverErrorText, { exact: true })).toBeVisible();
  const request = await reported;
  expect((await request.response())?.status()).toBe(202);
  const body = request.postDataJSON() as { message: string; route: string; stack?: string };
  expect(body.route).toBe('/esta-pagina-tampoco-existe');
  expect(body.message).toContain('NotFoundPage');
  expect(body.stack ?? '').not.toBe('');
});
