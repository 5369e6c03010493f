import { access, errors, product } from '../src/i18n/es.ts';
import { ACCESS_TOKEN_COOKIE, STRONG_PASSWORD, expect, test } from './fixtures/access.ts';
import { checklistItem, expectPath, message, signUpForm } from './fixtures/access-ui.ts';

test.describe('sign-up', () => {
  test('in two steps lands on the onboarding, signed in, with the first name capitalised word by word', async ({ page, api, uniqueEmail }) => {
    const email = uniqueEmail('registro');
    const form = signUpForm(page);

    await page.goto('/signup');
    await expect(form.heading).toBeVisible();
    await expect(page).toHaveTitle(product.title(access.signUp.pageTitle));
    await form.firstName.fill('maría JOSÉ');
    await form.email.fill(`  ${email.toUpperCase()}`);
    await form.continue.click();

    // Step 2 appears because the server answered PASSWORD_REQUIRED to the empty password.
    await expect(form.passwordHeading).toBeVisible();
    const expectRule = async (label: string, met: boolean) => {
      const { item, text } = checklistItem(page, label, met);
      await expect(item).toHaveText(text);
    };
    const rules = [access.signUp.checklistUppercase, access.signUp.checklistDigitOrSymbol, access.signUp.checklistLength];
    await expect(page.getByText(access.signUp.checklistTitle, { exact: true })).toBeVisible();
    for (const rule of rules) await expectRule(rule, false);
    // The checklist is live: each rule turns met as it is typed.
    await form.password.fill('secreto');
    await expectRule(access.signUp.checklistLength, true);
    await expectRule(access.signUp.checklistUppercase, false);
    await form.password.fill(STRONG_PASSWORD);
    for (const rule of rules) await expectRule(rule, true);
    await form.submit.click();

    await expectPath(page, '/onboarding');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === ACCESS_TOKEN_COOKIE);
    expect(cookie?.value, 'the access token cookie is set').toBeTruthy();
    const agent = await api.currentAgent(cookie!.value);
    expect(agent).toMatchObject({ firstName: 'María José', emailAddress: email, profileCompleted: false });
  });

  test('step 1 refuses an e-mail already in use', async ({ page, createAgent }) => {
    const existing = await createAgent();
    const form = signUpForm(page);

    await page.goto('/signup');
    await form.firstName.fill('Julia');
    await form.email.fill(existing.email);
    await form.continue.click();

    await expect(message(page, errors.signUp.emailInUse)).toBeVisible();
    await expect(form.passwordHeading).toBeHidden();
  });
});
