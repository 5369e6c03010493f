import styled, { keyframes } from 'styled-components';
import { ui } from '../../i18n/es.ts';
import { media } from './media.ts';

export type ToastKind = 'success' | 'error';

const slideIn = keyframes`from { transform: translateY(12px); opacity: 0; } to { transform: none; opacity: 1; }`;

/**
 * Always in the DOM so screen readers are listening before a message arrives. Above every overlay
 * (theme.layers): at the bottom on phones, centred at the top from 640 px, where it covers neither
 * a side panel's header (its close and options buttons, on the right) nor its form's buttons.
 */
const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.layers.toast};
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: center;
  pointer-events: none;

  ${media.sm`
    top: ${({ theme }) => theme.space.md};
    bottom: auto;
  `}
`;

const Box = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${slideIn} 0.18s ease-out;

  p { flex: 1; padding: ${({ theme }) => theme.space.xxs} 0; }
`;

const Icon = styled.span<{ $kind: ToastKind }>`
  flex: none;
  margin-top: 4px;
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.success)};
`;

const CloseButton = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export interface ToastProps {
  toast: { kind: ToastKind; message: string } | null;
  onClose: () => void;
}

/** The toast itself; timing (3000 ms auto-hide) belongs to the toast machine. */
export function Toast({ toast, onClose }: ToastProps) {
  return (
    <Region role="status" aria-live="polite" aria-label={ui.notifications}>
      {toast && (
        <Box $kind={toast.kind} data-kind={toast.kind}>
          <Icon $kind={toast.kind}>{toast.kind === 'error' ? <ErrorIcon /> : <CheckIcon />}</Icon>
          <p>{toast.message}</p>
          <CloseButton type="button" aria-label={ui.close} onClick={onClose}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Box>
      )}
    </Region>
  );
}

export function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="m6 10.5 2.6 2.5L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5.5v5.5M10 14.2v.3" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
