import styled from 'styled-components';
import type { PasswordChecklist as Checklist } from '../../schema/rules.ts';
import { access } from '../../i18n/es.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

type ItemState = 'met' | 'unmet' | 'missing';

const Item = styled.li<{ $state: ItemState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $state }) => ($state === 'met' ? theme.colors.success : $state === 'missing' ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $state }) => ($state === 'missing' ? 600 : 'inherit')};
`;

const items = [
  { key: 'uppercase', label: access.signUp.checklistUppercase },
  { key: 'digitOrSymbol', label: access.signUp.checklistDigitOrSymbol },
  { key: 'length', label: access.signUp.checklistLength },
] as const;

const STATUS_TEXT: Readonly<Record<ItemState, string>> = {
  met: access.signUp.checklistMet,
  unmet: access.signUp.checklistUnmet,
  missing: access.signUp.checklistMissing,
};

/**
 * The live checklist under the sign-up password: each rule says met or unmet by colour, icon
 * and text (so it does not rely on colour alone). Once 'Crear cuenta' was refused (`flagUnmet`),
 * an unmet rule turns into a missing one: red, a cross, and 'falta' for screen readers.
 */
export function PasswordChecklist({ checklist, flagUnmet = false }: { checklist: Checklist; flagUnmet?: boolean }) {
  return (
    <>
      <span>{access.signUp.checklistTitle}</span>
      <List aria-live="polite">
        {items.map(({ key, label }) => {
          const state: ItemState = checklist[key] ? 'met' : flagUnmet ? 'missing' : 'unmet';
          return (
            <Item key={key} $state={state} data-met={state === 'met'} data-state={state}>
              {state === 'met' ? <MetIcon /> : state === 'missing' ? <MissingIcon /> : <UnmetIcon />}
              <span>
                {label}
                <VisuallyHidden>{`: ${STATUS_TEXT[state]}`}</VisuallyHidden>
              </span>
            </Item>
          );
        })}
      </List>
    </>
  );
}

function MetIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7.5" fill="currentColor" />
      <path d="m4.8 8.3 2.1 2 4.3-4.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function UnmetIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function MissingIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7.5" fill="currentColor" />
      <path d="m5.5 5.5 5 5m0-5-5 5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
