import type { Page, Route } from '@playwright/test';
import { accountTexts, profileTexts } from '../src/i18n/account.ts';
import { listTexts } from '../src/i18n/customers.ts';
import { firstStepsTexts, publishingPanelTexts } from '../src/i18n/dashboard-widgets.ts';
import { dashboard, errors } from '../src/i18n/es.ts';
import type { PropertyDraftSummary } from '../src/schema/property-draft.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, expectToastOnTop, test } from './fixtures/customers.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 9, items 2–4: the dashboard's 'Continúa publicando', the shell's floating widgets and the
 * account page's profile section, in Chromium with the spec's texts.
 */

const exact = { exact: true } as const;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** GET /property-drafts with these statuses, to intercept (drafts cannot be created yet). */
const draftsCall = (statuses: string) => (url: URL) =>
  url.pathname === '/rest/v1/property-drafts' && url.searchParams.get('statuses') === statuses;

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ data: null, metadata: { error: { type: 'SERVER_ERROR', message: 'boom' } } }),
  });

const publishingDraft: PropertyDraftSummary = {
  propertyDraftId: 'draft-e2e-1',
  title: 'Casa en El Hatillo',
  code: null,
  operationType: 2,
  agentId: 'someone',
  propertyTypeId: null,
  postStatus: null,
  propertyType: 'Casa',
  price: 120000,
  size: 180,
  bathrooms: 2,
  bedrooms: 3,
  thumbnail: null,
  status: 2,
  address: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const checklist = (page: Page) => ({
  card: page.getByRole('region', { name: firstStepsTexts.title }),
  minimise: page.getByRole('button', { name: firstStepsTexts.minimise }),
  dismiss: page.getByRole('button', { name: firstStepsTexts.dismiss }),
  round: page.getByRole('button', { name: /^Abrir primeros pasos/ }),
});

const panel = (page: Page) => ({
  card: page.getByRole('region', { name: publishingPanelTexts.title }),
  round: page.getByRole('button', { name: /^Abrir publicaciones en curso/ }),
});

test.describe('dashboard', () => {
  test("'Continúa publicando' says there is no pending draft", async ({ page, agent }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(dashboard.greeting(agent.firstName), exact)).toBeVisible();
    const block = page.getByRole('region', { name: dashboard.keepPublishing });
    await expect(block.getByText(dashboard.noPendingDrafts, exact)).toBeVisible();
  });

  test("a failed load shows the error, and 'Reintentar' hides for 10 s after a click", async ({ page, agent }) => {
    void agent;
    await page.clock.install();
    const pendingDrafts = draftsCall('1');
    await page.route(pendingDrafts, serverError);
    await page.goto('/dashboard');
    const block = page.getByRole('region', { name: dashboard.keepPublishing });
    await expect(block.getByText(errors.load, exact)).toBeVisible();
    const retry = block.getByRole('button', { name: listTexts.retry });
    await retry.click();
    await expect(block.getByText(errors.load, exact)).toBeVisible();
    await expect(retry).toBeHidden();
    await page.clock.fastForward(9_000);
    await expect(retry).toBeHidden();
    await page.clock.fastForward(1_500);
    await expect(retry).toBeVisible();

    await page.unroute(pendingDrafts);
    await retry.click();
    await expect(block.getByText(dashboard.noPendingDrafts, exact)).toBeVisible();
  });
});

test.describe('first-steps checklist and publishing panel', () => {
  test('reflects the completed tasks, minimises, restores, and stays dismissed after a reload', async ({ page, agent, customersApi }) => {
    await page.setViewportSize(DESKTOP);
    // A customer made through the API records completed task 5 (TenantCreated).
    await customersApi.createTenant(agent.accessToken);
    await page.goto('/dashboard');
    const widget = checklist(page);
    // The resting state: the round button with the steps left; no card covers the page unasked.
    await expect(widget.round).toHaveAccessibleName(firstStepsTexts.open(3));
    await expect(widget.card).toBeHidden();
    await widget.round.click();
    await expect(widget.card).toBeVisible();
    await expect(widget.minimise).toBeFocused();
    await expect(widget.card.getByText(firstStepsTexts.progress(2, 5), exact)).toBeVisible();
    // Done: no link, marked completed; pending: a link where the step is done.
    await expect(widget.card.getByText(firstStepsTexts.steps[5])).toContainText(firstStepsTexts.stepDone);
    await expect(widget.card.getByRole('link', { name: new RegExp(firstStepsTexts.steps[5]) })).toHaveCount(0);
    await expect(widget.card.getByRole('link', { name: new RegExp(firstStepsTexts.steps[4]) })).toHaveAttribute(
      'href',
      '/properties/drafts/create',
    );

    await widget.minimise.click();
    await expect(widget.card).toBeHidden();
    await expect(widget.round).toHaveAccessibleName(firstStepsTexts.open(3));
    await expect(widget.round).toBeFocused();
    await widget.round.click();
    await expect(widget.card).toBeVisible();

    await widget.dismiss.click();
    await expect(widget.card).toBeHidden();
    await expect(widget.round).toBeHidden();
    await page.reload();
    await expect(page.getByText(dashboard.greeting(agent.firstName), exact)).toBeVisible();
    await expect(widget.card).toBeHidden();
    await expect(widget.round).toBeHidden();
  });

  test('opening one widget minimises the other, with the keyboard alone', async ({ page, agent }) => {
    void agent;
    await page.setViewportSize(DESKTOP);
    await page.route(draftsCall('2'), (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: [publishingDraft], metadata: { pagination: { limit: 50, offset: 0, total: 1 } } }),
      }),
    );
    await page.goto('/dashboard');
    const steps = checklist(page);
    const publishing = panel(page);
    await expect(steps.round).toBeVisible();
    await expect(publishing.round).toHaveAccessibleName(publishingPanelTexts.open(1));
    await steps.round.focus();
    await page.keyboard.press('Enter');
    await expect(steps.card).toBeVisible();

    await publishing.round.focus();
    await page.keyboard.press('Enter');
    await expect(publishing.card).toBeVisible();
    await expect(publishing.card.getByRole('link', { name: /Casa en El Hatillo/ })).toHaveAttribute(
      'href',
      '/properties/drafts/draft-e2e-1/publishing',
    );
    await expect(steps.card).toBeHidden();
    await expect(steps.round).toBeVisible();
    // Spec 01 §9: the panel's list is at most 225 px high.
    const listHeight = await publishing.card.getByRole('list').evaluate((list) => getComputedStyle(list).maxHeight);
    expect(listHeight).toBe('225px');

    // Escape minimises the open card and gives the focus to its round button.
    await page.keyboard.press('Escape');
    await expect(publishing.card).toBeHidden();
    await expect(publishing.round).toBeFocused();

    await steps.round.focus();
    await page.keyboard.press('Enter');
    await expect(steps.card).toBeVisible();
    await expect(steps.minimise).toBeFocused();
    await publishing.round.click();
    await expect(steps.card).toBeHidden();
    await expect(publishing.card).toBeVisible();
  });
});

test.describe('account page', () => {
  test('edits the profile: saved with the toast, and the shell shows the new name at once', async ({ page, agent }) => {
    void agent;
    await page.setViewportSize(DESKTOP);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: accountTexts.heading })).toBeVisible();
    const menu = page.getByRole('navigation', { name: accountTexts.menuLabel });
    await expect(menu.getByRole('link', { name: accountTexts.sections.integrations })).toHaveAttribute('aria-current', 'page');

    // The keyboard alone: the menu's 'Perfil' opens the profile section.
    await menu.getByRole('link', { name: accountTexts.sections.profile }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\?section=profile$/);
    await expect(page.getByRole('heading', { level: 2, name: accountTexts.profileHeading })).toBeVisible();

    await page.getByLabel(`${profileTexts.firstName} *`).fill('Lucía');
    await page.getByLabel(`${profileTexts.lastName} *`).fill('Pérez');
    await page.getByLabel(`${profileTexts.sex} *`).selectOption({ label: profileTexts.sexOptions[2] });
    await page.getByLabel('Día').selectOption('17');
    await page.getByLabel('Mes').selectOption({ label: 'Mayo' });
    await page.getByLabel('Año').selectOption('1990');
    await page.getByLabel(`${profileTexts.description} *`).fill('Agente inmobiliaria en Caracas');
    await page.getByLabel(`${profileTexts.description} *`).press('Tab');
    await expect(page.getByRole('button', { name: profileTexts.save })).toBeFocused();
    await page.keyboard.press('Enter');

    await expectToastOnTop(page, profileTexts.saved);
    await expect(page.getByRole('banner').getByText('Lucía', exact)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`${profileTexts.firstName} *`)).toHaveValue('Lucía');
    await expect(page.getByLabel(`${profileTexts.description} *`)).toHaveValue('Agente inmobiliaria en Caracas');
  });

  test('refuses an incomplete profile with the spec’s messages', async ({ page, agent }) => {
    void agent;
    await page.goto('/account?section=profile');
    await page.getByLabel(`${profileTexts.firstName} *`).fill('');
    await page.getByRole('button', { name: profileTexts.save }).click();
    await expect(page.getByText('Debes escribir el nombre', exact)).toBeVisible();
    await expect(page.getByText('Debes seleccionar una fecha de nacimiento', exact)).toBeVisible();
    await expect(page.getByLabel(`${profileTexts.firstName} *`)).toBeFocused();
  });
});

test.describe('accessibility', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`dashboard and account page at ${viewport.width} px: no serious axe violation`, async ({ page, agent }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await expect(page.getByText(dashboard.greeting(agent.firstName), exact)).toBeVisible();
      await expect(page.getByRole('region', { name: dashboard.keepPublishing }).getByText(dashboard.noPendingDrafts)).toBeVisible();
      await expect(page.getByRole('complementary')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `dashboard-${viewport.width}`);
      // The open checklist card fits the window and passes too.
      await checklist(page).round.click();
      await expect(checklist(page).card).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `dashboard-checklist-${viewport.width}`);
      const card = await checklist(page).card.boundingBox();
      expect((card?.x ?? -1) >= 0 && (card?.x ?? 0) + (card?.width ?? 0) <= viewport.width).toBe(true);
      await reviewScreenshot(page, `dashboard-${viewport.width}`, { fullPage: true });

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: accountTexts.heading })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `account-${viewport.width}`);

      await page.goto('/account?section=profile');
      await expect(page.getByLabel(`${profileTexts.firstName} *`)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `account-profile-${viewport.width}`);
      await reviewScreenshot(page, `account-${viewport.width}`, { fullPage: true });
      // The page stays usable at 390 px: nothing wider than the window.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
