/**
 * Navigation inside the workbench. The shell owns the router; plugins link and navigate with these
 * so they never import the router themselves.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export { Link } from 'wouter';

/** `navigate('/whatsnew')` */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return navigate;
}

/** Sets the browser tab's title while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
