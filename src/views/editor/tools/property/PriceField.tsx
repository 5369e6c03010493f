import { useId, useLayoutEffect, useRef } from 'react';
import { caretAfterFormat } from '../../../../machines/forms/property-form.ts';
import { FieldError, FieldLabel, Input } from '../../../ui/TextField.tsx';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  span {
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input { padding-left: 1.75rem; font-variant-numeric: tabular-nums; }
`;

/**
 * The price input (spec 03 §5, issue 21 §6): the machine keeps digits and separators as typed and
 * shows the number back es-VE on blur ('185.000' → '185.000,00'); when a keystroke is refused the
 * caret stays where the agent was typing instead of jumping to the end.
 */
export function PriceField({
  label,
  placeholder,
  value,
  error,
  onType,
  onBlur,
}: {
  label: string;
  placeholder: string;
  value: string;
  error: string | null;
  onType: (text: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<{ typed: string; at: number } | null>(null);

  // After each render that follows a keystroke (reformatted or refused): the caret goes back where the agent was typing.
  useLayoutEffect(() => {
    const element = input.current;
    const typed = caret.current;
    caret.current = null;
    if (element === null || typed === null || document.activeElement !== element) return;
    const at = caretAfterFormat(typed.typed, typed.at, value);
    element.setSelectionRange(at, at);
  });

  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Row>
        <span aria-hidden="true">$</span>
        <Input
          ref={input}
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            caret.current = { typed: event.target.value, at: event.target.selectionStart ?? event.target.value.length };
            onType(event.target.value);
          }}
          onBlur={onBlur}
        />
      </Row>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
