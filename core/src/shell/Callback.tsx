import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Auth, Spinner, useService } from '@bench/sdk';
import { navigateOrAssign, safePath } from './navigateOrAssign.ts';

/**
 * Finishes sign-in, then goes to the redirect parameter's path when present, else to the path the
 * sign-in service answers, else the sessions list (spec 3 §2, §4).
 */
export function Callback() {
  const auth = useService(Auth);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = `${window.location.origin}${path}${search ? `?${search}` : ''}${window.location.hash}`;
    const requested = safePath(new URLSearchParams(search).get('redirect'));
    auth
      .handleCallback(url)
      .then((answered) => requested ?? safePath(answered) ?? '/')
      .catch((error: unknown) => {
        console.error('Sign-in callback failed', error);
        return requested ?? '/';
      })
      .then((target) => navigateOrAssign(navigate, target));
  }, [auth, path, search, navigate]);

  return (
    <div className="bn-center-screen">
      <Spinner label="Signing in…" />
    </div>
  );
}
