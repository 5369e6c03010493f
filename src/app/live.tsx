import { useEffect } from 'react';
import { releaseEarlyActions } from '../services/early-actions.ts';

/**
 * The page is live: what was pressed before it hydrated happens now (services/early-actions.ts).
 * After the page inside the routes' Suspense boundary, which React hydrates in a pass of its own after
 * the shell: its effect runs in that pass, after the page's (the fields' early values are in the
 * machines). Rendered in the pre-render too, so the tree (and every useId) is the one hydrated.
 */
export function Live() {
  useEffect(() => {
    const timer = setTimeout(releaseEarlyActions, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
