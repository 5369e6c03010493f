import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { customerDetailTexts, customerStatusTexts, imagePipelineTexts, photoTexts } from '../../src/i18n/customers.ts';
import { RELOAD_DELAY_MS, type CustomerStatusContext, type CustomerStatusInput } from '../../src/machines/customerStatusMachine.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import { TENANT_STATUS, type Tenant } from '../../src/schema/tenant.ts';
import { TENANT_ID, model } from '../../tests/machines/customerStatusMachine.model.ts';
import { expectUrl, toast } from '../fixtures/customers.ts';
import { gradientPng } from '../fixtures/images.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint } from './gate.ts';
import { arrangeCustomer, customerHeading, expectCallTo, freezeClockWhen, nextLoadOf, statusLine, viewOf, viewPath } from './customer-view.ui.ts';

/**
 * customerStatusMachine in the browser: Más › Archivar / Activar on /customers/view/{slug}, its
 * confirmation modal, the toast, and the reload 2 s later. archive / activate are
 * PUT /tenants/{id}/disabled | enabled, held until the path's outcome event. The delay is
 * Playwright's clock, paused once the view is up, so only the path's `xstate.after.reloadDelay…`
 * step moves it. `status.synced` is the customer reloaded with another status: another tab
 * changes it through the API, then a new photo (whose upload answers the fresh record) brings it.
 */

const ARCHIVE: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/tenants\/[^/]+\/disabled$/ };
const ACTIVATE: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/tenants\/[^/]+\/enabled$/ };
const ACTORS: Readonly<Record<string, { readonly endpoint: GatedEndpoint; readonly route: string }>> = {
  archive: { endpoint: ARCHIVE, route: 'disabled' },
  activate: { endpoint: ACTIVATE, route: 'enabled' },
};

const RELOADED = 'reloaded';

const exact = { exact: true } as const;

const more = (page: Page) => page.getByRole('button', { name: customerDetailTexts.more, ...exact });

/** The modal and its action for this link status: Archivar while active, Activar while filed. */
const dialogFor = (page: Page, status: number) => {
  const active = status === TENANT_STATUS.Active;
  const dialog = page.getByRole('alertdialog', { name: active ? customerStatusTexts.archiveTitle : customerStatusTexts.activateTitle });
  return {
    dialog,
    message: active ? customerDetailTexts.archiveConfirmation : customerDetailTexts.activateConfirmation,
    action: active ? customerStatusTexts.archiveAction : customerStatusTexts.activateAction,
    confirm: dialog.getByRole('button', { name: active ? customerStatusTexts.archiveAction : customerStatusTexts.activateAction, ...exact }),
    cancel: dialog.getByRole('button', { name: customerDetailTexts.cancel, ...exact }),
  };
};

const anyStatusDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: customerStatusTexts.archiveTitle }).or(page.getByRole('alertdialog', { name: customerStatusTexts.activateTitle }));

const statusOf = (snapshot: AnyMachineSnapshot): number => (snapshot.context as CustomerStatusContext).status;

const heldCall = async ({ run, event }: ModelStep) => {
  const actor = event.type.split('.').at(-1)!;
  const { endpoint, route } = ACTORS[actor]!;
  const call = await run.gate.next(endpoint);
  expect(run.scratch.get(`input:${actor}`), 'the actor ran for the model customer').toEqual({ tenantId: TENANT_ID });
  expectCallTo(call, `/rest/v1/tenants/${viewOf(run).customer.tenantId}/${route}`);
  return call;
};

/** Another tab sets the link's status; a new photo then brings the fresh record to the page. */
const syncThroughPhoto = async ({ run, event, before }: ModelStep): Promise<void> => {
  const { page } = run;
  const { http, accessToken, customer } = viewOf(run);
  if (statusOf(before) !== event['status']) await http.setTenantStatus(accessToken, customer.tenantId, Number(event['status']));
  // Under 650 px a picture is used as it is: straight to the preview.
  await page.getByLabel(customerDetailTexts.changeAvatar, exact).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: gradientPng(320, 320) });
  const preview = page.getByRole('dialog', { name: imagePipelineTexts.previewTitle });
  const uploaded = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/tenants/${customer.tenantId}/avatar`));
  await preview.getByRole('button', { name: photoTexts.save, ...exact }).click();
  expect((await uploaded).ok(), 'the photo is saved').toBe(true);
  await expect(toast(page, customerDetailTexts.avatarUpdated)).toBeVisible();
  await expect(preview).toHaveCount(0);
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before } = step;
  const { page } = run;
  if (event.type.startsWith('xstate.after.reloadDelay.')) {
    run.scratch.set(RELOADED, nextLoadOf(page, `/rest/v1/tenants/slug/${viewOf(run).customer.slug}`));
    return page.clock.runFor(RELOAD_DELAY_MS);
  }
  switch (event.type) {
    case 'status.change.requested': {
      const { action } = dialogFor(page, statusOf(before));
      await more(page).click();
      await page.getByRole('menuitem', { name: action, ...exact }).click();
      return;
    }
    case 'status.change.confirmed':
      return dialogFor(page, statusOf(before)).confirm.click();
    case 'status.change.cancelled':
      return dialogFor(page, statusOf(before)).cancel.click();
    case 'status.synced':
      return syncThroughPhoto(step);
    case 'xstate.done.actor.archive':
    case 'xstate.done.actor.activate':
      return (await heldCall(step)).release();
    case 'xstate.error.actor.archive':
    case 'xstate.error.actor.activate':
      // A 500 cannot be provoked, and a link cannot be removed through the API: both answered here.
      return answerFailure(await heldCall(step), failureTypeOf(event['error']) ?? 'SERVER_ERROR');
    default:
      throw new Error(`customerStatus UI map: no action for ${event.type}`);
  }
};

const unsupported = (event: AnyEventObject): string | null => {
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const status = statusOf(snapshot);
  const modal = dialogFor(page, status);
  await expect(customerHeading(page, viewOf(run).customer)).toBeVisible();
  if (snapshot.matches('idle')) {
    await expect(anyStatusDialog(page)).toHaveCount(0);
    await expect(more(page)).not.toHaveAttribute('aria-disabled');
    await expect(statusLine(page, status)).toBeVisible();
  } else if (snapshot.matches('confirming')) {
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toContainText(modal.message);
    await expect(modal.dialog).not.toHaveAttribute('aria-busy');
    await expect(modal.confirm).toBeEnabled();
    await expect(modal.cancel).toBeEnabled();
    await expect(more(page)).toHaveAttribute('aria-disabled', 'true');
  } else if (snapshot.hasTag('busy')) {
    await expect(modal.dialog).toHaveAttribute('aria-busy', 'true');
    await expect(modal.confirm).toBeDisabled();
    await expect(modal.cancel).toBeDisabled();
    await expect(more(page)).toHaveAttribute('aria-disabled', 'true');
  } else if (snapshot.matches('succeeded')) {
    // Done, not yet reloaded: no modal, nothing to ask for until the reload.
    await expect(anyStatusDialog(page)).toHaveCount(0);
    await expect(more(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(statusLine(page, status)).toBeVisible();
  } else {
    throw new Error(`customerStatus UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
  }
};

export const customerStatusUi: UiMap = {
  model,
  gated: [ARCHIVE, ACTIVATE],
  unsupported,
  open: async (run) => {
    const { page } = run;
    const { status } = run.path.input as CustomerStatusInput;
    const { http, accessToken, customer } = await arrangeCustomer(run);
    if (status !== TENANT_STATUS.Active) await http.setTenantStatus(accessToken, customer.tenantId, status);
    await page.clock.install();
    await page.goto(viewPath(customer));
    // From here time stands still unless the reload delay's step moves it.
    await freezeClockWhen(page, customerHeading(page, customer));
  },
  act,
  expectState,
  expectEffect: async (run, effect) => {
    const { page } = run;
    if (effect.kind === 'actor') {
      run.scratch.set(`input:${effect.name}`, effect.input);
      return;
    }
    if (effect.name === 'notify') await expect(toast(page, (effect.params as { message: string }).message)).toBeVisible();
    // The answered record shows at once, before any reload (the clock stands still).
    if (effect.name === 'replaced') await expect(statusLine(page, (effect.params as { customer: Tenant }).customer.status)).toBeVisible();
    if (effect.name === 'reload') {
      await run.scratch.get(RELOADED);
      await expectUrl(page, viewPath(viewOf(run).customer), { from: (effect.params as { from: string }).from });
    }
  },
};
