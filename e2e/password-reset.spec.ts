import { access, product, success } from '../src/i18n/es.ts';
import { expect, test } from './fixtures/access.ts';
import { expectPath, freezeClock, message, passwordResetForm, signInThroughForm } from './fixtures/access-ui.ts';

const NEW_PASSWORD = 'Nueva2026!';

test.describe('password reset', () => {
  test('through the mailbox link ends on the login toast, and the new password signs in', async ({ page, createAgent, mailbox }) => {
    const agent = await createAgent({ firstName: 'Teresa' });
    const form = passwordResetForm(page);

    await page.goto('/password-reset');
    await expect(form.emailHeading).toBeVisible();
    await expect(page).toHaveTitle(product.title(access.passwordReset.pageTitle));
    await form.email.fill(agent.email);
    await form.send.click();

    await expect(form.sentHeading).toBeVisible();
    await expect(message(page, success.resetLinkSent)).toBeVisible();

    const link = await mailbox.passwordResetLink(agent.email);
    await page.goto(link);
    await expect(form.passwordHeading).toBeVisible();
    await form.password.fill(NEW_PASSWORD);
    await form.confirmation.fill(NEW_PASSWORD);
    await form.save.click();

    await expectPath(page, '/login', { from: 'password-reset' });
    await expect(message(page, success.passwordReset)).toBeVisible();

    await signInThroughForm(page, agent.email, NEW_PASSWORD);
    await expectPath(page, '/onboarding');
  });

  test('the resend button waits 60 s with a countdown, then sends again', async ({ page, createAgent, mailbox }) => {
    const agent = await createAgent();
    const form = passwordResetForm(page);
    await page.clock.install();

    await page.goto('/password-reset');
    await expect(form.emailHeading).toBeVisible();
    await freezeClock(page);
    await form.email.fill(agent.email);
    await form.send.click();

    await expect(form.sentHeading).toBeVisible();
    await expect(form.countdown(60)).toBeVisible();
    await expect(form.resend).toBeDisabled();

    await page.clock.runFor(1_000);
    await expect(form.countdown(59)).toBeVisible();
    await page.clock.runFor(59_000);
    await expect(form.resend).toBeEnabled();
    await expect(form.anyCountdown).toBeHidden();

    await form.resend.click();
    await mailbox.waitForMessage(agent.email, 2);
    // Each success restarts the 60 s.
    await expect(form.countdown(60)).toBeVisible();
    await expect(form.resend).toBeDisabled();
  });

  test('the password screen shows only with an authorization, and the login link stays reachable', async ({ page }) => {
    const form = passwordResetForm(page);
    await page.goto('/password-reset?authorization=');
    await expect(form.emailHeading).toBeVisible();
    await expect(form.passwordHeading).toBeHidden();
    await expect(page.getByRole('link', { name: access.passwordReset.backToSignIn, exact: true })).toBeVisible();
  });
});
