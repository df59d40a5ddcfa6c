/** Only same-origin paths are followed: '/sessions/abc', never '//evil.example' or 'https://…'. */
export function safePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/** Goes to the requested path in the app; if that fails, sets the browser location (spec 3 §4). */
export function navigateOrAssign(navigate: (to: string, options?: { replace?: boolean }) => void, path: string): void {
  try {
    navigate(path, { replace: true });
  } catch {
    window.location.assign(path);
  }
}
