import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * A stylesheet the app imports for its URL (`?url`: the dark scheme's, the back office's,
 * uPlot's) is `/assets/<its name>.css` in the tests, as in a build less the hash; Vitest, which
 * leaves CSS out, would give "" (and React warns about a stylesheet link without an href).
 */
const stylesheetUrls: Plugin = {
  name: 'stylesheet-urls',
  enforce: 'pre',
  resolveId(source) {
    const name = /([\w.-]+)\.css\?url$/.exec(source)?.[1];
    return name ? `\0stylesheet-url:${name}` : undefined;
  },
  load(id) {
    const name = id.startsWith('\0stylesheet-url:') ? id.slice('\0stylesheet-url:'.length) : undefined;
    return name ? `export default ${JSON.stringify(`/assets/${name}.css`)};` : undefined;
  },
};

/** How the app's code is resolved and built: the root's, and each project that tests that code. */
const appCode = {
  plugins: [stylesheetUrls],
  resolve: { alias: { '@': src } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
};

/**
 * Five projects:
 * - unit: code beside its tests under src/ (and the scripts' tests), in Node;
 * - dom: the components' tests under src/, rendered in jsdom;
 * - integration: the local Supabase, migrations, RLS and the data layer driven by
 *   supabase-js in Node (Node 22's own WebSocket);
 * - build: a real client build with secrets in its environment, scanned for leaks;
 * - pg15: the same migrations on a real PostgreSQL 15 server, with concurrent connections.
 */
export default defineConfig({
  ...appCode,
  test: {
    // In CI a JSON report feeds the closing summary line (scripts/ci-summary.mjs).
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    // A worker per core (Vitest's default leaves one core out: on a 2-core machine, one file at
    // a time). Each file starts its own stand-in, inbox and cluster on free ports.
    maxWorkers: '100%',
    projects: [
      {
        ...appCode,
        // Components rendered with Testing Library, in jsdom.
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/testing/setup-unit.ts'],
        },
      },
      {
        ...appCode,
        // Everything else runs in Node: creating jsdom for each file was half of the unit tests'
        // time. A file that needs a browser API says so (`// @vitest-environment jsdom`).
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        ...appCode,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['supabase/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // pg15: the migrations, access rules and races on a real PostgreSQL 15 cluster with
        // concurrent connections (tests/pg15/cluster.ts starts and removes it).
        test: {
          name: 'pg15',
          environment: 'node',
          // Its two files run beside the others (a project of one worker would run last, alone);
          // tests/pg15/cluster.ts installs PostgreSQL 15 one caller at a time.
          include: ['tests/pg15/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 360_000,
        },
      },
      {
        // build: builds the client bundle itself (into a temp dir) and checks what ships.
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
