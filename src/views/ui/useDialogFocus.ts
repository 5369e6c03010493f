import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusables = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);

/**
 * A modal dialog's keyboard contract: focus moves in on open (the element marked `data-autofocus`,
 * else the first focusable or the dialog itself, as asked) and back to where it was on close; Tab cycles inside;
 * Escape closes. The handler is React's, so a dialog opened inside another (rendered through a
 * portal, bubbling through the React tree) handles its own keys and the outer one ignores them.
 */
export function useDialogFocus<E extends HTMLElement>(
  onClose: () => void,
  /** 'dialog' focuses the dialog itself (a panel whose first control is no better a start than another). */
  initialFocus: 'first' | 'dialog' = 'first',
): {
  ref: RefObject<E | null>;
  onKeyDown: (event: KeyboardEvent<E>) => void;
} {
  const ref = useRef<E>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? (initialFocus === 'first' ? focusables(dialog)[0] : undefined) ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may be gone (a deleted task's card): then focus falls back to the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<E>) => {
    const dialog = ref.current;
    if (dialog === null || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onKeyDown };
}
