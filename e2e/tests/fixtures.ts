/**
 * The suite's `test`: Playwright's, with a guard every journey runs under (issue 14). A
 * `securitypolicyviolation` event (the page broke its Content-Security-Policy) or an uncaught
 * page error in any page of the test's context fails the test, with the list. A spec that
 * provokes a known error on purpose names it with `test.use({ allowedPageErrors: [/…/] })`.
 *
 *   import { test, expect } from './fixtures';
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface GuardOptions {
  /** Page errors this spec causes on purpose (matched against the message). */
  allowedPageErrors: RegExp[];
}

export const test = base.extend<GuardOptions & { cspAndPageErrorGuard: void }>({
  allowedPageErrors: [[], { option: true }],
  cspAndPageErrorGuard: [
    async ({ context, allowedPageErrors }, use) => {
      const problems: string[] = [];
      await context.exposeBinding('__e2eReportCspViolation', (_source, text: string) => {
        problems.push(`CSP violation: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __e2eReportCspViolation?: (t: string) => void }).__e2eReportCspViolation;
          report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile || e.documentURI}:${e.lineNumber}`);
        });
      });
      const watch = (page: Page) => {
        page.on('pageerror', (err) => {
          if (!allowedPageErrors.some((re) => re.test(err.message))) problems.push(`page error on ${page.url()}: ${err.message}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'no CSP violation and no uncaught page error during the test').toEqual([]);
    },
    { auto: true },
  ],
});
