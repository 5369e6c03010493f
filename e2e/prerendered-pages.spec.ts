import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../server/http/prerendered-pages.ts';
import { access, dashboard, product, validation } from '../src/i18n/es.ts';
import { expect, test } from './fixtures/access.ts';
import { expectPath, signInForm } from './fixtures/access-ui.ts';

/**
 * The public pages the build pre-renders (issue 7): their form paints from the HTML, without
 * JavaScript; with it, React hydrates that HTML without a mismatch and the page works as before.
 */

const PAGES = [
  { path: '/login', title: access.signIn.pageTitle, heading: access.signIn.heading, email: access.signIn.email, submit: access.signIn.submit },
  { path: '/signup', title: access.signUp.pageTitle, heading: access.signUp.heading, email: access.signUp.email, submit: access.signUp.continue },
  {
    path: '/password-reset',
    title: access.passwordReset.pageTitle,
    heading: access.passwordReset.emailHeading,
    email: access.passwordReset.email,
    submit: access.passwordReset.send,
  },
] as const;

const exact = { exact: true } as const;
const form = (page: Page, of: (typeof PAGES)[number]) => ({
  heading: page.getByRole('heading', { name: of.heading, exact: true }),
  email: page.getByLabel(of.email, exact),
  submit: page.getByRole('button', { name: of.submit, exact: true }),
});

/** Console errors and uncaught exceptions (React reports hydration mismatches as errors). */
const collectErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Records, from the first byte of the page, whether the loading splash (a progressbar) ever shows. */
const watchForSplash = async (page: Page): Promise<() => Promise<boolean>> => {
  await page.addInitScript(() => {
    const flag = '__splashShown';
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) Object.assign(window, { [flag]: true });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { __splashShown?: boolean }).__splashShown === true);
};

/** The class names that the CSS rules of a style text, or of the page's styled-components sheets, define. */
const classesIn = (cssText: string): Set<string> =>
  new Set([...cssText.replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '').matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]!));

test('the pre-rendered pages are the public forms this spec covers, and the legal pages (legal-pages.spec.ts)', () => {
  expect([...PRERENDERED_PAGES.keys()]).toEqual([
    ...PAGES.map((page) => page.path),
    '/terminos',
    '/privacidad',
    '/facebook/data-delete/instructions',
    '/instagram/data-delete/instructions',
  ]);
});

test.describe('pre-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const of of PAGES) {
    test(`${of.path} shows its styled form`, async ({ page }) => {
      await page.goto(of.path);
      await expect(page).toHaveTitle(product.title(of.title));
      await expect(form(page, of).heading).toBeVisible();
      await expect(form(page, of).email).toBeVisible();
      // Disabled until the page is live: Enter must not submit the form natively.
      await expect(form(page, of).submit).toBeDisabled();
      // Styled from the HTML's own <style>: the theme's background, the layout's flex column.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(245, 247, 248)');
      expect(await page.locator('main').evaluate((main) => getComputedStyle(main).display)).toBe('flex');

      await form(page, of).email.fill('ana@example.com');
      await form(page, of).email.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      await expectPath(page, of.path);
    });
  }
});

test.describe('pre-rendered pages with JavaScript', () => {
  for (const of of PAGES) {
    test(`${of.path} hydrates without an error, with the styles and ids it was rendered with`, async ({ page, request }) => {
      const errors = collectErrors(page);
      const splashShown = await watchForSplash(page);
      const served = await (await request.get(of.path)).text();
      const renderedClasses = classesIn(/<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(served)?.[1] ?? '');
      expect(renderedClasses.size).toBeGreaterThan(10);

      await page.goto(of.path);
      // Live: hydrated, its styles injected by the browser's styled-components (services/early-actions.ts).
      await expect(page.locator('html[data-live]')).toHaveCount(1);
      // A class the browser's styled-components names differently from the build would add rules.
      const liveClasses = classesIn(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')]
            .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
            .join('\n'),
        ),
      );
      expect([...liveClasses].filter((name) => !renderedClasses.has(name))).toEqual([]);

      // Ids from useId agree: the error React renders now is the one the field names.
      await form(page, of).submit.click();
      const email = form(page, of).email;
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await email.getAttribute('aria-describedby');
      expect(describedBy).toBe(`${await email.getAttribute('id')}-error`);
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(validation.emailRequired);

      expect(errors).toEqual([]);
      expect(await splashShown()).toBe(false);
    });
  }

  test('what is typed before the JavaScript runs is signed in with, to continue_url', async ({ page, api, createAgent }) => {
    const agent = await createAgent();
    await api.completeProfile(agent.accessToken);
    const errors = collectErrors(page);
    // Hold the app's code back until the form has been filled in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/boot-*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/login?continue_url=%2Fcustomers', { waitUntil: 'commit' });
    const signIn = signInForm(page);
    await signIn.email.fill(agent.email);
    await signIn.password.fill(agent.password);
    // Issue 21: the button works from the first paint; the press waits for the app, then signs in.
    await expect(signIn.submit).toBeEnabled();
    // A native submit (a GET with the password in the URL) would have left the page before the app ran.
    await signIn.submit.click();
    release();
    await expectPath(page, '/customers');
    expect(errors).toEqual([]);
  });

  test('a social button pressed before the JavaScript runs opens its consent page once the page is live (issue 21)', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/boot-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const google = page.getByRole('button', { name: access.signIn.google, exact: true });
    await expect(google).toBeEnabled();
    await google.click();
    const popup = page.waitForEvent('popup');
    release();
    await (await popup).close();
  });

  test('a signed-in agent opening a public page is sent on, after the page hydrated', async ({ page, api, createAgent, signInAs }) => {
    const errors = collectErrors(page);
    const incomplete = await createAgent();
    await signInAs(incomplete.accessToken);
    await page.goto('/signup');
    await expectPath(page, '/onboarding');

    const completed = await createAgent({ firstName: 'Rosa' });
    await api.completeProfile(completed.accessToken);
    await signInAs(completed.accessToken);
    await page.goto('/login');
    await expectPath(page, '/dashboard');
    await expect(page.getByText(dashboard.greeting('Rosa'), exact)).toBeVisible();

    await page.goto('/password-reset?continue_url=%2Fcustomers');
    await expectPath(page, '/customers');
    expect(errors).toEqual([]);
  });

  test('without a token, no page shows the loading splash', async ({ page }) => {
    const splashShown = await watchForSplash(page);
    await page.goto('/customers?status=1');
    await expectPath(page, '/login', { continue_url: '/customers?status=1' });
    await expect(signInForm(page).submit).toBeEnabled();
    await page.goto('/');
    await expectPath(page, '/login');
    await expect(signInForm(page).submit).toBeEnabled();
    expect(await splashShown()).toBe(false);
  });
});
