import { useId, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { customerFormMachine, type CustomerFormMode, type OptionField } from '../../../machines/customerFormMachine.ts';
import type { NotifyParams } from '../../../machines/effects.ts';
import type { CustomerFormValues } from '../../../machines/forms/customer-form.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import { customerFieldTexts, customerFormTexts, customerLabels } from '../../../i18n/customers.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { RestoredNote } from '../../ui/RestoredNote.tsx';
import { Select } from '../../ui/Select.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { media } from '../../ui/media.ts';
import { useNavigateEffect } from '../../ui/useNavigateEffect.ts';
import { useTypedDraft, type TypedDraft } from '../../ui/useTypedDraft.ts';
import { paths } from '../../paths.ts';
import { BirthDateField } from './BirthDateField.tsx';
import { ExistingTenantCard } from './ExistingTenantCard.tsx';
import { decodeTypedCustomer } from './typed-customer.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  /* Another agent's customer: the person's data stays readable and focusable, but looks fixed. */
  input[readonly] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.sm`
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  `}
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}

  /* Until a phone exists the fields are disabled (spec 02 §2.2): they must look it. */
  input:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Why the person's data is read-only (issue 6). */
const Note = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Wide = styled.div`
  ${media.md`
    grid-column: 1 / -1;
  `}
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  /* Phones: the buttons share the width (each a full row when they do not fit side by side). */
  & > * { flex: 1 1 auto; }
  ${media.sm`
    & > * { flex: 0 0 auto; }
  `}
`;

const phoneCodeOptions = [{ value: '58', label: customerFieldTexts.phoneCountry }];
const sexOptions = ([1, 2, 3] as const).map((sex) => ({ value: String(sex), label: customerLabels.sex[sex] }));
const documentTypeOptions = ([1, 2, 3, 4] as const).map((type) => ({ value: String(type), label: customerLabels.documentType[type] }));

const optionValue = (value: number | string | null): string => (value === null ? '' : String(value));
const toNumber = (value: string): number | null => (value === '' ? null : Number(value));

export interface CustomerFormProps {
  mode: CustomerFormMode;
  /** The customer being edited. */
  tenant?: Tenant;
  notify: (params: NotifyParams) => void;
}

/**
 * The customer form of /customers/create and /customers/edit/{slug}, bound to customerFormMachine:
 * which fields are enabled, lookups, validation and saving are all the machine's. What was typed
 * and not saved survives a reload (issue 21: a local copy per agent and customer, or 'new').
 */
export function CustomerForm(props: CustomerFormProps) {
  const typed = useTypedDraft('customer', props.mode === 'edit' ? (props.tenant?.tenantId ?? null) : null, decodeTypedCustomer);
  return <CustomerFormFields key={typed.generation} {...props} typed={typed} />;
}

function CustomerFormFields({ mode, tenant, notify, typed }: CustomerFormProps & { typed: TypedDraft<CustomerFormValues> }) {
  const navigate = useNavigateEffect();
  const form = useActorRef(
    customerFormMachine.provide({
      actions: {
        navigate: (_, params) => navigate(params),
        notify: (_, params) => notify(params),
        rememberTyped: (_, { values }) => typed.remember(values),
        forgetTyped: () => typed.forget(),
      },
    }),
    { input: { mode, tenant, restored: typed.restored }, inspect: useInspect() },
  );

  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const errors = useSelector(form, (snapshot) => snapshot.context.errors);
  const today = useSelector(form, (snapshot) => snapshot.context.today);
  const existing = useSelector(form, (snapshot) => (snapshot.matches('existing') ? snapshot.context.existing : null));
  const countryStates = useSelector(form, (snapshot) => snapshot.context.countryStates);
  const localities = useSelector(form, (snapshot) => snapshot.context.localities);
  const localitiesLoading = useSelector(form, (snapshot) => snapshot.context.localitiesStatus === 'loading');
  const editable = useSelector(form, (snapshot) => snapshot.hasTag('editable'));
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const phoneEnabled = useSelector(form, (snapshot) => snapshot.can({ type: 'field.changed', field: 'phoneNumber', value: '' }));
  const typeSelectable = useSelector(form, (snapshot) => snapshot.can({ type: 'option.selected', field: 'tenantType', value: 2 }));
  const lookingUp = useSelector(
    form,
    (snapshot) => snapshot.matches({ phone: 'lookingUp' }) || snapshot.matches({ form: 'emailLookingUp' }),
  );
  const linking = useSelector(form, (snapshot) => snapshot.matches({ existing: 'linking' }));
  const saving = useSelector(form, (snapshot) => snapshot.matches({ form: 'creating' }) || snapshot.matches({ form: 'updating' }));
  const finished = useSelector(form, (snapshot) => snapshot.matches('redirecting') || snapshot.matches('done'));
  const waitingForPhone = useSelector(form, (snapshot) => snapshot.matches('phone'));
  // Editing a customer another agent registered: only the type is this agent's (issue 6).
  const identityLocked = useSelector(form, (snapshot) => !snapshot.context.identityEditable);
  // The customer as last read: another tab's save (issue 21) may bring another slug or type.
  const current = useSelector(form, (snapshot) => snapshot.context.tenant);
  const offeredTypes = useSelector(form, (snapshot) => snapshot.context.tenantTypeOptions);

  const disabled = !editable || finished;
  const noteId = useId();
  // Text inputs stay focusable and readable (read-only); selects cannot be read-only, so they are disabled.
  const lockedText = identityLocked ? { readOnly: true, 'aria-describedby': noteId } : {};
  const lockedSelect = identityLocked ? { 'aria-describedby': noteId } : {};
  const typeOptions = offeredTypes.map((type) => ({
    value: String(type),
    label: customerLabels.tenantType[type],
  }));
  const selectOption = (field: OptionField, value: string) => form.send({ type: 'option.selected', field, value: toNumber(value) });

  const formElement = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submitted' });
    // A refused submit stays in `filling` showing every error: keyboard users land on the first one.
    if (form.getSnapshot().matches({ form: 'filling' })) {
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <Form ref={formElement} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {typed.restored !== null && <RestoredNote onDiscard={typed.discard} />}
      {identityLocked && (
        <Note id={noteId} role="note">
          {customerFormTexts.identityReadOnlyNote}
        </Note>
      )}
      <PhoneRow>
        <Select
          label={customerFieldTexts.phoneCode}
          name="phoneCode"
          value="58"
          options={phoneCodeOptions}
          disabled={identityLocked}
          {...lockedSelect}
          onValueChange={() => {}}
        />
        <TextField
          label={customerFieldTexts.phone}
          type="tel"
          name="phoneNumber"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="0412 1234567"
          value={values.phoneNumber}
          error={errors.phoneNumber}
          readOnly={!phoneEnabled || finished}
          hint={waitingForPhone && mode === 'create' ? customerFieldTexts.phoneHint : undefined}
          {...lockedText}
          onValueChange={(value) => form.send({ type: 'field.changed', field: 'phoneNumber', value })}
        />
      </PhoneRow>

      <Status role="status">
        {lookingUp && (
          <>
            <Spinner $size={16} />
            {customerFieldTexts.lookingUp}
          </>
        )}
      </Status>

      {existing ? (
        <ExistingTenantCard
          tenant={existing}
          tenantType={optionValue(values.tenantType)}
          typeOptions={typeOptions.filter((option) => option.value !== '1')}
          linking={linking || finished}
          onTypeChange={(value) => selectOption('tenantType', value)}
          onLink={() => form.send({ type: 'tenant.linkRequested' })}
        />
      ) : (
        <>
          <Fields>
            <TextField
              label={customerFieldTexts.firstName}
              name="firstName"
              autoComplete="off"
              value={values.firstName}
              error={errors.firstName}
              disabled={disabled}
              {...lockedText}
              onValueChange={(value) => form.send({ type: 'field.changed', field: 'firstName', value })}
            />
            <TextField
              label={customerFieldTexts.lastName}
              name="lastName"
              autoComplete="off"
              value={values.lastName}
              error={errors.lastName}
              disabled={disabled}
              {...lockedText}
              onValueChange={(value) => form.send({ type: 'field.changed', field: 'lastName', value })}
            />
            <Wide>
              <TextField
                label={customerFieldTexts.email}
                type="email"
                name="emailAddress"
                autoComplete="off"
                value={values.emailAddress}
                error={errors.emailAddress}
                disabled={disabled}
                {...lockedText}
                onValueChange={(value) => form.send({ type: 'field.changed', field: 'emailAddress', value })}
              />
            </Wide>
            <Select
              label={customerFieldTexts.tenantType}
              name="tenantType"
              value={optionValue(values.tenantType)}
              options={typeOptions}
              placeholder={values.tenantType === null ? customerFieldTexts.choose : undefined}
              error={errors.tenantType}
              disabled={disabled || !typeSelectable}
              onValueChange={(value) => selectOption('tenantType', value)}
            />
            <Select
              label={customerFieldTexts.sex}
              name="sex"
              value={optionValue(values.sex)}
              options={sexOptions}
              placeholder={values.sex === null ? customerFieldTexts.choose : undefined}
              error={errors.sex}
              disabled={disabled || identityLocked}
              {...lockedSelect}
              onValueChange={(value) => selectOption('sex', value)}
            />
            <Select
              label={customerFieldTexts.documentType}
              name="documentType"
              value={optionValue(values.documentType)}
              options={documentTypeOptions}
              placeholder={customerFieldTexts.choose}
              error={errors.documentType}
              disabled={disabled || identityLocked}
              {...lockedSelect}
              onValueChange={(value) => selectOption('documentType', value)}
            />
            <TextField
              label={customerFieldTexts.documentNumber}
              name="documentNumber"
              autoComplete="off"
              value={values.documentNumber}
              disabled={disabled}
              {...lockedText}
              onValueChange={(value) => form.send({ type: 'field.changed', field: 'documentNumber', value })}
            />
            <Select
              label={customerFieldTexts.countryState}
              name="countryState"
              value={optionValue(values.countryStateId)}
              options={countryStates.map((state) => ({ value: state.countryStateId, label: state.name }))}
              placeholder={customerFieldTexts.choose}
              error={errors.countryState}
              disabled={disabled || identityLocked}
              {...lockedSelect}
              onValueChange={(value) => form.send({ type: 'countryState.selected', countryStateId: value === '' ? null : value })}
            />
            <Select
              label={customerFieldTexts.location}
              name="location"
              value={optionValue(values.countryLocationId)}
              options={localities.map((location) => ({ value: location.countryLocationId, label: location.name }))}
              placeholder={customerFieldTexts.choose}
              error={errors.countryLocation}
              disabled={disabled || identityLocked || values.countryStateId === null || localitiesLoading}
              {...lockedSelect}
              onValueChange={(value) =>
                form.send({ type: 'countryLocation.selected', countryLocationId: value === '' ? null : value })
              }
            />
            <Wide>
              <BirthDateField
                value={values.birthDate}
                today={today}
                error={errors.birthDate}
                disabled={disabled || identityLocked}
                onPartChange={(part, value) => form.send({ type: 'birthDate.changed', part, value })}
              />
            </Wide>
          </Fields>
          <Actions>
            <ButtonLink $variant="secondary" href={current ? paths.customer({ slug: current.slug }) : paths.customers()}>
              {customerFieldTexts.cancel}
            </ButtonLink>
            <Button type="submit" disabled={disabled || busy} busy={saving}>
              {mode === 'create' ? customerFieldTexts.create : customerFieldTexts.save}
            </Button>
          </Actions>
        </>
      )}
    </Form>
  );
}
