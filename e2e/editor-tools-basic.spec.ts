import type { Page, Request } from '@playwright/test';
import { detailsToolTexts, enviromentsToolTexts, propertyToolTexts, propertyValidation, richTextTexts } from '../src/i18n/editor-tools.ts';
import { editorToasts } from '../src/i18n/editor-toasts.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { editorScreen, editorUrl as editorPath, expect, test } from './fixtures/editor.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * The editor's first tools against the real server (issue 10): 'Propiedad' (type cards, operation,
 * price rules, code, the lazily loaded rich-text description; 'Guardar' then 'Ambientes' 2 s
 * later), 'Ambientes' (optimistic steppers, one call after rapid clicks), 'Detalles', 'Servicios'
 * and 'Normas' (switch reveals an input, saved after 1000 ms, off deletes). A reload finds
 * everything saved; keyboard only; axe and screenshots at 1366 and 390 px.
 */

const DESCRIPTION = 'Apartamento luminoso con vista al Ávila, a dos cuadras del metro de Chacao.';

const editorUrl = (draftId: string, section: string) => editorPath(draftId, `?section=${section}`);

/** The first tool of a page: the editor's chunk, the tool's chunk and its list (a busy machine may take a while). */
const FIRST_PAINT = { timeout: 20_000 } as const;

/** The calls of one kind the page makes, recorded as they leave. */
const recordCalls = (page: Page, method: string, path: RegExp) => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
};

const toast = (page: Page, text: string) => page.getByRole('status', { name: 'Notificaciones' }).getByText(text, { exact: true }).first();

const tool = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

const propertyForm = (page: Page) => {
  const region = tool(page, propertyToolTexts.heading);
  return {
    region,
    type: (name: string) => region.getByRole('radio', { name, exact: true }),
    operation: (name: string) => region.getByRole('radio', { name, exact: true }),
    price: region.getByLabel(propertyToolTexts.priceLabel),
    code: region.getByLabel(propertyToolTexts.codeLabel),
    description: region.getByRole('textbox', { name: propertyToolTexts.descriptionLabel }),
    bold: region.getByRole('button', { name: richTextTexts.bold }),
    save: region.getByRole('button', { name: propertyToolTexts.save }),
  };
};

const stepper = (page: Page, name: string) => {
  const region = tool(page, enviromentsToolTexts.heading);
  return {
    plus: region.getByRole('button', { name: enviromentsToolTexts.increment(name), exact: true }),
    minus: region.getByRole('button', { name: enviromentsToolTexts.decrement(name), exact: true }),
    value: region.getByRole('group', { name, exact: true }).locator('output'),
  };
};

const detail = (page: Page, heading: string, name: string) => {
  const region = tool(page, heading);
  return {
    toggle: region.getByRole('switch', { name, exact: true }),
    value: region.getByRole('textbox', { name: detailsToolTexts.valueLabel(name), exact: true }),
  };
};

test.describe('editor tools: Propiedad, Ambientes, Detalles, Servicios, Normas', () => {
  // Debounces of 500 and 1000 ms, toasts and reloads on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('Propiedad: refused Guardar, then type, operation, price, code and description saved; Ambientes 2 s later', async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    const saves = recordCalls(page, 'PUT', new RegExp(`/rest/v1/property-drafts/${draftId}$`));
    await page.goto(editorUrl(draftId, 'basic_details'));
    const form = propertyForm(page);
    await expect(form.type('Apartamento')).toBeVisible(FIRST_PAINT);
    await expect(form.description).toBeVisible(FIRST_PAINT);

    await form.code.fill('AB');
    await form.save.click();
    await expect(form.region.getByText(propertyValidation.propertyTypeRequired)).toBeVisible();
    await expect(form.region.getByText(propertyValidation.priceRequired)).toBeVisible();
    await expect(form.region.getByText(propertyValidation.codeMin)).toBeVisible();
    await expect(form.region.getByText(propertyValidation.descriptionRequired)).toBeVisible();
    await expect(form.description).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus.
    await expect(form.type('Apartamento')).toBeFocused();
    expect(saves).toHaveLength(0);

    await form.type('Casa').check();
    await form.operation(propertyToolTexts.operationRent).check();
    await form.price.pressSequentially('0');
    await expect(form.region.getByText(propertyValidation.priceNotPositive)).toBeVisible();
    await form.price.fill('');
    // Issue 21: Venezuelan formats. As typed while typing; read and shown back es-VE on blur.
    await form.price.pressSequentially('1,200.5');
    await expect(form.price).toHaveValue('1,200.5');
    await form.price.blur();
    await expect(form.price).toHaveValue('1.200,50');
    await form.price.fill('');
    await form.price.pressSequentially('$185.000');
    await expect(form.price).toHaveValue('185.000');
    await form.price.blur();
    await expect(form.price).toHaveValue('185.000,00');
    await form.code.fill('APT-0231');
    await form.description.click();
    await page.keyboard.type('Casa amplia ');
    await form.bold.click();
    await page.keyboard.type('con jardín');
    await expect(form.description.locator('strong')).toHaveText('con jardín');
    await expect(form.region.getByText(propertyValidation.descriptionRequired)).toBeHidden();

    await form.save.click();
    await expect(toast(page, editorToasts.propertySaved)).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.postDataJSON()).toEqual({
      propertyType: expect.any(String),
      operationType: 1,
      price: 185000,
      code: 'APT-0231',
      description: '<p>Casa amplia <strong>con jardín</strong></p>',
    });
    await expect(page.getByText(propertyToolTexts.movingOn)).toBeVisible();
    await expect(page).toHaveURL(/section=enviroments/, { timeout: 4000 });
    await expect(tool(page, enviromentsToolTexts.heading)).toBeVisible();

    const saved = await draftsApi.get(agent.accessToken, draftId);
    expect(saved).toMatchObject({ propertyType: 'Casa', operationType: 1, price: 185000, code: 'APT-0231' });
    expect(saved.description).toBe('<p>Casa amplia <strong>con jardín</strong></p>');

    await page.goto(editorUrl(draftId, 'basic_details'));
    await expect(form.type('Casa')).toBeChecked();
    await expect(form.operation(propertyToolTexts.operationRent)).toBeChecked();
    await expect(form.price).toHaveValue('185.000,00');
    await expect(form.code).toHaveValue('APT-0231');
    await expect(form.description).toContainText('Casa amplia con jardín');
  });

  test('Ambientes: the value shows at once, rapid clicks make one call, minus stops at 0; a reload finds it', async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    const calls = recordCalls(page, 'PUT', /\/enviroments\//);
    const richText = recordCalls(page, 'GET', /\/assets\/RichTextEditor-/);
    await page.goto(editorUrl(draftId, 'enviroments'));
    const bedroom = stepper(page, 'Habitación');
    await expect(bedroom.value).toHaveText('0', FIRST_PAINT);

    const bathroom = stepper(page, 'Baño');
    // aria-disabled at 0 (it keeps the focus): Playwright would wait for it to be enabled.
    await bathroom.minus.click({ force: true });
    await expect(bathroom.value).toHaveText('0');

    await bedroom.plus.click();
    await bedroom.plus.click();
    await bedroom.plus.click();
    await expect(bedroom.value).toHaveText('3');
    await bedroom.minus.click();
    await expect(bedroom.value).toHaveText('2');
    await expect(toast(page, editorToasts.enviromentSaved)).toBeVisible();
    expect(calls.map((call) => call.postDataJSON())).toEqual([{ quantity: 2 }]);
    await bathroom.plus.click();
    await expect(toast(page, editorToasts.enviromentSaved)).toBeVisible();
    await expect.poll(() => calls.length).toBe(2);

    await page.reload();
    await expect(bedroom.value).toHaveText('2');
    await expect(bathroom.value).toHaveText('1');
    const saved = await draftsApi.get(agent.accessToken, draftId);
    expect(saved.bedrooms).toBe(2);
    expect(saved.bathrooms).toBe(1);
    // The rich-text editor's chunk is fetched only by 'Propiedad'.
    expect(richText).toHaveLength(0);
    await editorScreen(page).tile(propertyToolTexts.heading).click();
    await expect(propertyForm(page).description).toBeVisible(FIRST_PAINT);
    expect(richText).toHaveLength(1);
  });

  test('Detalles, Servicios and Normas: the switch reveals the input, saved after 1 s, off deletes; a reload finds them', async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    const puts = recordCalls(page, 'PUT', /\/details$/);
    const deletes = recordCalls(page, 'DELETE', /\/details\//);

    await page.goto(editorUrl(draftId, 'details'));
    const details = tool(page, detailsToolTexts.headings.details);
    const filter = details.getByRole('group', { name: detailsToolTexts.categoryFilter });
    await expect(filter.getByRole('radio').first()).toHaveAccessibleName(detailsToolTexts.allCategories, FIRST_PAINT);
    await expect(details.getByRole('switch', { name: 'Tanque de agua' })).toHaveCount(0);
    await expect(details.getByRole('switch', { name: 'No fumar' })).toHaveCount(0);

    await filter.getByRole('radio', { name: 'Interiores' }).check();
    await expect(detail(page, detailsToolTexts.headings.details, 'Closets').toggle).toBeVisible();
    await expect(detail(page, detailsToolTexts.headings.details, 'Amoblado').toggle).toBeHidden();
    await filter.getByRole('radio', { name: detailsToolTexts.allCategories }).check();

    const size = detail(page, detailsToolTexts.headings.details, 'Metros de construcción');
    await size.toggle.check();
    await expect(size.value).toHaveValue('');
    await size.value.pressSequentially('1.2a00,5');
    await expect(size.value).toHaveValue('1.200,5');
    await expect(toast(page, editorToasts.detailSaved)).toBeVisible();
    expect(puts.map((call) => call.postDataJSON().value)).toEqual(['1200.5']);

    const furnished = detail(page, detailsToolTexts.headings.details, 'Amoblado');
    await furnished.toggle.check();
    await expect(furnished.value).toHaveValue(detailsToolTexts.defaultYes);
    await expect.poll(() => puts.length).toBe(2);

    await page.goto(editorUrl(draftId, 'services'));
    const services = tool(page, detailsToolTexts.headings.services);
    await expect(services.getByRole('switch', { name: 'Metros de construcción' })).toHaveCount(0);
    await expect(services.getByRole('radio', { name: detailsToolTexts.allCategories })).toHaveCount(0);
    const elevator = detail(page, detailsToolTexts.headings.services, 'Ascensor');
    await elevator.toggle.check();
    await expect(elevator.value).toHaveValue('1');
    await expect(toast(page, editorToasts.serviceSaved)).toBeVisible();
    const water = detail(page, detailsToolTexts.headings.services, 'Tanque de agua');
    await water.toggle.check();
    await water.value.fill('24 horas');
    await expect.poll(() => puts.length).toBe(4);
    await water.toggle.uncheck();
    await expect(water.value).toBeHidden();
    await expect.poll(() => deletes.length).toBe(1);

    await page.goto(editorUrl(draftId, 'rules'));
    const rules = tool(page, detailsToolTexts.headings.rules);
    await expect(rules.getByRole('switch', { name: 'Ascensor' })).toHaveCount(0);
    const smoking = detail(page, detailsToolTexts.headings.rules, 'No fumar');
    await smoking.toggle.check();
    await expect(toast(page, editorToasts.detailSaved)).toBeVisible();
    await expect.poll(() => puts.length).toBe(5);

    const saved = await draftsApi.get(agent.accessToken, draftId);
    expect(Object.fromEntries(saved.details.map((item) => [item.propertyDetailType.name, item.value]))).toEqual({
      'Metros de construcción': '1200.5',
      Amoblado: 'Sí',
      Ascensor: '1',
      'No fumar': 'Sí',
    });

    await page.reload();
    await expect(smoking.toggle).toBeChecked();
    await page.goto(editorUrl(draftId, 'services'));
    await expect(elevator.toggle).toBeChecked();
    await expect(elevator.value).toHaveValue('1');
    await expect(water.toggle).not.toBeChecked();
    await page.goto(editorUrl(draftId, 'details'));
    await expect(size.value).toHaveValue('1200,5');
    await expect(furnished.value).toHaveValue('Sí');
  });

  test('keyboard only: Propiedad filled and saved, a stepper and a switch', async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    await page.goto(editorUrl(draftId, 'basic_details'));
    const form = propertyForm(page);
    await expect(form.description).toBeVisible(FIRST_PAINT);

    // Into the tool: the first type card (the shell's own Tab order is the editor's e2e).
    await form.type('Apartamento').focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.type('Casa')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.operation(propertyToolTexts.operationSale)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.operation(propertyToolTexts.operationRent)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.price).toBeFocused();
    await page.keyboard.type('320000');
    await page.keyboard.press('Tab');
    await expect(form.price).toHaveValue('320.000,00');
    await expect(form.code).toBeFocused();
    await page.keyboard.type('CASA-12');
    await page.keyboard.press('Tab');
    await expect(form.bold).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.region.getByRole('button', { name: richTextTexts.italic })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.description).toBeFocused();
    await page.keyboard.type(DESCRIPTION);
    await page.keyboard.press('Tab');
    await expect(form.save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, editorToasts.propertySaved)).toBeVisible();
    await expect(page).toHaveURL(/section=enviroments/, { timeout: 4000 });

    const bedroom = stepper(page, 'Habitación');
    await bedroom.plus.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(bedroom.value).toHaveText('2');
    await page.keyboard.press('Shift+Tab');
    await expect(bedroom.minus).toBeFocused();
    await expect(toast(page, editorToasts.enviromentSaved)).toBeVisible();

    await page.goto(editorUrl(draftId, 'services'));
    const gas = detail(page, detailsToolTexts.headings.services, 'Gas directo');
    await gas.toggle.focus();
    await page.keyboard.press('Space');
    await expect(gas.toggle).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(gas.value).toBeFocused();
    await expect(toast(page, editorToasts.serviceSaved)).toBeVisible();

    const saved = await draftsApi.get(agent.accessToken, draftId);
    expect(saved).toMatchObject({ propertyType: 'Casa', operationType: 1, price: 320000, code: 'CASA-12', bedrooms: 2 });
    expect(saved.details.map((item) => item.propertyDetailType.name)).toEqual(['Gas directo']);
  });

  for (const width of [1366, 390] as const) {
    test(`axe at ${width} px (and screenshots with E2E_SCREENSHOTS): every tool of this area`, async ({ page, agent, draftsApi }, testInfo) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);

      await page.goto(editorUrl(draftId, 'basic_details'));
      const form = propertyForm(page);
      await expect(form.description).toBeVisible(FIRST_PAINT);
      await form.save.click();
      await expect(form.region.getByText(propertyValidation.propertyTypeRequired)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `propiedad-${width}`);
      await reviewScreenshot(page, `propiedad-${width}`, { fullPage: true });

      await page.goto(editorUrl(draftId, 'enviroments'));
      await stepper(page, 'Habitación').plus.click();
      await expect(toast(page, editorToasts.enviromentSaved)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `ambientes-${width}`);
      await reviewScreenshot(page, `ambientes-${width}`, { fullPage: true });

      for (const [section, heading, name] of [
        ['details', detailsToolTexts.headings.details, 'Amoblado'],
        ['services', detailsToolTexts.headings.services, 'Ascensor'],
        ['rules', detailsToolTexts.headings.rules, 'No fumar'],
      ] as const) {
        await page.goto(editorUrl(draftId, section));
        await detail(page, heading, name).toggle.check();
        await expect(detail(page, heading, name).value).toBeVisible();
        await expectNoSeriousViolations(page, testInfo, `${section}-${width}`);
        await reviewScreenshot(page, `${section}-${width}`, { fullPage: true });
      }
    });
  }
});
