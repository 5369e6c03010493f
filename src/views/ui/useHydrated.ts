import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the build's pre-render) and while it hydrates that
 * HTML, true from the render that follows, and always true in a page rendered in the browser.
 * React renders again by itself when the two snapshots differ, so no effect is involved.
 * A pre-rendered form keeps its submit button disabled until then: pressing Enter before the
 * JavaScript runs must not submit the form natively (a GET with the password in the URL).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
