import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { CloseIcon } from './actionIcons.tsx';
import { media } from './media.ts';
import { useDialogFocus } from './useDialogFocus.ts';

const Backdrop = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.modal};
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $width: number }>`
  width: min(100%, ${({ $width }) => $width}px);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export const IconButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  margin: -${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.text}; }
  &:disabled, &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.6; }
`;

/** Right-aligned in a row; on phones, where two rarely fit, each button takes the full width. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > * { flex: 1 1 auto; }

  ${media.sm`
    & > * { flex: 0 1 auto; }
  `}
`;

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content (ModalActions lays them out). */
  actions?: ReactNode;
  /** The widest the dialog gets, in px. */
  width?: number;
  /** While a request runs the dialog stays: Escape and the close button do nothing. */
  busy?: boolean;
  /** 'alertdialog' for a confirmation that interrupts the agent (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The element that explains the dialog (its message), read with the title. */
  describedBy?: string;
  /** false: no close button, and Escape or the backdrop do nothing (the re-sign-in dialog, issue 21). */
  dismissible?: boolean;
}

/**
 * A centred modal dialog, labelled by its title, rendered over everything through a portal. Mounted
 * means open: the caller renders it only while its machine is in the confirming state.
 */
export function Modal({ title, onClose, children, actions, width = 480, busy = false, role = 'dialog', describedBy, dismissible = true }: ModalProps) {
  const titleId = useId();
  const close = () => {
    if (!busy && dismissible) onClose();
  };
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>(close);
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Dialog
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <IconButton type="button" aria-label={ui.close} onClick={close} disabled={busy}>
              <CloseIcon />
            </IconButton>
          )}
        </Header>
        {children}
        {actions && <ModalActions>{actions}</ModalActions>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
