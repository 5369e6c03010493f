import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { isIsoDate } from '../../../schema/rules.ts';
import { datePicker } from '../../../i18n/dates.ts';
import { CalendarIcon } from '../actionIcons.tsx';
import { formatDate } from '../dates.ts';
import { FieldError, FieldLabel, InFieldButton, Input, ShrinkableField as Field } from '../TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden.ts';
import { Calendar } from './Calendar.tsx';
import { formatTyped, parseTyped } from './calendar.ts';

const Control = styled.div`
  position: relative;
  display: flex;

  input { padding-right: 3rem; font-variant-numeric: tabular-nums; }
`;

const ToggleButton = styled(InFieldButton)`
  color: ${({ theme }) => theme.colors.primary};

  svg { width: 20px; height: 20px; }
  &:disabled { color: ${({ theme }) => theme.colors.muted}; cursor: not-allowed; }
`;

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', '' when empty, or what the agent typed that is not a date (the machine flags it). */
  value: string;
  /** The first day that may be chosen ('YYYY-MM-DD'). */
  min: string;
  /** Today in Caracas ('YYYY-MM-DD'), marked in the grid. */
  today: string;
  error?: string | null;
  readOnly?: boolean;
  onValueChange: (value: string) => void;
}

/**
 * A Spanish date field: the day typed as 'dd/mm/aaaa' (day first, whatever the browser's locale)
 * or chosen in a month grid opened by the calendar button. A whole typed date is handed on at
 * once; a partial one when the agent leaves the field or presses Enter, so the 'not valid' message
 * does not flash while typing. The grid's open state and the text being typed are the field's own.
 * It ships in the chunk of the only page with a date field (the customer view, with its task form),
 * never with the public pages: see docs/decisions.md, issue 8.
 */
export function DateField({ label, value, min, today, error = null, readOnly = false, onValueChange }: DateFieldProps) {
  const inputId = useId();
  const formatId = `${inputId}-format`;
  const errorId = `${inputId}-error`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** What the agent is typing; null shows the value. */
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (isIsoDate(value) ? formatTyped(value) : value);

  // A click anywhere else closes the grid (focus stays where the click put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !fieldRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    const day = parseTyped(typed);
    const next = day ?? typed;
    if (next !== value) onValueChange(next);
  };

  const onType = (text: string) => {
    setDraft(text);
    const day = parseTyped(text);
    if (day !== null && day !== value) onValueChange(day);
    else if (text.trim() === '' && value !== '') onValueChange('');
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowDown' && event.altKey && !readOnly) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const select = (day: string) => {
    setDraft(null);
    if (day !== value) onValueChange(day);
    close();
  };

  const chosen = isIsoDate(value) ? value : null;
  const describedBy = [formatId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Field ref={fieldRef}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <VisuallyHidden id={formatId}>{datePicker.format}</VisuallyHidden>
      <Control>
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={datePicker.placeholder}
          value={shown}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onType(event.target.value)}
          onBlur={commit}
          onKeyDown={onInputKeyDown}
        />
        <ToggleButton
          ref={buttonRef}
          type="button"
          aria-label={chosen === null ? datePicker.open : datePicker.openWithValue(formatDate(chosen))}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={readOnly}
          onClick={() => setOpen((current) => !current)}
        >
          <CalendarIcon />
        </ToggleButton>
        {open && <Calendar value={chosen} min={min} today={today} onSelect={select} onClose={close} />}
      </Control>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
