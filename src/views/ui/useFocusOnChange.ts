import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `key` changes after the first render — for a
 * screen that swaps its content in place (a form step), so keyboard and screen-reader users
 * land on the new heading instead of on a button that vanished.
 */
export function useFocusOnChange<E extends HTMLElement>(key: unknown) {
  const ref = useRef<E>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
