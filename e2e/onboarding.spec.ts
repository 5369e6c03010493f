import type { Page } from '@playwright/test';
import { mediaGridTexts } from '../src/i18n/media-providers.ts';
import { onboardingTexts as texts } from '../src/i18n/onboarding.ts';
import { expect, test } from './fixtures/access.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { gradientPng } from './fixtures/images.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * /onboarding (spec 01 'Onboarding', issue 9 item 1): the three steps, their skip labels, the step
 * from the query, the redirect of a completed profile, axe at desktop and phone widths, and the
 * keyboard alone. Step 3's grid belongs to the media-connections work; here only the step around it.
 */

const exact = { exact: true } as const;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Spec 01 §4: 3 s from the save to the next step, with some room for a slow runner. */
const NEXT_STEP = { timeout: 8_000 };

test('a new agent fills the profile, adds a cropped photo, sees step 3 and lands on the dashboard', async ({
  page,
  api,
  createAgent,
  signInAs,
}) => {
  const agent = await createAgent();
  await signInAs(agent.accessToken);
  await page.goto('/onboarding');

  // Without a step in the query: the first incomplete one, shown in the address bar.
  await expect(heading(page, texts.profile.heading)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?step=1$/);
  await expect(page.getByRole('link', { name: texts.signOut, exact: true })).toBeVisible();
  const stepper = page.getByRole('navigation', { name: texts.stepsLabel });
  await expect(stepper.locator('[aria-current="step"]')).toContainText(texts.steps.profile);
  await expect(button(page, texts.skip)).toBeVisible();

  // The spec's messages for an empty form.
  await button(page, texts.profile.submit).click();
  await expect(page.getByText('Debes seleccionar un estado', exact)).toBeVisible();
  await expect(page.getByText('Debes seleccionar una localidad', exact)).toBeVisible();
  await expect(page.getByText('Debes ingresar un número de teléfono', exact)).toBeVisible();

  const state = page.getByLabel(texts.profile.countryState, exact);
  const locality = page.getByLabel(texts.profile.location, exact);
  await state.selectOption({ label: 'Miranda' });
  await expect(locality).toBeEnabled();
  await locality.selectOption({ label: 'Sucre' });
  // Choosing another state clears the locality.
  await state.selectOption({ label: 'Zulia' });
  await expect(locality).toHaveValue('');
  await expect(locality).toBeEnabled();
  await locality.selectOption({ label: 'Maracaibo' });
  await expect(page.getByLabel(texts.profile.phoneCode, exact)).toHaveValue('58');
  const phone = page.getByLabel(texts.profile.phone, exact);
  await phone.fill('0412');
  await button(page, texts.profile.submit).click();
  await expect(page.getByText('El número de teléfono debe tener al menos 10 dígitos', exact)).toBeVisible();
  await phone.fill('0412 765 4321');
  await button(page, texts.profile.submit).click();
  await expect(page.getByText(texts.profile.saved, exact)).toBeVisible();

  // Step 2 after 3 s; no photo yet, so the step can be skipped.
  await expect(heading(page, texts.photo.heading)).toBeVisible(NEXT_STEP);
  await expect(page).toHaveURL(/\/onboarding\?step=2$/);
  await expect(button(page, texts.skip)).toBeVisible();
  const saved = await api.currentAgent(agent.accessToken);
  expect(saved.profileCompleted).toBe(true);
  expect(saved.address.location).toBe('Maracaibo');
  expect(saved.contactPhoneNumber?.number).toBe('4127654321');

  // A landscape picture over 650 px: 'Recortar foto', then the preview, then the upload.
  await page.getByLabel(texts.photo.pick).setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: gradientPng(1200, 800) });
  const crop = page.getByRole('dialog', { name: 'Recortar foto' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Recortar', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Previsualizar foto' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Guardar foto', exact: true }).click();
  await expect(page.getByText('Tu foto de perfil se ha actualizado exitosamente', exact)).toBeVisible();

  // Step 3: the grid is the media-connections work's; the step around it is here.
  await expect(heading(page, texts.connect.heading)).toBeVisible(NEXT_STEP);
  await expect(page).toHaveURL(/\/onboarding\?step=3$/);
  const withPhoto = await api.currentAgent(agent.accessToken);
  expect(withPhoto.avatarUrl).not.toBeNull();
  // The stepper marks the steps whose tasks are done (read after the 2 s refresh).
  await expect(stepper.locator('li', { hasText: texts.steps.photo })).toContainText(`(${texts.stepDone})`);
  await expect(stepper.locator('li', { hasText: texts.steps.profile })).toContainText(`(${texts.stepDone})`);
  await expect(stepper.locator('[aria-current="step"]')).toContainText(texts.steps.connect);

  // Back through the done steps: both now read 'Continuar con el siguiente paso'.
  await button(page, texts.back).click();
  await expect(heading(page, texts.photo.heading)).toBeVisible();
  await expect(button(page, texts.next)).toBeVisible();
  await button(page, texts.back).click();
  await expect(heading(page, texts.profile.heading)).toBeVisible();
  await expect(button(page, texts.next)).toBeVisible();
  await button(page, texts.next).click();
  await button(page, texts.next).click();
  await expect(heading(page, texts.connect.heading)).toBeVisible();

  await button(page, texts.connect.finish).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a saved profile: the profile skip reads "Continuar con el siguiente paso" and an unchanged submit goes on without a call', async ({
  page,
  api,
  createAgent,
  signInAs,
}) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });

  // A media connection sends a completed agent back with from=async_media: no redirect.
  await page.goto('/onboarding?step=1&from=async_media');
  await expect(heading(page, texts.profile.heading)).toBeVisible();
  await expect(button(page, texts.next)).toBeVisible();
  await expect(page.getByLabel(texts.profile.phone, exact)).toHaveValue('4121234567');
  await expect(page.getByLabel(texts.profile.location, exact)).not.toHaveValue('');

  await button(page, texts.profile.submit).click();
  await expect(heading(page, texts.photo.heading)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?step=2&from=async_media$/);
  expect(puts).toEqual([]);
  // No photo yet: step 2 still offers to skip it.
  await expect(button(page, texts.skip)).toBeVisible();
  await button(page, texts.skip).click();
  await expect(heading(page, texts.connect.heading)).toBeVisible();
});

test('the step comes from the query, Back walks to step 1, and without a step the first incomplete one opens', async ({
  page,
  api,
  createAgent,
  signInAs,
}) => {
  const agent = await createAgent();
  await signInAs(agent.accessToken);
  await page.goto('/onboarding?step=3');
  await expect(heading(page, texts.connect.heading)).toBeVisible();
  await button(page, texts.back).click();
  await expect(heading(page, texts.photo.heading)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?step=2$/);
  await button(page, texts.back).click();
  await expect(heading(page, texts.profile.heading)).toBeVisible();
  await button(page, texts.skip).click();
  await expect(heading(page, texts.photo.heading)).toBeVisible();

  // Profile done (task 1): the first incomplete step is the photo.
  await api.completeProfile(agent.accessToken);
  await page.goto('/onboarding?from=async_media');
  await expect(heading(page, texts.photo.heading)).toBeVisible();
});

test('a completed profile is sent home unless from=async_media', async ({ page, api, createAgent, signInAs }) => {
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);
  await page.goto('/onboarding?step=2');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("'Salir de mi cuenta' signs out", async ({ page, createAgent, signInAs }) => {
  const agent = await createAgent();
  await signInAs(agent.accessToken);
  await page.goto('/onboarding?step=1');
  await page.getByRole('link', { name: texts.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/login/);
});

for (const width of [1366, 390]) {
  test(`axe finds nothing serious on each step at ${width} px, and nothing scrolls sideways`, async ({
    page,
    createAgent,
    signInAs,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width > 800 ? 768 : 844 });
    const agent = await createAgent();
    await signInAs(agent.accessToken);
    for (const [step, title] of [
      [1, texts.profile.heading],
      [2, texts.photo.heading],
      [3, texts.connect.heading],
    ] as const) {
      await page.goto(`/onboarding?step=${step}`);
      await expect(heading(page, title)).toBeVisible();
      if (width < 800) await expect(page.getByText(texts.stepOf(step, 3), exact)).toBeVisible();
      else await expect(page.getByRole('navigation', { name: texts.stepsLabel }).locator('[aria-current="step"]')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `step ${step} at ${width} px`).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, testInfo, `onboarding-${step}-${width}`);
      // For a person to look at (test-results/…): the layout at this width.
      await reviewScreenshot(page, `onboarding-${step}-${width}`, { fullPage: true });
    }
  });
}

test('the keyboard alone fills step 1, picks and crops a photo in step 2 and finishes', async ({ page, createAgent, signInAs }) => {
  const agent = await createAgent();
  await signInAs(agent.accessToken);
  await page.goto('/onboarding');
  await expect(heading(page, texts.profile.heading)).toBeFocused();

  const state = page.getByLabel(texts.profile.countryState, exact);
  const locality = page.getByLabel(texts.profile.location, exact);
  // Tab order: state, locality, country code, phone, skip, save.
  await page.keyboard.press('Tab');
  await expect(state).toBeFocused();
  // The states arrive with their own request: a key pressed before them moves over the placeholder alone.
  await expect(state.locator('option').nth(1)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(state).not.toHaveValue('');
  await expect(locality).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(locality).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(locality).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(texts.profile.phone, exact)).toBeFocused();
  await page.keyboard.type('04121234567');
  await page.keyboard.press('Enter');
  await expect(page.getByText(texts.profile.saved, exact)).toBeVisible();
  await expect(heading(page, texts.photo.heading)).toBeFocused(NEXT_STEP);

  // The picker is a file input behind a button-looking label: focusable, opened with Space.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(texts.photo.pick)).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: gradientPng(900, 700) });
  const crop = page.getByRole('dialog', { name: 'Recortar foto' });
  await expect(crop).toBeVisible();
  // The crop square has the focus; arrows move it, Tab reaches the buttons.
  await page.keyboard.press('ArrowRight');
  for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press('Tab'); // size slider, Cancelar, Recortar
  await expect(crop.getByRole('button', { name: 'Recortar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Previsualizar foto' });
  await expect(preview.getByRole('button', { name: 'Guardar foto', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, texts.connect.heading)).toBeFocused(NEXT_STEP);

  // Step 3: the grid's 'Conectar' buttons (one per provider), then Back, then the finish button.
  const connectButtons = page.getByRole('button', { name: mediaGridTexts.connect, exact: true });
  await expect(connectButtons).not.toHaveCount(0);
  for (let index = 0; index < (await connectButtons.count()); index += 1) {
    await page.keyboard.press('Tab');
    await expect(connectButtons.nth(index)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(button(page, texts.back)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, texts.connect.finish)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
