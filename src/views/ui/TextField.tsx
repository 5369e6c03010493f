import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { useValueTypedEarly } from './useValueTypedEarly.ts';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A field's column in a row of fields (selects, dates): it may shrink below its content. */
export const ShrinkableField = styled(Field)`
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &::placeholder { color: ${({ theme }) => theme.colors.muted}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline-offset: 0; }
  &[type='password'], &[data-revealable] { padding-right: 3rem; }
`;

/** A square button inside a field's right edge (reveal a password, open a calendar). */
export const InFieldButton = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  width: 44px;
  height: 100%;
  display: grid;
  place-items: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A Spanish message from the machine, or null when the field is fine. */
  error?: string | null;
  /** Extra description under the input (e.g. the password checklist). */
  hint?: ReactNode;
  /**
   * Announce the error as soon as it appears or changes (a live region that is always there):
   * for a field whose error is the only answer to a submit, such as the sign-up password.
   */
  announceError?: boolean;
}

/** A labelled input; its error is announced through aria-invalid + aria-describedby. */
export function TextField({ label, value, onValueChange, error = null, hint, announceError = false, type = 'text', id, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [revealed, setRevealed] = useState(false);
  const inputRef = useValueTypedEarly<HTMLInputElement, string>((input) => input.value, value, onValueChange);
  const isPassword = type === 'password';
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputRow>
        <Input
          ref={inputRef}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          data-revealable={isPassword ? '' : undefined}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {isPassword && (
          <InFieldButton
            type="button"
            aria-label={revealed ? ui.hidePassword : ui.showPassword}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((current) => !current)}
          >
            <EyeIcon open={!revealed} />
          </InFieldButton>
        )}
      </InputRow>
      {announceError ? (
        <div aria-live="assertive">{error && <FieldError id={errorId}>{error}</FieldError>}</div>
      ) : (
        error && <FieldError id={errorId}>{error}</FieldError>
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
