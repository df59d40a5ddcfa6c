import { test as base, expect, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** In every page: a Content-Security-Policy violation is written to the console, where the guard reads it. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/**
 * The journeys' `test`: besides Playwright's own fixtures, every page of every context a test opens
 * (its `page`, and contexts from `browser.newContext`) is watched for Content-Security-Policy
 * violations, and any fails the test — the app must run under the server's CSP.
 * `cspViolations` lists them (a test that provokes one on purpose empties it).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text()))
            violations.push(message.text());
        });
        await watched.addInitScript(reportViolations);
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const made = await newContext(...options);
        await watch(made);
        return made;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
