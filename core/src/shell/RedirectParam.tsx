import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigateOrAssign, safePath } from './navigateOrAssign.ts';

/**
 * A navigation carrying a `redirect` parameter is cancelled and replaced by the originally
 * requested path (spec 3 §4).
 */
export function RedirectParam({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const redirect = safePath(new URLSearchParams(useSearch()).get('redirect'));
  useEffect(() => {
    if (redirect) navigateOrAssign(navigate, redirect);
  }, [redirect, navigate]);
  return redirect ? null : children;
}
