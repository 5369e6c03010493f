import type { CountryLocation, CountryState } from '../../schema/reference.ts';
import { type Tenant, type TenantLookup, type TenantType, type TenantUpdateBody } from '../../schema/tenant.ts';
import { recheckShown } from './access-forms.ts';
import { freshAttempt, type CreateAttempt } from './create-attempt.ts';
import {
  canChangeTenantType,
  customerFormValues,
  emptyCustomerForm,
  noCustomerErrors,
  tenantTypeOptions,
  tenantUpdateBody,
  validateCustomerForm,
  type CustomerErrors,
  type CustomerField,
  type CustomerFormValues,
} from './customer-form.ts';

/**
 * customerFormMachine's context and the pure rules its actions and guards apply to it, kept out
 * of the machine file so the machine stays a readable statechart.
 */

export type CustomerFormMode = 'create' | 'edit';

export interface CustomerFormInput {
  readonly mode: CustomerFormMode;
  /** The customer being edited (edit mode). */
  readonly tenant?: Tenant;
  /** 'YYYY-MM-DD' in Caracas: the birth-date limit. Defaults to the current day. */
  readonly today?: string;
  /** Issue 21: the agent's unsaved copy, restored after a reload (it wins over the customer's values). */
  readonly restored?: CustomerFormValues | null;
}

type ValueKey = keyof CustomerFormValues;

export type TextField = 'firstName' | 'lastName' | 'documentNumber' | 'emailAddress' | 'phoneNumber';
export type OptionField = 'sex' | 'documentType' | 'tenantType';
export type ReferenceStatus = 'loading' | 'ready' | 'failed';

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface CustomerFormContext {
  readonly mode: CustomerFormMode;
  readonly tenant: Tenant | null;
  readonly today: string;
  /**
   * Whether the person's identity (every field but the type) may change: always when creating;
   * when editing, only for the agent who created the person (the server's `identityEditable`).
   */
  readonly identityEditable: boolean;
  readonly values: CustomerFormValues;
  readonly errors: CustomerErrors;
  /** The tenant a lookup found, shown with 'Agregar cliente'. */
  readonly existing: TenantLookup | null;
  /** What the type select offers (spec 02 §4). */
  readonly tenantTypeOptions: readonly TenantType[];
  readonly countryStates: readonly CountryState[];
  readonly countryStatesStatus: ReferenceStatus;
  /** Localities of the chosen state; empty until one is chosen. */
  readonly localities: readonly CountryLocation[];
  readonly localitiesStatus: ReferenceStatus | 'idle';
  /** Passed on from the chosen locality (spec 02 §4). */
  readonly coordinates: Coordinates | null;
  /** The customer created, updated or linked: where the redirect goes. */
  readonly saved: Tenant | null;
  /**
   * Issue 21: the values the agent changed since the form opened (a restored copy counts as
   * changed where it differs from the customer): they keep what was typed when the customer is
   * read again after another tab saved it.
   */
  readonly touched: readonly ValueKey[];
  /** Issue 21: the Idempotency-Key of the create (create-attempt.ts). */
  readonly createAttempt: CreateAttempt;
}

/** Which error a text field shows; the document number has no rule. */
export const textFieldError: Record<TextField, CustomerField | null> = {
  firstName: 'firstName',
  lastName: 'lastName',
  documentNumber: null,
  emailAddress: 'emailAddress',
  phoneNumber: 'phoneNumber',
};

/**
 * The form's errors as far as the agent can act on them: every field for the creator; only the
 * type for a linked agent, who cannot change (nor be blocked by) the person's stored data.
 */
export const editableErrors = (values: CustomerFormValues, today: string, identityEditable: boolean): CustomerErrors => {
  const errors = validateCustomerForm(values, today);
  return identityEditable ? errors : { ...noCustomerErrors, tenantType: errors.tenantType };
};

/**
 * Spec 02 §5, checked on change: the changed field at once, and the fields already showing an
 * error (a refused submit shows them all).
 */
const recheck = (context: CustomerFormContext, values: CustomerFormValues, changed: readonly CustomerField[]): CustomerErrors => {
  const fresh = editableErrors(values, context.today, context.identityEditable);
  const errors = { ...recheckShown(context.errors, fresh) } as { [F in CustomerField]: string | null };
  for (const field of changed) errors[field] = fresh[field];
  return errors;
};

export const coordinatesOf = (localities: readonly CountryLocation[], countryLocationId: string | null): Coordinates | null => {
  const locality = localities.find((option) => option.countryLocationId === countryLocationId);
  return locality === undefined ? null : { latitude: locality.latitude, longitude: locality.longitude };
};

/** The state and its locality are one answer: changing either keeps both when the customer is read again. */
const PLACE: readonly ValueKey[] = ['countryStateId', 'countryLocationId'];

const withTouched = (touched: readonly ValueKey[], keys: readonly ValueKey[]): readonly ValueKey[] => {
  const added = keys.some((key) => PLACE.includes(key)) ? [...keys, ...PLACE] : keys;
  return [...new Set([...touched, ...added])];
};

export const edited = (context: CustomerFormContext, patch: Partial<CustomerFormValues>, changed: readonly CustomerField[]) => {
  const values = { ...context.values, ...patch };
  return {
    values,
    errors: recheck(context, values, changed),
    touched: withTouched(context.touched, Object.keys(patch) as ValueKey[]),
  };
};

/** Spec 02 §4: choosing a state clears the locality and loads the new state's localities. */
export const withCountryState = (context: CustomerFormContext, countryStateId: string | null) => ({
  ...edited(context, { countryStateId, countryLocationId: null }, ['countryState']),
  localities: [],
  localitiesStatus: countryStateId === null ? ('idle' as const) : ('loading' as const),
  coordinates: null,
});

export const withCountryLocation = (context: CustomerFormContext, countryLocationId: string | null) => ({
  ...edited(context, { countryLocationId }, ['countryLocation']),
  coordinates: coordinatesOf(context.localities, countryLocationId),
});

/** A person found by a lookup: what was typed for a new one is moot, except how they were found. */
export const lookupFieldsOnly = (context: CustomerFormContext) => ({
  values: { ...emptyCustomerForm, phoneNumber: context.values.phoneNumber, emailAddress: context.values.emailAddress },
  errors: noCustomerErrors,
  coordinates: null,
  localities: [],
  localitiesStatus: 'idle' as const,
});

/** Spec 02 §2.2: a lookup failure clears the form. */
export const clearedForm = {
  values: emptyCustomerForm,
  errors: noCustomerErrors,
  existing: null,
  coordinates: null,
  localities: [],
  localitiesStatus: 'idle',
} as const;

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The values where `values` differs from `base`. */
const changedKeys = (base: CustomerFormValues, values: CustomerFormValues): readonly ValueKey[] =>
  (Object.keys(base) as ValueKey[]).filter((key) => !sameValue(base[key], values[key]));

/**
 * Issue 21: the customer read again after a 412 (another tab saved it first). Its values replace
 * the form's, except those the agent changed since the form opened, which keep what was typed.
 * The person's identity rights do not change (the creator is fixed). Another state brought by
 * the fresh values needs its localities (`localitiesStatus` 'loading').
 */
const refreshedValues = (context: CustomerFormContext, tenant: Tenant): CustomerFormValues => {
  const kept = Object.fromEntries(context.touched.map((key) => [key, context.values[key]])) as Partial<CustomerFormValues>;
  return { ...customerFormValues(tenant), ...kept };
};

/** The fresh values bring another state: its localities must load. */
export const placeMoves = (context: CustomerFormContext, tenant: Tenant): boolean =>
  refreshedValues(context, tenant).countryStateId !== context.values.countryStateId;

export const refreshedContext = (context: CustomerFormContext, tenant: Tenant) => {
  const values = refreshedValues(context, tenant);
  const moved = values.countryStateId !== context.values.countryStateId;
  return {
    tenant,
    tenantTypeOptions: tenantTypeOptions(tenant.tenantType),
    values,
    errors: recheckShown(context.errors, editableErrors(values, context.today, context.identityEditable)),
    ...(moved
      ? { localities: [], localitiesStatus: values.countryStateId === null ? ('idle' as const) : ('loading' as const), coordinates: null }
      : { coordinates: coordinatesOf(context.localities, values.countryLocationId) }),
  };
};

/** The type select: Cliente and Contacto, or a lead's own type too, and only when not a lead (spec 02 §4). */
export const isOfferedType = (context: CustomerFormContext, value: number | null): boolean =>
  canChangeTenantType(context.tenant?.tenantType ?? null) &&
  context.tenantTypeOptions.some((option) => option === value);

/** Options other than the type select are the person's identity. */
export const canSelectOption = (context: CustomerFormContext, field: OptionField, value: number | null): boolean =>
  field === 'tenantType' ? isOfferedType(context, value) : context.identityEditable;

/**
 * PUT /tenants/{id}. The creator sends the form. A linked agent sends the person exactly as the
 * server answered it (the server accepts it only when every identity field equals what it
 * stores), with the type they chose.
 */
export const customerUpdateBody = (context: CustomerFormContext): TenantUpdateBody => {
  const { tenant, values } = context;
  if (tenant === null) return tenantUpdateBody('', values);
  if (context.identityEditable) return tenantUpdateBody(tenant.tenantId, values);
  return {
    tenantId: tenant.tenantId,
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    tenantType: (values.tenantType ?? tenant.tenantType) as TenantType,
    codePhoneNumber: tenant.phoneNumber.code,
    phoneNumber: tenant.phoneNumber.number,
    emailAddress: tenant.emailAddress,
    documentType: tenant.documentType,
    documentNumber: tenant.documentNumber,
    sex: tenant.sex,
    countryState: tenant.address.countryStateId,
    location: tenant.address.countryLocationId,
    birthDate: tenant.birthDate,
  };
};

/** The machine's starting context. */
export const initialCustomerFormContext = (input: CustomerFormInput, today: string): CustomerFormContext => {
  const editing = input.mode === 'edit' ? (input.tenant ?? null) : null;
  const saved = editing === null ? emptyCustomerForm : customerFormValues(editing);
  const values = input.restored ?? saved;
  return {
    mode: input.mode,
    tenant: input.tenant ?? null,
    today: input.today ?? today,
    identityEditable: editing === null || editing.identityEditable,
    values,
    errors: noCustomerErrors,
    existing: null,
    tenantTypeOptions: tenantTypeOptions(editing?.tenantType ?? null),
    countryStates: [],
    countryStatesStatus: 'loading',
    localities: [],
    localitiesStatus: values.countryStateId ? 'loading' : 'idle',
    coordinates: null,
    saved: null,
    touched: editing === null ? [] : changedKeys(saved, values),
    createAttempt: freshAttempt(),
  };
};
