import { useId } from 'react';
import styled from 'styled-components';
import type { BirthDatePart, BirthDateParts } from '../../../machines/forms/birth-date.ts';
import { dayOptions, monthOptions, yearOptions } from '../../../machines/forms/birth-date.ts';
import { customerFieldTexts, customerLabels } from '../../../i18n/customers.ts';
import { Select } from '../../ui/Select.tsx';
import { FieldError, FieldLabel } from '../../ui/TextField.tsx';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

/**
 * Día, Mes, Año in that order at every width (issue 8): one row, each select as narrow as its
 * longest choice allows ('Septiembre' in the month), with slimmer paddings on phones; on the
 * narrowest phones (under 380 px) one under the other, still in that order. Media queries, not
 * container queries: Chromium 156 stopped laying out the selects of a query container inside this
 * fieldset once the birth-date error appeared (they lost their boxes and could not be chosen).
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};

  @media (min-width: 380px) {
    grid-template-columns: minmax(4.25rem, 0.8fr) minmax(8.5rem, 1.5fr) minmax(5.25rem, 1fr);
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    select {
      padding-left: ${({ theme }) => theme.space.xs};
      padding-right: 1.75rem;
    }
    svg { right: 0.375rem; }
  }
`;

const numberOptions = (values: readonly number[]) => values.map((value) => ({ value: String(value), label: String(value) }));

const toNumber = (value: string): number | null => (value === '' ? null : Number(value));

export interface BirthDateFieldProps {
  /** The legend; 'Fecha de nacimiento' unless the form marks it (the profile's required '*'). */
  label?: string;
  value: BirthDateParts;
  /** 'YYYY-MM-DD' in Caracas: no year, month or day after it is offered. */
  today: string;
  error: string | null;
  disabled: boolean;
  onPartChange: (part: BirthDatePart, value: number | null) => void;
}

/** Day, month and year selectors (spec 02 §2.2); which choices exist is the form rules' call. */
export function BirthDateField({ label = customerFieldTexts.birthDate, value, today, error, disabled, onPartChange }: BirthDateFieldProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  const months = monthOptions(value.year, today).map((month) => ({
    value: String(month),
    label: customerLabels.months[month - 1] ?? String(month),
  }));

  return (
    <Group aria-describedby={describedBy}>
      <FieldLabel as="legend">{label}</FieldLabel>
      <Row>
        <Select
          label={customerFieldTexts.day}
          name="birthDay"
          value={value.day === null ? '' : String(value.day)}
          placeholder={customerFieldTexts.day}
          options={numberOptions(dayOptions(value.year, value.month, today))}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onValueChange={(day) => onPartChange('day', toNumber(day))}
        />
        <Select
          label={customerFieldTexts.month}
          name="birthMonth"
          value={value.month === null ? '' : String(value.month)}
          placeholder={customerFieldTexts.month}
          options={months}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onValueChange={(month) => onPartChange('month', toNumber(month))}
        />
        <Select
          label={customerFieldTexts.year}
          name="birthYear"
          value={value.year === null ? '' : String(value.year)}
          placeholder={customerFieldTexts.year}
          options={numberOptions(yearOptions(today))}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onValueChange={(year) => onPartChange('year', toNumber(year))}
        />
      </Row>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}
