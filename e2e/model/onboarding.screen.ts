import { expect, type Page } from '@playwright/test';
import { imagePipelineTexts, photoTexts } from '../../src/i18n/customers.ts';
import { onboardingMessages, onboardingTexts as texts } from '../../src/i18n/onboarding.ts';
import { message } from '../fixtures/access-ui.ts';
import { gradientPng } from '../fixtures/images.ts';

/** /onboarding as a person finds things on it (the locators of e2e/onboarding.spec.ts). */

const exact = { exact: true } as const;

export const onboardingScreen = (page: Page) => {
  const stepper = page.getByRole('navigation', { name: texts.stepsLabel });
  return {
    heading: (name: string) => page.getByRole('heading', { level: 1, name, exact: true }),
    anyHeading: page.getByRole('heading', { level: 1 }),
    /** The spinner's words while the completed tasks load (visually hidden). */
    loading: page.getByText(texts.loading, exact),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    stepItem: (title: string) => stepper.getByRole('listitem').filter({ hasText: title }),
    currentStep: stepper.locator('[aria-current="step"]'),
    countryState: page.getByLabel(texts.profile.countryState, exact),
    locality: page.getByLabel(texts.profile.location, exact),
    phone: page.getByLabel(texts.profile.phone, exact),
    picker: page.getByLabel(texts.photo.pick, exact).or(page.getByLabel(texts.photo.change, exact)),
    /** The photo step's own status line ('Subiendo foto…'), not the toasts' region. */
    photoStatus: page.getByRole('main').getByRole('status'),
  };
};

/**
 * Opens /onboarding once the page's chunk is in memory, then stops the page's clock.
 *
 * Works around a product bug (src/app/pages.ts, lazyPage): when the session's agent answers
 * before the page's chunk has settled, the page first renders through React.lazy, and its next
 * render (the first step shown in the address bar) swaps in the loaded component instead: React
 * mounts the page again and onboardingMachine starts over (a second GET /tasks-completed, the
 * spinner again, the step re-chosen from the URL). Seen in about one run in ten on a busy runner.
 * Holding the session's first GET /auth/landlords until the chunk is imported gives the order
 * most loads have, where the page renders the loaded component from the start.
 */
export const openOnboarding = async (page: Page, url: string): Promise<void> => {
  await page.route(
    (address) => address.pathname === '/rest/v1/auth/landlords',
    async (route) => {
      const imported = await page.evaluate(async () => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
        const chunk = links.find((link) => /\/OnboardingPage-[^/]+\.js$/.test(link.href));
        if (chunk) await import(chunk.href);
        return chunk !== undefined;
      });
      expect(imported, 'the loading shell preloads the onboarding chunk (see openOnboarding)').toBe(true);
      await route.fallback();
    },
    { times: 1 },
  );
  await page.goto(url);
  // A busy runner has been seen taking 8 s to paint the page.
  await expect(onboardingScreen(page).loading).toBeAttached({ timeout: 20_000 });
  // Installed once the page is up, so booting keeps real timers; from here the step children's
  // delays only move when a step runs them (page.clock.runFor).
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
};

/**
 * Step 2's upload: a square picture under 650 px is kept as it is (avatar rules), confirmed in
 * the preview, and uploaded for real. Returns once the child has it: the toast shows and the
 * step's buttons stay disabled while its 2 s refresh and 3 s end wait on the clock.
 */
export const uploadPicture = async (page: Page): Promise<void> => {
  const screen = onboardingScreen(page);
  await screen.picker.setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: gradientPng(400, 400) });
  const preview = page.getByRole('dialog', { name: imagePipelineTexts.previewTitle });
  await preview.getByRole('button', { name: photoTexts.save, exact: true }).click();
  await expect(screen.photoStatus).toHaveText('');
  await expect(screen.button(texts.back)).toBeDisabled();
  await expect(message(page, onboardingMessages.photoUpdated)).toBeVisible();
};
