import { expect, test, type Locator } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { LOOKUP_DEBOUNCE_MS, REDIRECT_DELAY_MS, type CustomerFormContext } from '../../src/machines/customerFormMachine.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import { model } from '../../tests/machines/customerFormMachine.model.ts';
import { arrangeChangedElsewhere, arrangeForm, arrangeFound, arrangeTaken, dataOf, real, realText, REAL_PLACE } from './customerForm.data.ts';
import { SAVED, callsOf, expectEffect, expectState, formPage, pending, type Saved } from './customerForm.states.ts';
import type { MachinePath } from '../../tests/machines/graph.ts';
import { expectationsAlong, type ModelRun, type ModelStep, type UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint, type HeldCall } from './gate.ts';

/**
 * customerFormMachine in the browser: /customers/create (phone lookup, the card of a person found,
 * the full form with its e-mail lookup) and /customers/edit/{slug}, for a signed-in agent made
 * through the API. Every actor is a call held until the path's outcome event (see gate.ts); the
 * lookup and redirect delays run on Playwright's clock, paused once the form is up.
 *
 * Where a person cannot follow the path to the letter:
 * - a state or locality can only be picked once its list is on the page: when the path picks one
 *   while the list is still loading, the held list is let through first, and the path's later
 *   `done` for it finds nothing left to answer;
 * - an answer to a list the page never asked for (localities with no state chosen) or already
 *   received cannot arrive: such a path is skipped at that step, saying why;
 * - issue 21: a save refused with 412 TENANT_CHANGED is answered without the server; the re-read
 *   that follows goes to the server after another tab saved the customer as the model's answer
 *   says (`changedCustomer`), which only the own customer of the `edit` input can be
 *   (`notDrivableAlong`).
 */

const ENDPOINTS: Readonly<Record<string, GatedEndpoint>> = {
  loadStates: { method: 'GET', path: /^\/rest\/v1\/country-states$/ },
  loadLocations: { method: 'GET', path: /^\/rest\/v1\/country-locations$/ },
  lookupByPhone: { method: 'GET', path: /^\/rest\/v1\/tenants\/phone-number\/[^/]+$/ },
  lookupByEmail: { method: 'GET', path: /^\/rest\/v1\/tenants\/email\/[^/]+$/ },
  link: { method: 'POST', path: /^\/rest\/v1\/tenants\/[^/]+\/agents$/ },
  create: { method: 'POST', path: /^\/rest\/v1\/tenants$/ },
  update: { method: 'PUT', path: /^\/rest\/v1\/tenants\/[^/]+$/ },
  readTenant: { method: 'GET', path: /^\/rest\/v1\/tenants\/[^/]+$/ },
};

const actorInput = (run: ModelRun, actor: string): Record<string, unknown> => {
  const input = run.scratch.get(`input:${actor}`);
  expect(input, `the machine invoked ${actor} before its call ended`).toBeTruthy();
  return input as Record<string, unknown>;
};

/** The newest call of that actor; older ones belong to actors the machine stopped, so the server answers them unheeded. */
const newestCall = async (run: ModelRun, actor: string): Promise<HeldCall> => {
  const calls = callsOf(run, actor);
  let call: HeldCall | null = null;
  while (calls.taken < calls.invoked) {
    if (call) await call.release();
    call = await run.gate.next(ENDPOINTS[actor]!);
    calls.taken += 1;
  }
  if (!call) throw new Error(`customerForm UI map: no ${actor} call is waiting`);
  return call;
};

const pathOf = (call: HeldCall): string => decodeURIComponent(new URL(call.request.url()).pathname);

/** Lets a save through and keeps what the server saved (the redirect goes to its slug). */
const releaseSaved = async (run: ModelRun, call: HeldCall): Promise<void> => {
  const answered = run.page.waitForResponse((response) => response.request() === call.request);
  await call.release();
  const { data } = (await (await answered).json()) as { data: Saved };
  run.scratch.set(SAVED, data);
};

/** A list the page already has (let through early) needs no answer; one it never asked for cannot get one. */
const listOutcome = async ({ run, event }: ModelStep, actor: string): Promise<void> => {
  const calls = callsOf(run, actor);
  if (!pending(run, actor)) {
    if (calls.early && event.type.startsWith('xstate.done.')) return;
    test.skip(true, calls.invoked === 0 ? `the page never asked for ${actor} here` : `the page's ${actor} call was answered already`);
  }
  const call = await newestCall(run, actor);
  const type = failureTypeOf(event['error']);
  if (type === null) return call.release();
  return answerFailure(call, type);
};

/** Lets the newest list through before a person picks from it; a path where it fails later cannot be followed. */
const listBeforePicking = async ({ run }: ModelStep, actor: string, list: Locator, option: string): Promise<void> => {
  if (!pending(run, actor)) return;
  const fails = run.path.steps.some((later) => later.event.type === `xstate.error.actor.${actor}`);
  test.skip(fails, `the path picks from the ${actor} list before it fails to load, which a person cannot do`);
  await (await newestCall(run, actor)).release();
  callsOf(run, actor).early = true;
  await expect(list.locator('option').filter({ hasText: option })).toHaveCount(1);
};

const lookupOutcome = async ({ run, event }: ModelStep, actor: 'lookupByPhone' | 'lookupByEmail'): Promise<void> => {
  const call = await newestCall(run, actor);
  const input = actorInput(run, actor);
  const byPhone = actor === 'lookupByPhone';
  const key = realText(run, String(byPhone ? input['phoneNumber'] : input['emailAddress']));
  expect(pathOf(call), 'the lookup asks for what the machine looks up').toBe(`/rest/v1/tenants/${byPhone ? 'phone-number' : 'email'}/${key}`);
  const arranged = `found:${actor}`;
  const type = failureTypeOf(event['error']);
  if (type === null) {
    if (!run.scratch.has(arranged)) {
      await arrangeFound(run, byPhone ? { phone: dataOf(run).phone } : { email: key });
      run.scratch.set(arranged, true);
    }
    return call.release();
  }
  // The run's number and e-mail are unique: nobody has them unless this path registered them already.
  if (type === 'TENANT_NOT_FOUND' && !run.scratch.has(arranged)) return call.release();
  return answerFailure(call, type);
};

const outcomes: Record<string, (step: ModelStep) => Promise<void>> = {
  loadStates: (step) => listOutcome(step, 'loadStates'),
  loadLocations: (step) => listOutcome(step, 'loadLocations'),
  lookupByPhone: (step) => lookupOutcome(step, 'lookupByPhone'),
  lookupByEmail: (step) => lookupOutcome(step, 'lookupByEmail'),
  link: async ({ run, event }) => {
    const call = await newestCall(run, 'link');
    const input = actorInput(run, 'link');
    expect(pathOf(call)).toBe(`/rest/v1/tenants/${realText(run, String(input['tenantId']))}/agents`);
    expect(call.body).toEqual({ tenantType: input['tenantType'] });
    const type = failureTypeOf(event['error']);
    if (type === null) return releaseSaved(run, call);
    if (type !== 'TENANT_AGENT_ALREADY_EXIST') return answerFailure(call, type);
    // Linked meanwhile (another tab): the server refuses the second link.
    const { http, accessToken } = dataOf(run);
    await http.linkTenant(accessToken, realText(run, String(input['tenantId'])), 2);
    return call.release();
  },
  create: (step) => saveOutcome(step, 'create'),
  update: (step) => saveOutcome(step, 'update'),
  readTenant: async ({ run, event }) => {
    const call = await newestCall(run, 'readTenant');
    expect(pathOf(call)).toBe(`/rest/v1/tenants/${realText(run, String(actorInput(run, 'readTenant')['tenantId']))}`);
    const type = failureTypeOf(event['error']);
    if (type !== null) return answerFailure(call, type);
    await arrangeChangedElsewhere(run);
    return call.release();
  },
};

/** Issue 21: the re-read answers the model's `changedCustomer`, which the server can only be made to hold for the `edit` input. */
export const notDrivableAlong = (path: MachinePath): string | null =>
  path.inputName !== 'edit' && path.steps.some((step) => step.event.type === 'xstate.done.actor.readTenant')
    ? "the re-read's answer is the own customer of the edit input changed elsewhere; this input's customer is another"
    : null;

/**
 * Issue 21: the page's Idempotency-Key is its own UUID, not the model's; what must agree is when
 * it is the same: a key the model sends again the page sends again, a new one is new on the page too.
 */
const expectAttemptKey = (run: ModelRun, modelKey: string, pageKey: string | undefined): void => {
  expect(pageKey, 'a create carries an Idempotency-Key').toMatch(/^[0-9a-f-]{36}$/);
  const keys = (run.scratch.get('createKeys') as Map<string, string> | undefined) ?? new Map<string, string>();
  run.scratch.set('createKeys', keys);
  const known = keys.get(modelKey);
  if (known !== undefined) expect(pageKey, 'a retry of the same submit sends the same key').toBe(known);
  else expect([...keys.values()], 'another attempt sends a new key').not.toContain(pageKey);
  keys.set(modelKey, pageKey!);
};

/** Create and update: the body is the machine's; an e-mail or phone in use is arranged when the body has one to take. */
const saveOutcome = async ({ run, event }: ModelStep, actor: 'create' | 'update'): Promise<void> => {
  const call = await newestCall(run, actor);
  const input = actorInput(run, actor);
  if (actor === 'create') {
    expect(call.body, 'create sends what the machine asked for').toEqual(real(run, input['body']));
    expectAttemptKey(run, String(input['idempotencyKey']), call.request.headers()['idempotency-key']);
  } else {
    expect(call.body, 'update sends what the machine asked for').toEqual(real(run, input));
  }
  const type = failureTypeOf(event['error']);
  if (type === null) return releaseSaved(run, call);
  const { edited } = dataOf(run);
  const email = call.body?.['emailAddress'];
  const phone = String(call.body?.['phoneNumber']);
  if (type === 'EMAIL_IN_USE' && typeof email === 'string' && email !== edited?.emailAddress) {
    await arrangeTaken(run, { emailAddress: email });
    return call.release();
  }
  if (type === 'PHONE_NUMBER_IN_USE' && phone !== edited?.phoneNumber.number) {
    await arrangeTaken(run, { phoneNumber: phone });
    return call.release();
  }
  // Nothing the form sends is anyone else's: the server cannot be made to say so.
  return answerFailure(call, type);
};

/** Fills a text field; the same text again is cleared first, as a browser sends no change for an unchanged value. */
const fillText = async (field: Locator, value: string): Promise<void> => {
  if ((await field.inputValue()) === value) await field.fill('');
  await field.fill(value);
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before } = step;
  const { page } = run;
  const form = formPage(page);
  const context = before.context as CustomerFormContext;
  switch (event.type) {
    case 'field.changed': {
      const fields: Record<string, Locator> = {
        phoneNumber: form.phone,
        firstName: form.firstName,
        lastName: form.lastName,
        emailAddress: form.email,
        documentNumber: form.documentNumber,
      };
      return fillText(fields[String(event['field'])]!, realText(run, String(event['value'])));
    }
    case 'option.selected': {
      const selects: Record<string, Locator> = { tenantType: form.tenantType, sex: form.sex, documentType: form.documentType };
      await selects[String(event['field'])]!.selectOption(event['value'] === null ? '' : String(event['value']));
      return;
    }
    case 'birthDate.changed': {
      const parts: Record<string, Locator> = { day: form.day, month: form.month, year: form.year };
      await parts[String(event['part'])]!.selectOption(event['value'] === null ? '' : String(event['value']));
      return;
    }
    case 'countryState.selected':
      await listBeforePicking(step, 'loadStates', form.countryState, REAL_PLACE.state.name);
      await form.countryState.selectOption(event['countryStateId'] === null ? '' : realText(run, String(event['countryStateId'])));
      return;
    case 'countryLocation.selected':
      test.skip(context.localitiesStatus === 'failed', 'the localities failed to load: the page offers none to pick');
      await listBeforePicking(step, 'loadLocations', form.location, REAL_PLACE.location.name);
      await form.location.selectOption(event['countryLocationId'] === null ? '' : realText(run, String(event['countryLocationId'])));
      return;
    case 'form.submitted':
      return (context.mode === 'edit' ? form.save : form.submit).click();
    case 'tenant.linkRequested':
      return form.link.click();
    default:
      break;
  }
  if (event.type.startsWith('xstate.after.lookupDebounce.')) return page.clock.runFor(LOOKUP_DEBOUNCE_MS);
  if (event.type.startsWith('xstate.after.redirectDelay.')) {
    await page.clock.runFor(REDIRECT_DELAY_MS);
    // The machine is finished and the customer view opens: React's Suspense reveals it on a timer.
    return page.clock.resume();
  }
  const outcome = outcomes[event.type.split('.').at(-1)!];
  if (!outcome || !/^xstate\.(done|error)\.actor\./.test(event.type)) throw new Error(`customerForm UI map: no action for ${event.type}`);
  return outcome(step);
};

const unsupported = (event: AnyEventObject): string | null => {
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

/** Stops the page's clock once the form is live, so only the path's delay steps move it. */
const freezeClockWhenLive = async (run: ModelRun, live: Locator): Promise<void> => {
  await expect(live).toBeVisible();
  const now = await run.page.evaluate(() => Date.now());
  // A little ahead: the page's time keeps flowing until the pause lands.
  await run.page.clock.pauseAt(now + 1_000);
};

export const customerFormUi: UiMap = {
  model,
  gated: Object.values(ENDPOINTS),
  unsupported,
  open: async (run) => {
    const { page } = run;
    const { edited } = await arrangeForm(run);
    // The calls the machine makes as it starts (the edit form's lists) are counted like any step's.
    for (const effect of expectationsAlong(model, run.path)[0]!.effects) await expectEffect(run, effect);
    await page.clock.install();
    const form = formPage(page);
    if (edited === null) {
      await page.goto('/customers/create');
      await freezeClockWhenLive(run, form.hint);
    } else {
      await page.goto(`/customers/edit/${encodeURIComponent(edited.slug)}`);
      // The submit button is enabled once the page is hydrated and the form is filling.
      await expect(form.save).toBeEnabled();
      await freezeClockWhenLive(run, form.save);
    }
  },
  act,
  expectState,
  expectEffect,
};
