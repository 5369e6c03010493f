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

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.muted)};
`;

const items = [
  { key: 'uppercase', label: access.signUp.checklistUppercase },
  { key: 'digitOrSymbol', label: access.signUp.checklistDigitOrSymbol },
  { key: 'length', label: access.signUp.checklistLength },
] as const;

/**
 * The live checklist under the sign-up password: each rule says met or unmet by colour, icon
 * and text (so it does not rely on colour alone).
 */
export function PasswordChecklist({ checklist }: { checklist: Checklist }) {
  return (
    <>
      <span>{access.signUp.checklistTitle}</span>
      <List aria-live="polite">
        {items.map(({ key, label }) => {
          const met = checklist[key];
          return (
            <Item key={key} $met={met} data-met={met}>
              {met ? <MetIcon /> : <UnmetIcon />}
              <span>
                {label}
                <VisuallyHidden>{`: ${met ? access.signUp.checklistMet : access.signUp.checklistUnmet}`}</VisuallyHidden>
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
