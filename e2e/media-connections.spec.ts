import type { Page, TestInfo } from '@playwright/test';
import { callbackTexts, connectTexts, dataDeletionTexts, disconnectTexts, mediaGridTexts, replaceTexts } from '../src/i18n/media-providers.ts';
import { product, ui as uiTexts } from '../src/i18n/es.ts';
import { expectPath } from './fixtures/access-ui.ts';
import { expectNoSeriousViolations, stillCopy } from './fixtures/axe.ts';
import {
  authorizeInPage,
  authorizeInPopup,
  callbackPage,
  consentPageIdentity,
  dataDeletionPage,
  expect,
  grid,
  test,
} from './fixtures/media.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 9, media connections (spec 03 §2 "Social connection screens", "Data-deletion pages";
 * spec 02 §2.5), offline: the grid (mounted at /account until the account page lands), Facebook
 * through the consent popup, Instagram through the consent page, the callbacks, the disconnect
 * confirmation and the data-deletion pages.
 */

const exact = { exact: true } as const;
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** axe at desktop and phone widths on the screen as it is now. */
const axeAtBothWidths = async (page: Page, testInfo: TestInfo, screen: string): Promise<void> => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page, testInfo, `${screen} at ${size.width} px`);
  }
};

test.describe('connect', () => {
  test('Facebook: modal → offline login popup → callback → success → back to the integrations 3 s later', async ({ page, createAgent, signInAs, api, media }) => {
    const agent = await createAgent();
    await api.completeProfile(agent.accessToken);
    await signInAs(agent.accessToken);
    await page.goto('/account?section=integrations');
    const ui = grid(page);
    await ui.connect('Facebook').click();
    const dialog = ui.connectDialog('Facebook');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(connectTexts.note, exact)).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();

    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: connectTexts.facebookButton, exact: true }).click();
    await authorizeInPopup(await popupOpened, { email: agent.email, givenName: 'María', familyName: 'Pérez' });

    await expectPath(page, '/oauth/authorize/facebook', { from: 'account' });
    expect(new URL(page.url()).searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);
    await expect(callbackPage(page).succeeded('Facebook')).toBeVisible();
    await expect(page.getByText(callbackTexts.redirecting, exact)).toBeVisible();
    await expect(page).toHaveTitle(product.title(callbackTexts.pageTitle('Facebook')));
    await expectPath(page, '/account', { section: 'integrations' });
    await expect(ui.connectedText('Facebook')).toBeVisible();
    await expect(ui.disconnect('Facebook')).toBeVisible();
    expect((await media.connections(agent.accessToken)).map((connection) => connection.type)).toEqual([3]);
  });

  test('Instagram: modal → offline authorization page → callback with code → success → the stored target', async ({ page, createAgent, signInAs, api, media }) => {
    const agent = await createAgent();
    await api.completeProfile(agent.accessToken);
    await signInAs(agent.accessToken);
    await page.goto('/account?section=integrations');
    const ui = grid(page);
    await ui.connect('Instagram').click();
    await ui.connectDialog('Instagram').getByRole('button', { name: connectTexts.instagramButton, exact: true }).click();

    await expectPath(page, '/oauth-consent/instagram');
    const state = new URL(page.url()).searchParams.get('state');
    expect(state).toBeTruthy();
    await authorizeInPage(page, { email: agent.email, givenName: 'María', familyName: 'Pérez' });
    await expectPath(page, '/oauth/authorize/instagram', { state: state! });
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
    await expect(callbackPage(page).succeeded('Instagram')).toBeVisible();
    await expectPath(page, '/account', { section: 'integrations' });
    await expect(ui.connectedText('Instagram')).toBeVisible();
    expect((await media.connections(agent.accessToken)).map((connection) => connection.type)).toEqual([2]);
  });

  test('keyboard only: the modal takes focus, traps Tab, and Escape gives focus back to Conectar', async ({ page, createAgent, signInAs, api }, testInfo) => {
    const agent = await createAgent();
    await api.completeProfile(agent.accessToken);
    await signInAs(agent.accessToken);
    await page.goto('/account?section=integrations');
    const ui = grid(page);
    const connect = ui.connect('Instagram');
    await expect(connect).toBeVisible();
    await axeAtBothWidths(page, testInfo, 'media-provider grid');
    await reviewScreenshot(page, 'grid-390', { fullPage: true });
    await page.setViewportSize(WIDTHS[0]);
    await reviewScreenshot(page, 'grid-1366');
    await connect.focus();
    await page.keyboard.press('Enter');
    const dialog = ui.connectDialog('Instagram');
    const login = dialog.getByRole('button', { name: connectTexts.instagramButton, exact: true });
    await expect(login).toBeFocused();
    await axeAtBothWidths(page, testInfo, 'connect modal');
    await reviewScreenshot(page, 'modal-390');
    await page.setViewportSize(WIDTHS[0]);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();
  });
});

test('disconnect: confirmation with focus on Cancelar → DELETE → the data-deletion page with from=account', async ({ page, createAgent, signInAs, api, media }, testInfo) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await media.connect(agent.accessToken, 'instagram', consentPageIdentity(agent.email, 'María', 'Pérez'));
  await signInAs(agent.accessToken);
  await page.goto('/account?section=integrations');
  const ui = grid(page);
  await expect(ui.connectedText('Instagram')).toBeVisible();
  await ui.disconnect('Instagram').click();
  const dialog = ui.disconnectDialog('Instagram');
  await expect(dialog.getByText(disconnectTexts.message('Instagram'), exact)).toBeVisible();
  await expect(dialog.getByRole('button', { name: disconnectTexts.cancel, exact: true })).toBeFocused();
  await axeAtBothWidths(page, testInfo, 'disconnect confirmation');
  await page.setViewportSize(WIDTHS[0]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: disconnectTexts.confirm, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  // The grid's dialog asked: the page shows the outcome and asks nothing more.
  await expectPath(page, '/instagram/data-delete', { from: 'account', disconnected: '1' });
  const deletion = dataDeletionPage(page);
  await expect(deletion.heading('Instagram')).toBeVisible();
  await expect(deletion.removed('Instagram')).toBeVisible();
  await expect(page).toHaveTitle(product.title(dataDeletionTexts.title('Instagram')));
  expect(await media.connections(agent.accessToken)).toEqual([]);
  await axeAtBothWidths(page, testInfo, 'data-deletion page');
  await reviewScreenshot(page, 'deletion-390');
  await page.getByRole('link', { name: dataDeletionTexts.account, exact: true }).click();
  await expectPath(page, '/account', { section: 'integrations' });
  await expect(ui.connect('Instagram')).toBeVisible();
});

test('a visit to the data-deletion page deletes nothing until the agent presses the confirm button (keyboard); that provider only; a visitor just reads it', async ({ page, createAgent, signInAs, api, media, browser }, testInfo) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  const identity = consentPageIdentity(agent.email, 'María', 'Pérez');
  await media.connect(agent.accessToken, 'facebook', identity);
  await media.connect(agent.accessToken, 'instagram', identity);
  await signInAs(agent.accessToken);
  // As a link from another site would send the agent: even with disconnected=1, nothing goes on load.
  await page.goto('/facebook/data-delete?disconnected=1');
  const deletion = dataDeletionPage(page);
  await expect(deletion.confirm('Facebook')).toBeVisible();
  await expect(page.getByText(dataDeletionTexts.accountItem('María Pérez'), exact)).toBeVisible();
  await expect(page.getByText(dataDeletionTexts.pagesItem(['Página de María', 'Inmobiliaria Pérez']), exact)).toBeVisible();
  await expect(deletion.removed('Facebook')).toHaveCount(0);
  expect((await media.connections(agent.accessToken)).map((connection) => connection.type)).toEqual([2, 3]);
  await axeAtBothWidths(page, testInfo, 'data-deletion confirmation');
  await reviewScreenshot(page, 'deletion-confirm-390');
  await page.setViewportSize(WIDTHS[0]);
  await reviewScreenshot(page, 'deletion-confirm-1366');

  // Keyboard only: the heading has focus; Tab reaches Cancelar, then the confirm button; Enter deletes.
  await expect(deletion.heading('Facebook')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: dataDeletionTexts.cancel, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(deletion.confirm('Facebook')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deletion.removed('Facebook')).toBeVisible();
  expect((await media.connections(agent.accessToken)).map((connection) => connection.type)).toEqual([2]);

  // Again: nothing is stored, and the page says so.
  await page.goto('/facebook/data-delete');
  await expect(page.getByText(dataDeletionTexts.nothingStored('Facebook'), exact)).toBeVisible();
  await page.getByRole('link', { name: dataDeletionTexts.home, exact: true }).click();
  await expectPath(page, '/dashboard');

  // Public: without a session it answers 200 and says the same.
  const visitor = await browser.newPage();
  const response = await visitor.goto('/instagram/data-delete');
  expect(response?.status()).toBe(200);
  await expect(dataDeletionPage(visitor).heading('Instagram')).toBeVisible();
  await expect(dataDeletionPage(visitor).removed('Instagram')).toBeVisible();
  await visitor.close();
  expect((await media.connections(agent.accessToken)).map((connection) => connection.type)).toEqual([2]);
});

test('a cross-site visit to the Facebook callback with another account’s token connects nothing; the agent’s own different account asks first', async ({ page, createAgent, signInAs, api, media }, testInfo) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await media.connect(agent.accessToken, 'facebook', consentPageIdentity(agent.email, 'Dueño', 'Cuenta'));
  await signInAs(agent.accessToken);
  const minted = await page.request.post('/oauth-consent/facebook/token', {
    data: { ...consentPageIdentity('atacante@ejemplo.com', 'Atacante', 'Malo'), purpose: 'connect' },
  });
  const foreign = ((await minted.json()) as { data: { shortToken: string } }).data.shortToken;
  await page.goto(`/oauth/authorize/facebook?access_token=${encodeURIComponent(foreign)}&from=account`);
  await expect(callbackPage(page).failed('Facebook')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: callbackTexts.unrequested('Facebook') })).toBeVisible();
  // A guessed state fares no better.
  await page.goto(`/oauth/authorize/facebook?access_token=${encodeURIComponent(foreign)}&state=00000000-0000-4000-8000-000000000000&from=account`);
  await expect(callbackPage(page).failed('Facebook')).toBeVisible();
  expect((await media.connections(agent.accessToken)).map((connection) => connection.accountName)).toEqual(['Dueño Cuenta']);

  // The agent's own attempt with another account ('Volver a intentar' runs the login on this page):
  // 'Conectar otra cuenta de Facebook' names both, and nothing changes until the agent confirms.
  const callback = callbackPage(page);
  const popupOpened = page.waitForEvent('popup');
  await callback.retry.click();
  await authorizeInPopup(await popupOpened, { email: 'otra.cuenta@ejemplo.com', givenName: 'Otra', familyName: 'Cuenta' });
  const dialog = callback.replaceDialog('Facebook');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(replaceTexts.message('Facebook', 'Dueño Cuenta', 'Otra Cuenta'), exact)).toBeVisible();
  expect((await media.connections(agent.accessToken)).map((connection) => connection.accountName)).toEqual(['Dueño Cuenta']);
  await axeAtBothWidths(page, testInfo, 'replace dialog');
  await reviewScreenshot(page, 'replace-dialog-390');
  await page.setViewportSize(WIDTHS[0]);
  await reviewScreenshot(page, 'replace-dialog-1366');
  // Keyboard only: focus starts on keeping the current account; Tab reaches the confirmation.
  await expect(dialog.getByRole('button', { name: replaceTexts.cancel, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: replaceTexts.confirm, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(callback.succeeded('Facebook')).toBeVisible();
  expect((await media.connections(agent.accessToken)).map((connection) => connection.accountName)).toEqual(['Otra Cuenta']);
});

test('a callback without code shows the error view; Volver a intentar goes to a new authorization, Regresar al inicio home', async ({ page, createAgent, signInAs, api }, testInfo) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  await page.goto('/oauth/authorize/instagram?error=access_denied');
  const callback = callbackPage(page);
  await expect(callback.failed('Instagram')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: callbackTexts.authorizationFailed('Instagram') })).toBeVisible();
  await axeAtBothWidths(page, testInfo, 'callback error view');
  await reviewScreenshot(page, 'error-390');
  await callback.retry.click();
  await expectPath(page, '/oauth-consent/instagram');

  await page.goto('/oauth/authorize/facebook?from=account');
  await expect(callback.failed('Facebook')).toBeVisible();
  await callback.home.click();
  await expectPath(page, '/dashboard');
});

/**
 * Pauses the page's installed clock 200 ms ahead of its own now. On a busy runner more than that
 * can pass between reading the page's time and pausing ('Cannot fast-forward to the past'): read again.
 */
const pauseShortly = async (page: Page): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
};

test('a refused token or a foreign code is the error view; the success view passes axe at both widths', async ({ page, createAgent, signInAs, api, media }, testInfo) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  // A state this tab started (as the grid leaves it), so the server's refusal is what is shown.
  await page.goto('/dashboard');
  await page.evaluate(() => sessionStorage.setItem('agentes.facebook.state', 'estado-fb'));
  await page.goto('/oauth/authorize/facebook?access_token=not-a-token&state=estado-fb&from=account');
  await expect(callbackPage(page).failed('Facebook')).toBeVisible();
  await expect(page.getByText(callbackTexts.authorizationFailed('Facebook'), exact)).toBeVisible();

  const minted = await page.request.post('/oauth-consent/instagram/token', {
    data: { ...consentPageIdentity(agent.email, 'María', 'Pérez'), purpose: 'connect' },
  });
  const code = ((await minted.json()) as { data: { authorizationCode: string } }).data.authorizationCode;
  // A code without the state this tab sent is refused before the server sees it (login CSRF).
  await page.goto(`/oauth/authorize/instagram?code=${encodeURIComponent(code)}`);
  await expect(callbackPage(page).failed('Instagram')).toBeVisible();
  // As the grid leaves it before the trip (src/services/media-return.ts): a pending state, no return address.
  await page.evaluate(() => sessionStorage.setItem('agentes.instagram.state', 'estado-1'));
  await page.goto(`/oauth/authorize/instagram?code=${encodeURIComponent(code)}&state=otro`);
  await expect(callbackPage(page).failed('Instagram')).toBeVisible();
  await expect(page.getByText(callbackTexts.unrequested('Instagram'), exact)).toBeVisible();
  expect(await media.connections(agent.accessToken)).toEqual([]);
  // That check spent the stored state (single use): the trip is started again.
  await page.evaluate(() => sessionStorage.setItem('agentes.instagram.state', 'estado-1'));
  // The success view lasts 3 s: the page's clock is held while a copy of it is read.
  await page.clock.install();
  await page.goto(`/oauth/authorize/instagram?code=${encodeURIComponent(code)}&state=estado-1`);
  // Paused as soon as the app is up, before the 3 s start (they start when the server answers).
  await pauseShortly(page);
  await expect(callbackPage(page).succeeded('Instagram')).toBeVisible();
  // axe reads a still copy: on this page its timers would wait on the paused clock.
  const copy = await stillCopy(page);
  try {
    await expect(callbackPage(copy.page).succeeded('Instagram')).toBeVisible();
    await axeAtBothWidths(copy.page, testInfo, 'callback success view');
  } finally {
    await copy.close();
  }
  await expect(callbackPage(page).succeeded('Instagram')).toBeVisible();
  await page.clock.runFor(3_000);
  // Nothing stored for this tab: onboarding step 3 with from=async_media.
  await expectPath(page, '/onboarding', { step: '3', from: 'async_media' });
});

test('the callbacks are private: a visitor signs in first and comes back', async ({ page }) => {
  await page.goto('/oauth/authorize/facebook?access_token=abc&from=account');
  await expectPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('continue_url')).toBe('/oauth/authorize/facebook?access_token=abc&from=account');
});

test('the grid’s states: skeleton after 500 ms, error with Reintentar, empty when the server offers no provider', async ({ page, createAgent, signInAs, api }) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  let mode: 'slow' | 'fail' | 'empty' | 'real' = 'slow';
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/media-providers', async (route) => {
    if (mode === 'slow') {
      await released;
      await route.continue();
    } else if (mode === 'fail') await route.fulfill({ status: 500, json: { data: null, metadata: { error: { type: 'SERVER_ERROR', message: 'x' } } } });
    else if (mode === 'empty') await route.fulfill({ json: { data: [], metadata: { pagination: { limit: 0, offset: 0, total: 0 } } } });
    else await route.continue();
  });
  await page.goto('/account?section=integrations');
  await expect(page.getByRole('status').filter({ hasText: uiTexts.loading })).toBeVisible();
  mode = 'fail';
  release();
  // The slow answer arrives; a reload fails.
  await expect(grid(page).connect('Facebook')).toBeVisible();
  await page.reload();
  await expect(page.getByText(mediaGridTexts.loadFailed, exact)).toBeVisible();
  mode = 'real';
  await page.getByRole('button', { name: mediaGridTexts.retry, exact: true }).click();
  await expect(grid(page).connect('Instagram')).toBeVisible();
  mode = 'empty';
  await page.reload();
  await expect(page.getByText(mediaGridTexts.empty, exact)).toBeVisible();
});

test('Facebook callback without a token: Volver a intentar runs the login again and connects here', async ({ page, createAgent, signInAs, api, media }) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  await page.goto('/oauth/authorize/facebook?from=account');
  const callback = callbackPage(page);
  await expect(callback.failed('Facebook')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await callback.retry.click();
  await authorizeInPopup(await popupOpened, { email: agent.email, givenName: 'María', familyName: 'Pérez' });
  await expect(callback.succeeded('Facebook')).toBeVisible();
  await expectPath(page, '/account', { section: 'integrations' });
  expect((await media.connections(agent.accessToken)).map((connection) => connection.type)).toEqual([3]);
});
