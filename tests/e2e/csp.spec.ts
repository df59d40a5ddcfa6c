import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

test.use({ baseURL: SINGLE_USER_URL });

test('the app is served under its Content-Security-Policy, which refuses an injected inline script', async ({
  page,
  request,
  cspViolations,
}) => {
  const headers = (await request.get(`${SINGLE_USER_URL}/`)).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['x-frame-options']).toBe('DENY');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.head.append(script);
    return (window as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.some((text) => text.includes('script-src'))).toBe(true);
  // provoked on purpose: the guard of every journey would fail this test on it
  cspViolations.length = 0;
});
