import { access, product } from '../src/i18n/es.ts';
import { attachmentTexts, customerDetailTexts, customerFormTexts, listTexts, taskViewTexts } from '../src/i18n/customers.ts';
import { pngDeclaring } from '../tests/api/support/images.ts';
import { checklistItem, expectPath, signUpForm } from './fixtures/access-ui.ts';
import { expect, smallPdf, taskPanels, test } from './fixtures/customers.ts';

/**
 * Issue 8, item 4: where the product said nothing, it now says what went wrong and what to do.
 */

const exact = { exact: true } as const;

test('a weak password: Crear cuenta says why it did not go on, and the unmet items are marked', async ({ page, uniqueEmail }) => {
  const form = signUpForm(page);
  await page.goto('/signup');
  await form.firstName.fill('Lucía');
  await form.email.fill(uniqueEmail('debil'));
  await form.continue.click();
  await expect(form.passwordHeading).toBeVisible();

  await form.password.fill('secreto');
  // Before a refused submit the checklist only reports: nothing is flagged.
  await expect(form.password).not.toHaveAttribute('aria-invalid', 'true');
  const uppercase = checklistItem(page, access.signUp.checklistUppercase, false);
  await expect(uppercase.item).toHaveText(uppercase.text);

  await form.submit.click();
  const reason = 'Para crear tu cuenta, tu contraseña debe tener una letra mayúscula y un número o un símbolo (!@#$%^&*).';
  await expect(page.getByText(reason, exact)).toBeVisible();
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  // The reason is part of the field's description, and sits in a live region (announced).
  const describedBy = (await form.password.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(reason);
  await expect(page.locator('[aria-live="assertive"]').filter({ hasText: reason })).toHaveCount(1);
  for (const label of [access.signUp.checklistUppercase, access.signUp.checklistDigitOrSymbol]) {
    const item = page.getByRole('listitem').filter({ hasText: label });
    await expect(item).toHaveText(`${label}: ${access.signUp.checklistMissing}`);
    await expect(item).toHaveAttribute('data-state', 'missing');
  }
  const length = checklistItem(page, access.signUp.checklistLength, true);
  await expect(length.item).toHaveText(length.text);
  await expectPath(page, '/signup');

  // Correcting it updates the reason, then clears it; the account is then created.
  await form.password.fill('Secreto');
  await expect(page.getByText('Para crear tu cuenta, tu contraseña debe tener un número o un símbolo (!@#$%^&*).', exact)).toBeVisible();
  await form.password.fill('Secreto1');
  await expect(form.password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: access.signUp.checklistMissing })).toHaveCount(0);
  await form.submit.click();
  await expectPath(page, '/onboarding');
});

// `agent` signs the page in.
test('an unknown customer slug: a not-found view with its tab title and the way back to the list, no retry', async ({ page, agent: _agent }) => {
  await page.goto('/customers/view/nadie-con-este-nombre');
  await expect(page.getByRole('heading', { level: 1, name: customerDetailTexts.notFoundTitle, exact: true })).toBeVisible();
  await expect(page.getByText(customerDetailTexts.notFoundText, exact)).toBeVisible();
  await expect(page).toHaveTitle(product.title(customerDetailTexts.notFoundTitle));
  await expect(page.getByRole('button', { name: customerDetailTexts.retry, exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: customerDetailTexts.backToList, exact: true }).click();
  await expectPath(page, '/customers');

  // The edit page of an unknown slug says the same.
  await page.goto('/customers/edit/nadie-con-este-nombre');
  await expect(page.getByRole('heading', { level: 1, name: customerDetailTexts.notFoundTitle, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(product.title(customerDetailTexts.notFoundTitle));
  await expect(page.getByRole('heading', { name: customerFormTexts.editHeading, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: listTexts.retry, exact: true })).toHaveCount(0);
});

test('the attachment picker states the types and the limit, and a refused file says which rule it broke', async ({
  page,
  agent,
  customersApi,
}) => {
  const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Teresa' });
  const task = await customersApi.createTask(agent.accessToken, customer.tenantId, { title: 'Revisar documentos' });
  const panels = taskPanels(page);
  await page.goto(`/customers/view/${customer.slug}?task=${task.taskId}`);
  const details = panels.detailsPanel;
  await expect(details.getByRole('heading', { name: task.title, exact: true })).toBeVisible();

  const rules = attachmentTexts.rules('10 MB');
  await expect(details.getByText(rules, exact)).toBeVisible();
  const picker = details.getByRole('button', { name: taskViewTexts.dropzone, exact: true });
  await expect(picker).toHaveAccessibleDescription(rules);
  const input = details.locator('input[type="file"]');
  await expect(input).toHaveAttribute('accept', /application\/pdf/);
  const alert = details.getByRole('alert');

  // Type and size are checked before sending.
  await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas') });
  await expect(alert).toHaveText(
    'No se pudo subir «notas.txt»: ese tipo de archivo no está permitido. Sube un PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPG, PNG, GIF o WebP.',
  );
  await input.setInputFiles({ name: 'planos.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
  await expect(alert).toHaveText('No se pudo subir «planos.pdf»: pesa 10.00 MB y el máximo es 10 MB.');

  // The server reads the image's declared size: 422 IMAGE_DIMENSIONS_TOO_LARGE.
  const refused = page.waitForResponse((response) => response.url().endsWith('/attachments') && response.status() === 422);
  await input.setInputFiles({ name: 'panorama.png', mimeType: 'image/png', buffer: pngDeclaring(20_001, 1) });
  await refused;
  await expect(alert).toHaveText(
    'No se pudo subir «panorama.png»: la imagen es demasiado grande. Se aceptan hasta 20.000 píxeles por lado y 100 megapíxeles en total.',
  );
  await expect(details.getByText(taskViewTexts.noAttachments, exact)).toBeVisible();

  // A good file goes through and the refusal goes away.
  await input.setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(details.getByRole('link', { name: 'contrato.pdf', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
