import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { SLOW_TEST_MS } from './limits';

/**
 * Names the slowest tests at the end of a run (Playwright's own `reportSlowTests` names files only), so the next
 * slowdown shows at a glance in the CI log: the 8 slowest attempts, and each over SLOW_TEST_MS marked.
 */
export default class SlowestTests implements Reporter {
  private readonly runs: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const retry = result.retry ? ` (retry #${result.retry})` : '';
    this.runs.push({ title: `${test.location.file.split('/').pop()} › ${test.title}${retry}`, ms: result.duration });
  }

  onEnd(): void {
    if (!this.runs.length) return;
    const slowest = [...this.runs].sort((a, b) => b.ms - a.ms).slice(0, 8);
    console.log(`\nSlowest tests (over ${SLOW_TEST_MS / 1000} s marked *):`);
    for (const { title, ms } of slowest) {
      console.log(`  ${ms > SLOW_TEST_MS ? '*' : ' '} ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`);
    }
  }
}
