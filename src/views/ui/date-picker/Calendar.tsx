import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { datePicker, dates } from '../../../i18n/dates.ts';
import { formatMonthYear, partsOf } from '../dates.ts';
import { Icon } from '../icons.tsx';
import { addMonths, dayAfterKey, isoDay, monthWeeks, spokenDay } from './calendar.ts';

/**
 * The date picker's month grid (WAI-ARIA APG "Date Picker Dialog"): Spanish month and day names,
 * Monday-first weeks. Arrows move a day or a week, Home/End to the week's ends, Page Up/Down a
 * month (with Shift a year), Enter or Space choose, Escape closes; Tab cycles between the month
 * buttons and the grid, whose one focusable day is the focused one. Days before `min` are shown
 * but cannot be chosen or focused.
 */

const Popover = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.layers.popover};
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  right: 0;
  width: max-content;
  max-width: calc(100vw - 2rem);
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-align: center;
  }
  h3::first-letter { text-transform: uppercase; }
`;

const cell = css`
  width: 40px;
  height: 40px;
`;

const NavButton = styled.button`
  ${cell}
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.background}; }
  &:disabled { color: ${({ theme }) => theme.colors.border}; cursor: default; }
`;

const Grid = styled.table`
  border-collapse: collapse;

  th {
    ${cell}
    height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: capitalize;
  }
  td { height: 40px; padding: 0; text-align: center; }
`;

const DayButton = styled.button<{ $today: boolean; $selected: boolean }>`
  ${cell}
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[aria-disabled='true'] { color: ${({ theme }) => theme.colors.muted}; text-decoration: line-through; cursor: not-allowed; }
  &:focus-visible { outline-offset: 0; }

  ${({ $today, theme }) =>
    $today &&
    css`
      border-color: ${theme.colors.primary};
      font-weight: 700;
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      font-weight: 700;

      &:hover:not([aria-disabled='true']) { background: ${theme.colors.primaryHover}; }
    `}
`;

/** Keyboard help, for devices with a pointer that hovers (a keyboard is likely there). */
const Keys = styled.p`
  display: none;
  max-width: 280px;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};

  @media (hover: hover) { display: block; }
`;

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </Icon>
);

const sixWeeks = (year: number, month: number): (string | null)[][] => {
  const weeks = monthWeeks(year, month);
  return [...weeks, ...Array.from({ length: 6 - weeks.length }, () => Array<string | null>(7).fill(null))];
};

const TABBABLE = 'button:not([disabled]):not([tabindex="-1"])';

export interface CalendarProps {
  /** The chosen day ('YYYY-MM-DD'), or null. */
  value: string | null;
  /** The first day that may be chosen: today in Caracas for a due date. */
  min: string;
  /** Today in Caracas, marked in the grid. */
  today: string;
  onSelect: (day: string) => void;
  /** Escape: the field closes the grid and takes focus back. */
  onClose: () => void;
}

export function Calendar({ value, min, today, onSelect, onClose }: CalendarProps) {
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const start = value !== null && value >= min ? value : min;
  const [focused, setFocused] = useState(start);
  const [shown, setShown] = useState(() => partsOf(start));
  /** Set when a key moved the focused day: the new day's button takes focus after the render. */
  const focusGrid = useRef(true);

  useEffect(() => {
    if (!focusGrid.current) return;
    focusGrid.current = false;
    ref.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const minMonth = partsOf(min);
  const canGoBack = shown.year * 12 + shown.month > minMonth.year * 12 + minMonth.month;

  const moveTo = (day: string, takeFocus: boolean) => {
    const next = day < min ? min : day;
    setShown(partsOf(next));
    if (next === focused) return;
    focusGrid.current = takeFocus;
    setFocused(next);
  };

  const showMonth = (count: number) => moveTo(addMonths(isoDay(shown.year, shown.month, partsOf(focused).day), count), false);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(focused, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    moveTo(next, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || ref.current === null) return;
    // Tab stays inside the grid's dialog (and the panel around it leaves the key alone).
    event.preventDefault();
    event.stopPropagation();
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(TABBABLE));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = items[(index + (event.shiftKey ? -1 : 1) + items.length) % items.length];
    next?.focus();
  };

  const choose = (day: string) => {
    if (day >= min) onSelect(day);
  };

  return (
    <Popover ref={ref} role="dialog" aria-modal="true" aria-label={datePicker.dialog} onKeyDown={onKeyDown}>
      <Header>
        <NavButton type="button" aria-label={datePicker.previousMonth} disabled={!canGoBack} onClick={() => showMonth(-1)}>
          <Chevron direction="left" />
        </NavButton>
        <h3 id={headingId} aria-live="polite">
          {formatMonthYear(shown.year, shown.month)}
        </h3>
        <NavButton type="button" aria-label={datePicker.nextMonth} onClick={() => showMonth(1)}>
          <Chevron direction="right" />
        </NavButton>
      </Header>
      <Grid role="grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {dates.weekdaysShort.map((short, index) => (
              <th key={short} scope="col" abbr={dates.weekdays[index]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Six rows keyed by position: a new month updates the same buttons rather than replacing
              the focused one (its removal made Chromium reset the panel's scroll), and the grid
              keeps its height. */}
          {sixWeeks(shown.year, shown.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td key={column} aria-selected={day === value}>
                    <DayButton
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={spokenDay(day)}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={day < min ? true : undefined}
                      $today={day === today}
                      $selected={day === value}
                      onClick={() => choose(day)}
                    >
                      {partsOf(day).day}
                    </DayButton>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Keys>{datePicker.keys}</Keys>
    </Popover>
  );
}
