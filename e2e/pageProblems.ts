import type { Page } from '@playwright/test';

/** Every console warning or error and every uncaught error of the page, from now on. */
export function collectProblems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  return found;
}
