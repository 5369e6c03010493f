import { useEffect, useRef, type RefObject } from 'react';

/**
 * The latest value of a prop for an actor's effect: useActorRef provides implementations once, at
 * start, so an effect that calls a callback prop reads it through this ref to see the current one.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
