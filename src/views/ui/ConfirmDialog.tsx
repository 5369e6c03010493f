import { useId } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * A destructive action (delete, archive): the confirm button takes the danger style and focus
   * starts on the safe choice, so Enter pressed out of habit cancels. Otherwise focus starts on
   * the confirm button, the choice the agent just asked for.
   */
  destructive?: boolean;
  /** The call is running: both buttons wait, the confirm one with a spinner; the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation ('Eliminar tarea', 'Archivar cliente'): an alert dialog described by its message,
 * 'Cancelar' first and the action last. Mounted means open: the caller's machine is confirming.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, destructive = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      title={title}
      role="alertdialog"
      describedBy={messageId}
      busy={busy}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel} data-autofocus={destructive || undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            busy={busy}
            disabled={busy}
            onClick={onConfirm}
            data-autofocus={!destructive || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Modal>
  );
}
