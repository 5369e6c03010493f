import type { Page } from '@playwright/test';
import { propertyToolTexts } from '../src/i18n/editor-tools.ts';
import { editorToasts } from '../src/i18n/editor-toasts.ts';
import { editorUrl, expect, test } from './fixtures/editor.ts';

/**
 * Issue 21, 'Two tabs, one draft': two tabs on one draft's 'Propiedad'. Tab A saves a price; tab
 * B, still showing the old draft, saves its code: the server refuses B's write (412, its If-Match
 * is A's old version), B says 'Este borrador cambió en otra pestaña', reads the draft again and
 * keeps the code being typed; A's price was not reverted. B's next 'Guardar' goes through with
 * A's price and B's code.
 */

const CHANGED = 'Este borrador cambió en otra pestaña';

const propertyForm = (page: Page) => {
  const region = page.getByRole('region', { name: propertyToolTexts.heading, exact: true });
  return {
    price: region.getByLabel(propertyToolTexts.priceLabel),
    code: region.getByLabel(propertyToolTexts.codeLabel),
    save: region.getByRole('button', { name: propertyToolTexts.save }),
  };
};

const toast = (page: Page, text: string) => page.getByRole('status', { name: 'Notificaciones' }).getByText(text).first();

test.describe('two tabs on one draft', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the stale tab cannot revert the other tab's price; it says so and keeps what it typed", async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    await draftsApi.basics(agent.accessToken, draftId, { price: 185000, code: null });
    const tabA = page;
    const tabB = await page.context().newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(editorUrl(draftId));
      await expect(propertyForm(tab).price).toHaveValue(/185/, { timeout: 20_000 });
    }

    // Tab A saves a price.
    const a = propertyForm(tabA);
    await a.price.fill('');
    await a.price.pressSequentially('250000');
    await a.price.blur();
    await a.save.click();
    await expect(toast(tabA, editorToasts.propertySaved)).toBeVisible();
    await expect.poll(async () => (await draftsApi.get(agent.accessToken, draftId)).price).toBe(250000);

    // Tab B, stale (it still shows 185,000), saves its code: refused, and said.
    const b = propertyForm(tabB);
    await expect(b.price).toHaveValue(/185/);
    await b.code.fill('B-TAB-7');
    await b.save.click();
    await expect(toast(tabB, CHANGED)).toBeVisible();
    const afterConflict = await draftsApi.get(agent.accessToken, draftId);
    expect(afterConflict).toMatchObject({ price: 250000, code: null });

    // B now shows A's price and still the code it typed; its next save goes through.
    await expect(b.price).toHaveValue(/250/);
    await expect(b.code).toHaveValue('B-TAB-7');
    await b.save.click();
    await expect(toast(tabB, editorToasts.propertySaved)).toBeVisible();
    await expect.poll(async () => (await draftsApi.get(agent.accessToken, draftId)).code).toBe('B-TAB-7');
    expect((await draftsApi.get(agent.accessToken, draftId)).price).toBe(250000);
    await tabB.close();
  });
});
