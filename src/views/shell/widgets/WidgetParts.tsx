import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../ui/actionIcons.tsx';
import { MinimiseIcon } from '../../ui/widgetIcons.tsx';

/** The pieces both floating widgets share: the card, its header buttons and the round button with its badge. */

const CARD_WIDTH_PX = 340;

export const WidgetCard = styled.section`
  width: min(${CARD_WIDTH_PX}px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.xxs};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const IconButton = styled.button`
  flex: none;
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export interface WidgetHeaderProps {
  titleId: string;
  title: string;
  subtitle?: string;
  minimiseLabel: string;
  dismissLabel: string;
  onMinimise: () => void;
  onDismiss: () => void;
}

export const WidgetHeader = forwardRef<HTMLButtonElement, WidgetHeaderProps>(function WidgetHeader(
  { titleId, title, subtitle, minimiseLabel, dismissLabel, onMinimise, onDismiss },
  minimiseRef,
) {
  return (
    <Header>
      <Heading>
        <h2 id={titleId}>{title}</h2>
        {subtitle !== undefined && <Subtitle>{subtitle}</Subtitle>}
      </Heading>
      <IconButton ref={minimiseRef} type="button" aria-label={minimiseLabel} onClick={onMinimise}>
        <MinimiseIcon />
      </IconButton>
      <IconButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </Header>
  );
});

const Round = styled.button`
  position: relative;
  width: 56px;
  height: 56px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  display: grid;
  place-items: center;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

export interface RoundWidgetButtonProps {
  /** Says what opens and what the badge counts. */
  label: string;
  count: number;
  icon: ReactNode;
  onOpen: () => void;
}

/** A minimised widget (spec 01 §2): a round button with a count badge. */
export const RoundWidgetButton = forwardRef<HTMLButtonElement, RoundWidgetButtonProps>(function RoundWidgetButton(
  { label, count, icon, onOpen },
  ref,
) {
  return (
    <Round ref={ref} type="button" aria-label={label} onClick={onOpen}>
      {icon}
      <Badge aria-hidden="true">{count}</Badge>
    </Round>
  );
});

/** Escape on an open card minimises it, as a keyboard user expects of a popup. */
export const minimiseOnEscape = (onMinimise: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  onMinimise();
};
