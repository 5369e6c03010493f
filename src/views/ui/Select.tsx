import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, FieldLabel, ShrinkableField as Field } from './TextField.tsx';
import { ChevronDownIcon } from './icons.tsx';

const Control = styled.div`
  position: relative;
  display: flex;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.sm};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const NativeSelect = styled.select`
  appearance: none;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} 2.25rem ${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-overflow: ellipsis;
  cursor: pointer;

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline-offset: 0; }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** A first, empty choice ('Selecciona…'); chosen when value is ''. */
  placeholder?: string;
  /** A Spanish message from the machine, or null. */
  error?: string | null;
}

/** A labelled native select (keyboard and screen readers for free); its error is announced like TextField's. */
export function Select({ label, value, options, onValueChange, placeholder, error = null, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Control>
        <NativeSelect
          id={selectId}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDownIcon />
      </Control>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
