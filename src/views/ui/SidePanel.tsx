import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { CloseIcon } from './actionIcons.tsx';
import { media } from './media.ts';
import { IconButton } from './Modal.tsx';
import { useDialogFocus } from './useDialogFocus.ts';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.panel};
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $expanded: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.panel};
  top: 0;
  right: 0;
  bottom: 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${slideIn} 0.2s ease-out;

  &:focus { outline: none; }

  ${media.sm<{ $expanded: boolean }>`
    width: ${({ $expanded }) => ($expanded ? 'min(100%, 960px)' : '480px')};
  `}

  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 { flex: 1; min-width: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }

  ${media.sm`
    h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  `}
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export interface SidePanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Controls shown before the close button (an options menu, an expand toggle). */
  tools?: ReactNode;
  /** Wider on large screens (the details panel's expand toggle). */
  expanded?: boolean;
}

/**
 * A dialog sliding in from the right, full width on phones, labelled by its title. Mounted means
 * open: the caller renders it while the URL asks for it (`task=`), and closing edits the URL.
 */
export function SidePanel({ title, onClose, children, tools, expanded = false }: SidePanelProps) {
  const titleId = useId();
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>(onClose, 'dialog');
  return createPortal(
    <>
      <Backdrop onMouseDown={onClose} />
      <Panel
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $expanded={expanded}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {tools}
          <IconButton type="button" aria-label={ui.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </>,
    document.body,
  );
}
