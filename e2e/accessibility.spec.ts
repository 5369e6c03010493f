import { expect, test } from './fixtures/access.ts';
import { passwordResetForm, signUpForm } from './fixtures/access-ui.ts';
import { errorPages } from '../src/i18n/es.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';

test.describe('accessibility (axe)', () => {
  test('/login', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'login');
  });

  test('/signup, both steps', async ({ page, uniqueEmail }, testInfo) => {
    const form = signUpForm(page);
    await page.goto('/signup');
    await expect(form.heading).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'signup-details');

    await form.firstName.fill('Elena');
    await form.email.fill(uniqueEmail('axe'));
    await form.continue.click();
    await expect(form.passwordHeading).toBeVisible();
    await form.password.fill('abc');
    await expectNoSeriousViolations(page, testInfo, 'signup-password');
  });

  test('/password-reset, its three screens', async ({ page, createAgent }, testInfo) => {
    const agent = await createAgent();
    const form = passwordResetForm(page);
    await page.goto('/password-reset');
    await expect(form.emailHeading).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'password-reset-email');

    await form.email.fill(agent.email);
    await form.send.click();
    await expect(form.sentHeading).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'password-reset-email-sent');

    await page.goto('/password-reset?authorization=axe-only-renders-this-screen');
    await expect(form.passwordHeading).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'password-reset-password');
  });

  test('the 404 page', async ({ page }, testInfo) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: errorPages.notFoundTitle, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'not-found');
  });
});
