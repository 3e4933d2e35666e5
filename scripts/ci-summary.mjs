/**
 * Prints one closing line for CI, "tests: N passed, N failed, N skipped", from the JSON
 * reports Vitest and Playwright write when CI is set (reports/vitest.json, e2e.json). A browser
 * test that passed only on its retry is listed by name above that line.
 */
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read('reports/vitest.json');
const e2e = read('reports/e2e.json');
if (!vitest || !e2e) {
  console.error('ci-summary: a test report is missing');
  process.exit(1);
}
/** Browser tests that failed once and passed on their one retry (playwright.config.ts): named, never hidden. */
function flakyTitles(suites, parents = []) {
  return (suites ?? []).flatMap((suite) => {
    const path = suite.title ? [...parents, suite.title] : parents;
    const here = (suite.specs ?? []).flatMap((spec) => (spec.tests ?? []).filter((t) => t.status === 'flaky').map(() => [...path, spec.title].join(' › ')));
    return [...here, ...flakyTitles(suite.suites, path)];
  });
}
const flaky = flakyTitles(e2e.suites);
for (const title of flaky) console.log(`flaky (failed once, passed on retry): ${title}`);
const passed = vitest.numPassedTests + e2e.stats.expected + (e2e.stats.flaky ?? 0);
const failed = vitest.numFailedTests + e2e.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + e2e.stats.skipped;
console.log(`unit+integration: ${vitest.numPassedTests} passed; browser: ${e2e.stats.expected} passed${flaky.length ? `, ${flaky.length} only on retry` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
