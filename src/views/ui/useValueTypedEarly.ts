import { useEffect, useRef, type RefObject } from 'react';

/**
 * A pre-rendered form can be filled in before React hydrates it: the browser keeps what was typed
 * (React leaves a field's value alone while hydrating), but no change event ever reached the
 * machine, which would then validate empty fields the visitor sees filled. Once, as the field
 * goes live, this hands the machine what the field really holds. A field rendered in the browser
 * starts with the machine's value, so there is nothing to hand over.
 */
export function useValueTypedEarly<E extends HTMLInputElement, V>(
  read: (element: E) => V,
  value: V,
  onChange: (value: V) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (element !== null && read(element) !== value) onChange(read(element));
    // Once, when the field mounts: every later change arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
