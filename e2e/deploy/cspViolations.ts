import type { Page } from '@playwright/test';

/**
 * Every CSP violation the page reports from now on, as `securitypolicyviolation` events and as console messages:
 * a blocked origin (connect-src, img-src, ...) and a string refused by a Trusted Types sink
 * (require-trusted-types-for, trusted-types) alike.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  return found;
}
