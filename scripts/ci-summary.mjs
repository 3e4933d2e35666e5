/**
 * Prints one closing line for CI, "tests: N passed, N failed, N skipped", from the JSON
 * reports Vitest and Playwright write when CI is set (reports/vitest.json, e2e.json).
 */
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read('reports/vitest.json');
const e2e = read('reports/e2e.json');
if (!vitest || !e2e) {
  console.error('ci-summary: a test report is missing');
  process.exit(1);
}
const passed = vitest.numPassedTests + e2e.stats.expected;
const failed = vitest.numFailedTests + e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + e2e.stats.skipped;
console.log(`unit+integration: ${vitest.numPassedTests} passed; browser: ${e2e.stats.expected} passed`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
