import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../server/http/prerendered-pages.ts';
import { access, product } from '../src/i18n/es.ts';
import { LEGAL_CONTACT_EMAIL, LEGAL_UPDATED, legalTexts } from '../src/i18n/legal.ts';
import { dataDeletionDocument } from '../src/i18n/legal-data-deletion.ts';
import { privacyDocument } from '../src/i18n/legal-privacy.ts';
import { termsDocument } from '../src/i18n/legal-terms.ts';
import { expect, test } from './fixtures/access.ts';
import { expectPath, signUpForm } from './fixtures/access-ui.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';

/**
 * The legal pages (issue 8): /terminos and /privacidad, linked from sign-up step 1, and spec 03's
 * data-deletion instructions they point at. Public whatever the session, pre-rendered by the build.
 */

const LEGAL = [
  { path: '/terminos', document: termsDocument },
  { path: '/privacidad', document: privacyDocument },
  { path: '/facebook/data-delete/instructions', document: dataDeletionDocument('facebook') },
  { path: '/instagram/data-delete/instructions', document: dataDeletionDocument('instagram') },
] as const;

const exact = { exact: true } as const;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the legal pages are pre-rendered: each path answers 200 with its own HTML, title and heading', async ({ request }) => {
  for (const { path, document } of LEGAL) {
    expect(PRERENDERED_PAGES.has(path), path).toBe(true);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<title>${product.title(document.pageTitle)}</title>`);
    expect(html).toContain(`>${document.heading}</h1>`);
    expect(html.toLowerCase()).toContain(`datetime="${LEGAL_UPDATED.iso}"`);
  }
  // The addresses the sign-up page used before issue 8 are not pages.
  for (const old of ['/terms', '/privacy']) expect(await (await request.get(old)).text()).not.toContain(termsDocument.heading);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a legal page reads from its HTML, sections and links included', async ({ page }) => {
    await page.goto('/privacidad');
    await expect(page).toHaveTitle(product.title(privacyDocument.pageTitle));
    await expect(heading(page, privacyDocument.heading)).toBeVisible();
    for (const section of privacyDocument.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: legalTexts.facebookInstructions, exact: true }).first().click();
    await expectPath(page, '/facebook/data-delete/instructions');
    await expect(heading(page, dataDeletionDocument('facebook').heading)).toBeVisible();
  });
});

test('sign-up step 1 links to both pages in a new tab, and each leads back to the sign-up form', async ({ page, context }) => {
  await page.goto('/signup');
  const form = signUpForm(page);
  await expect(form.heading).toBeVisible();
  await form.firstName.fill('Lucía');

  for (const [label, document, path] of [
    [access.signUp.terms, termsDocument, '/terminos'],
    [access.signUp.privacy, privacyDocument, '/privacidad'],
  ] as const) {
    const link = page.getByRole('link', { name: `${label} ${access.signUp.opensInNewTab}`, exact: true });
    await expect(link).toHaveAttribute('href', path);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    await expectPath(tab, path);
    await expect(tab).toHaveTitle(product.title(document.pageTitle));
    await expect(heading(tab, document.heading)).toBeVisible();
    await expect(tab.getByText(LEGAL_UPDATED.text, exact)).toBeVisible();

    await tab.getByRole('link', { name: legalTexts.backToSignUp, exact: true }).click();
    await expectPath(tab, '/signup');
    await expect(signUpForm(tab).heading).toBeVisible();
    await tab.close();
  }
  // The form kept what was typed.
  await expect(form.firstName).toHaveValue('Lucía');
});

test('the privacy policy says what is kept, for how long, how to delete it and whom to write to', async ({ page }) => {
  await page.goto('/privacidad');
  for (const words of ['cédula', 'archivos adjuntos', 'cifrados', '30 días', 'Cómo borrar tus datos', 'artículo 28']) {
    await expect(page.getByText(words).first(), words).toBeVisible();
  }
  const mail = page.getByRole('link', { name: LEGAL_CONTACT_EMAIL, exact: true }).first();
  await expect(mail).toHaveAttribute('href', `mailto:${LEGAL_CONTACT_EMAIL}`);
  // The table of contents reaches each section by keyboard.
  const contents = page.getByRole('navigation', { name: legalTexts.contents });
  await contents.getByRole('link', { name: privacyDocument.sections[5]!.heading, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#borrar$/);
  await expect(page.getByRole('heading', { level: 2, name: privacyDocument.sections[5]!.heading, exact: true })).toBeInViewport();
});

test('a signed-in agent reads them too, without being sent elsewhere', async ({ page, createAgent, signInAs }) => {
  const agent = await createAgent();
  await signInAs(agent.accessToken);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/terminos');
  await expect(heading(page, termsDocument.heading)).toBeVisible();
  // The session answers meanwhile: the page stays.
  await page.waitForLoadState('networkidle');
  await expectPath(page, '/terminos');
  await expect(heading(page, termsDocument.heading)).toBeVisible();
  expect(errors).toEqual([]);
});

test('at 390 px the page reads without sideways scrolling, and axe finds nothing serious', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, document: legal } of LEGAL) {
    await page.goto(path);
    await expect(heading(page, legal.heading)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/terminos');
  await expectNoSeriousViolations(page, testInfo, 'terminos-390');
});
