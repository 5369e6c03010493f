import type { Page } from '@playwright/test';
import { accountTexts, profileTexts } from '../src/i18n/account.ts';
import { firstStepsTexts } from '../src/i18n/dashboard-widgets.ts';
import { dashboard } from '../src/i18n/es.ts';
import { connectTexts, disconnectTexts, mediaGridTexts } from '../src/i18n/media-providers.ts';
import { onboardingTexts as texts } from '../src/i18n/onboarding.ts';
import { ACCESS_TOKEN_COOKIE, STRONG_PASSWORD } from './fixtures/access.ts';
import { expectPath, signUpForm } from './fixtures/access-ui.ts';
import { gradientPng } from './fixtures/images.ts';
import { authorizeInPage, authorizeInPopup, dataDeletionPage, expect, grid, test } from './fixtures/media.ts';

/**
 * Issue 9's "done when", in one go as a new agent lives it: sign-up, the three onboarding steps
 * (profile, a cropped photo, Facebook and Instagram through the offline pages), a dashboard whose
 * checklist says what is left, the profile edited from the account page, and a disconnection that
 * ends on the data-deletion confirmation. The screens' details are in their own specs.
 */

const exact = { exact: true } as const;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The spec's 3 s from a save or a connection to the next screen, with room for a slow runner. */
const AFTER_DELAY = { timeout: 10_000 };

test('a new agent: sign-up, onboarding with both networks, the checklist, the profile, a disconnection', async ({ page, uniqueEmail, media }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = uniqueEmail('primera-hora');
  const identity = { email, givenName: 'Carla', familyName: 'Suárez' };

  const form = signUpForm(page);
  await page.goto('/signup');
  await form.firstName.fill('Carla');
  await form.email.fill(email);
  await form.continue.click();
  await form.password.fill(STRONG_PASSWORD);
  await form.submit.click();
  await expectPath(page, '/onboarding', { step: '1' });
  const token = (await page.context().cookies()).find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)!.value;

  // Step 1: where the agent works and a phone.
  await page.getByLabel(texts.profile.countryState, exact).selectOption({ label: 'Miranda' });
  await page.getByLabel(texts.profile.location, exact).selectOption({ label: 'Sucre' });
  await page.getByLabel(texts.profile.phone, exact).fill('0414 555 1234');
  await button(page, texts.profile.submit).click();

  // Step 2: a landscape picture, cropped.
  await expect(heading(page, texts.photo.heading)).toBeVisible(AFTER_DELAY);
  await page.getByLabel(texts.photo.pick).setInputFiles({ name: 'carla.png', mimeType: 'image/png', buffer: gradientPng(1400, 900) });
  await page.getByRole('dialog', { name: 'Recortar foto' }).getByRole('button', { name: 'Recortar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Previsualizar foto' }).getByRole('button', { name: 'Guardar foto', exact: true }).click();

  // Step 3: Facebook through the popup, Instagram through the page; each comes back to step 3.
  await expect(heading(page, texts.connect.heading)).toBeVisible(AFTER_DELAY);
  const ui = grid(page);
  await ui.connect('Facebook').click();
  const popup = page.waitForEvent('popup');
  await ui.connectDialog('Facebook').getByRole('button', { name: connectTexts.facebookButton, exact: true }).click();
  await authorizeInPopup(await popup, identity);
  await expectPath(page, '/onboarding', { step: '3', from: 'async_media' });
  await expect(ui.card('Facebook').getByText(mediaGridTexts.connectedOnboarding, exact)).toBeVisible();

  await ui.connect('Instagram').click();
  await ui.connectDialog('Instagram').getByRole('button', { name: connectTexts.instagramButton, exact: true }).click();
  await authorizeInPage(page, identity);
  await expectPath(page, '/onboarding', { step: '3', from: 'async_media' });
  await expect(ui.card('Instagram').getByText(mediaGridTexts.connectedOnboarding, exact)).toBeVisible();
  expect((await media.connections(token)).map((connection) => connection.type).sort()).toEqual([2, 3]);

  // The dashboard: three of the five first steps done (profile, photo, networks).
  await button(page, texts.connect.finish).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByText(dashboard.greeting('Carla'), exact)).toBeVisible();
  const checklist = page.getByRole('button', { name: /^Abrir primeros pasos/ });
  await expect(checklist).toHaveAccessibleName(firstStepsTexts.open(2));
  await checklist.click();
  await expect(page.getByRole('region', { name: firstStepsTexts.title }).getByText(firstStepsTexts.progress(3, 5), exact)).toBeVisible();

  // The profile from the account page.
  await page.goto('/account?section=profile');
  await expect(page.getByRole('heading', { level: 2, name: accountTexts.profileHeading })).toBeVisible();
  await page.getByLabel(`${profileTexts.lastName} *`).fill('Suárez');
  await page.getByLabel(`${profileTexts.sex} *`).selectOption({ label: profileTexts.sexOptions[2] });
  await page.getByLabel('Día').selectOption('3');
  await page.getByLabel('Mes').selectOption({ label: 'Marzo' });
  await page.getByLabel('Año').selectOption('1988');
  await page.getByLabel(`${profileTexts.description} *`).fill('Casas y apartamentos en Sucre y Chacao');
  await button(page, profileTexts.save).click();
  await expect(page.getByText(profileTexts.saved, exact).first()).toBeVisible();

  // Disconnecting Facebook (confirmed in the grid's dialog) ends on its data-deletion page, which
  // shows the outcome without asking again; the connection is gone.
  await page.goto('/account?section=integrations');
  await ui.disconnect('Facebook').click();
  await ui.disconnectDialog('Facebook').getByRole('button', { name: disconnectTexts.confirm, exact: true }).click();
  await expectPath(page, '/facebook/data-delete', { from: 'account', disconnected: '1' });
  await expect(dataDeletionPage(page).removed('Facebook')).toBeVisible();
  await expect(dataDeletionPage(page).confirm('Facebook')).toHaveCount(0);
  expect((await media.connections(token)).map((connection) => connection.type)).toEqual([2]);
});
