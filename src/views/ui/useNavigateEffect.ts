import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { NavigateParams } from '../../machines/effects.ts';

/**
 * The machines' `navigate` effect: client-side through wouter, or a full page load when the
 * machine asks for one (continue_url may name any page of the site, including non-SPA ones).
 */
export function useNavigateEffect(): (params: NavigateParams) => void {
  const [, navigate] = useLocation();
  return useCallback(
    ({ to, replace = false, full = false }: NavigateParams) => {
      if (full) window.location.assign(to);
      else navigate(to, { replace });
    },
    [navigate],
  );
}
