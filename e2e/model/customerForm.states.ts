import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { customerFieldTexts, customerFormTexts } from '../../src/i18n/customers.ts';
import type { CustomerFormContext } from '../../src/machines/customerFormMachine.ts';
import type { Effect } from '../../tests/machines/graph.ts';
import { customerForm, toast } from '../fixtures/customers.ts';
import { REAL_PLACE, realText } from './customerForm.data.ts';
import type { ModelRun } from './drive.ts';
import { expectView, type ExpectedView } from './customerForm.view.ts';

/**
 * What customerFormMachine's states look like on /customers/create and /customers/edit/{slug}:
 * which controls the machine enables, the values and errors it holds, the lookup card, the busy
 * controls, the reference lists the page received, the toast and the redirect.
 */

const exact = { exact: true } as const;

/** The controls the steps act on (by label and Spanish text, as a person finds them). */
export const formPage = (page: Page) => ({
  ...customerForm(page),
  hint: page.getByText(customerFieldTexts.phoneHint, exact),
});

/* What the page was really told, where the path and the page can part (see customerForm.actions.ts). */

export interface Calls {
  /** Calls the machine started (as the model's replay counts them). */
  invoked: number;
  /** Calls taken from the gate: answered, or released unheeded when stale. */
  taken: number;
  /** The newest call was let through before the path's outcome step, for a person to pick from its list. */
  early: boolean;
}

export const callsOf = (run: ModelRun, actor: string): Calls => {
  const key = `calls:${actor}`;
  const known = run.scratch.get(key) as Calls | undefined;
  if (known) return known;
  const calls: Calls = { invoked: 0, taken: 0, early: false };
  run.scratch.set(key, calls);
  return calls;
};

/** The machine's newest call of that actor is still held: the page waits for it. */
export const pending = (run: ModelRun, actor: string): boolean => {
  const calls = callsOf(run, actor);
  return calls.taken < calls.invoked;
};

/** Whether the page shows the list the model calls ready, failed or loading. */
const listOnPage = (run: ModelRun, actor: string, status: string): 'shown' | 'empty' | 'unknown' => {
  if (status === 'ready' || callsOf(run, actor).early) return 'shown';
  if (status === 'failed' || pending(run, actor)) return 'empty';
  return 'unknown';
};

export interface Saved {
  readonly slug: string;
  readonly fullName: string;
}

export const SAVED = 'saved';

const F = customerFieldTexts;

/** A select's expected value and choices, as far as the page was told its list. */
const placeView = (run: ModelRun, id: string | null, option: string, onPage: 'shown' | 'empty' | 'unknown') => {
  if (onPage === 'unknown') return {};
  // Only 'Selecciona' until the list arrives.
  if (onPage === 'empty') return { options: [F.choose] };
  return { options: expect.arrayContaining([option]), value: id === null ? '' : realText(run, id) };
};

const formView = (run: ModelRun, snapshot: AnyMachineSnapshot, context: CustomerFormContext): ExpectedView => {
  const editing = context.mode === 'edit';
  const editable = snapshot.hasTag('editable');
  const locked = !context.identityEditable;
  const { values, errors } = context;
  const text = (value: string, error: string | null, email = false) => ({
    value: email ? value.trim() : value,
    disabled: !editable,
    // Another agent's customer: read-only rather than disabled.
    readOnly: locked,
    error,
  });
  const statesOnPage = listOnPage(run, 'loadStates', context.countryStatesStatus);
  const localitiesOnPage = values.countryStateId === null ? 'empty' : listOnPage(run, 'loadLocations', context.localitiesStatus);
  const localitiesWaiting = context.localitiesStatus === 'loading' && !callsOf(run, 'loadLocations').early;
  const saving = snapshot.matches({ form: 'creating' }) || snapshot.matches({ form: 'updating' });
  return {
    controls: {
      [F.phone]: { value: realText(run, values.phoneNumber), readOnly: !editable || locked, error: errors.phoneNumber },
      [F.firstName]: text(values.firstName, errors.firstName),
      [F.lastName]: text(values.lastName, errors.lastName),
      // An e-mail input cannot hold spaces around its text: the browser's value sanitisation drops them.
      [F.email]: text(realText(run, values.emailAddress), errors.emailAddress, true),
      [F.tenantType]: {
        value: values.tenantType === null ? '' : String(values.tenantType),
        disabled: !editable || !snapshot.can({ type: 'option.selected', field: 'tenantType', value: 2 }),
        error: errors.tenantType,
      },
      [F.countryState]: {
        ...placeView(run, values.countryStateId, REAL_PLACE.state.name, statesOnPage),
        disabled: !editable || locked,
        error: errors.countryState,
      },
      [F.location]: {
        ...placeView(run, values.countryLocationId, REAL_PLACE.location.name, localitiesOnPage),
        disabled: !editable || locked || values.countryStateId === null || localitiesWaiting,
        error: errors.countryLocation,
      },
      [F.year]: { value: values.birthDate.year === null ? '' : String(values.birthDate.year), error: errors.birthDate },
    },
    buttons: { [editing ? F.save : F.create]: { disabled: !editable, busy: saving } },
    texts: {
      [editing ? customerFormTexts.editHeading : customerFormTexts.createHeading]: true,
      [customerFormTexts.identityReadOnlyNote]: locked,
      [F.found]: false,
      [F.lookingUp]: snapshot.matches({ form: 'emailLookingUp' }),
    },
  };
};

const stateView = (run: ModelRun, snapshot: AnyMachineSnapshot): ExpectedView => {
  const context = snapshot.context as CustomerFormContext;
  const phone = realText(run, context.values.phoneNumber);
  if (snapshot.matches('phone')) {
    // Only the phone until a lookup finds nobody (spec 02 §2.2).
    return {
      controls: {
        [F.phone]: { value: phone, readOnly: false, error: context.errors.phoneNumber },
        [F.firstName]: { disabled: true },
        [F.email]: { disabled: true },
      },
      buttons: { [F.create]: { disabled: true } },
      texts: { [customerFormTexts.createHeading]: true, [F.phoneHint]: true, [F.lookingUp]: snapshot.matches({ phone: 'lookingUp' }), [F.found]: false },
    };
  }
  if (snapshot.matches('existing')) {
    const existing = context.existing!;
    const linking = snapshot.matches({ existing: 'linking' });
    const contact = existing.phoneNumber ? `+${existing.phoneNumber.fullNumber}` : (existing.emailAddress ?? '');
    const linkable = !existing.linked;
    return {
      controls: {
        [F.phone]: { value: phone, readOnly: linking },
        [F.tenantType]: linkable ? { value: String(context.values.tenantType), disabled: linking } : null,
        [F.firstName]: null,
      },
      buttons: { [customerFormTexts.addExisting]: linkable ? { disabled: linking, busy: linking } : null },
      texts: { [F.found]: true, [existing.fullName]: true, [realText(run, contact)]: true, [F.lookingUp]: false },
    };
  }
  if (snapshot.matches('form')) return formView(run, snapshot, context);
  if (snapshot.matches('redirecting')) {
    // The toast shows while the form stays put with every control off (the step's notify checks the toast).
    return {
      controls: { [F.phone]: { readOnly: true }, [F.firstName]: { disabled: true } },
      buttons: { [context.mode === 'edit' ? F.save : F.create]: { disabled: true } },
    };
  }
  throw new Error(`customerForm UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
};

export const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  if (snapshot.matches('done')) {
    const saved = run.scratch.get(SAVED) as Saved;
    await expect(page.getByRole('heading', { level: 1, name: saved.fullName, exact: true })).toBeVisible();
    return;
  }
  if (snapshot.matches('redirecting')) await expect(page).toHaveURL(/\/customers\/(create|edit\/[^/]+)$/);
  await expectView(page, stateView(run, snapshot), `the page shows ${JSON.stringify(snapshot.value)}`);
};

export const expectEffect = async (run: ModelRun, effect: Effect): Promise<void> => {
  if (effect.kind === 'actor') {
    run.scratch.set(`input:${effect.name}`, effect.input);
    const calls = callsOf(run, effect.name);
    calls.invoked += 1;
    calls.early = false;
    return;
  }
  if (effect.name === 'notify') {
    await expect(toast(run.page, (effect.params as { message: string }).message)).toBeVisible();
  }
  if (effect.name === 'navigate') {
    // The model's slug is its own; the page goes to the one the server gave the saved customer.
    const saved = run.scratch.get(SAVED) as Saved;
    await expect.poll(() => new URL(run.page.url()).pathname).toBe(`/customers/view/${encodeURIComponent(saved.slug)}`);
  }
};
