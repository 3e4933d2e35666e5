import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { placeholderBuildError } from './src/config/placeholders';

/**
 * Puts the icon sprite (src/components/icons/sprite.svg) into every page's HTML, hidden, so
 * the icons (`<use href="#name">`) draw with the first paint and cost no request or JS. The
 * prerender then keeps in each page the symbols that page draws (scripts/page-icons.ts); the
 * app fetches the others as it starts (src/components/icons/complete-sprite.ts).
 */
function inlineIconSprite(): Plugin {
  const file = fileURLToPath(new URL('./src/components/icons/sprite.svg', import.meta.url));
  return {
    name: 'inline-icon-sprite',
    transformIndexHtml(html) {
      const sprite = readFileSync(file, 'utf8')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace('<svg xmlns="http://www.w3.org/2000/svg">', '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none" data-icon-sprite="all">')
        .trim();
      return html.replace('<!--icon-sprite-->', sprite);
    },
  };
}

/**
 * Marks two chunks with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on their first
 * line: the entry (React DOM, the router, the shell) and the chunk that holds react-hook-form
 * (with zod, which the build puts beside it). Chrome (136+) then compiles all of their functions
 * on the thread that streams the script, instead of on the main thread the first time hydration
 * calls each one. Whenever the form library's chunk is loaded a form is about to render, and
 * `useForm`, `register` and the field refs run at once. Other engines read a comment. Added after
 * minification (the minifier drops comments): Rolldown's postBanner would put a line break at the
 * top of every other chunk. A source map, when built, is shifted by that line. The file's name
 * (its content hash) is made before: the line is the same in every build.
 */
function compileEagerly(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const formLibrary = '/node_modules/react-hook-form/';
  return {
    name: 'compile-eagerly',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      const holdsFormLibrary = (chunk: (typeof chunks)[number]) => chunk.moduleIds.some((id) => id.includes(formLibrary));
      if (!chunks.some(holdsFormLibrary)) this.error(`no chunk holds ${formLibrary}: compileEagerly would mark the form library's chunk`);
      const marked = chunks.filter((chunk) => chunk.isEntry || holdsFormLibrary(chunk));
      for (const chunk of marked) {
        chunk.code = hint + chunk.code;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}

/**
 * Vite wraps every lazy `import()` in its preload helper (1.7 KB in the entry: 0.6 KB gzip on
 * every page), which adds a lazy module's JS imports and stylesheets to the page before it runs.
 * This build preloads no JS that way (modulePreload.resolveDependencies, below) and no lazy
 * module has a stylesheet of its own (the back office links its sheets, `?url`), so the helper
 * here only calls the import. The build fails if a lazy module gains a stylesheet: link it instead.
 */
function slimPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'slim-preload-helper',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} imports a stylesheet, which only Vite's preload helper would load (slimPreloadHelper replaces it): link the sheet with \`?url\` instead`);
        }
      }
    },
  };
}

/**
 * Marks the site's stylesheet, which Vite links in every page's head, as the first of React's
 * stylesheet precedences (`data-precedence="site"`). A sheet a page renders with a precedence
 * (the back office's, the dark scheme) is placed after the last sheet so marked; unmarked, a
 * client-side navigation would put it first in the head, before this sheet, and the back
 * office's sheet, which repeats this one's rules in Tailwind's order, would lose to them.
 */
function markSiteStylesheet(): Plugin {
  return {
    name: 'mark-site-stylesheet',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="stylesheet"(?![^>]*data-precedence)/g, '<link rel="stylesheet" data-precedence="site"'),
    },
  };
}

/**
 * A build for a real site (VITE_SITE_URL set to a non-local origin) refuses placeholder contact
 * values such as the default 555-01xx dispatch phone (src/config/placeholders.ts). Local and
 * test builds, which leave VITE_SITE_URL unset, are not affected.
 */
function refusePlaceholders(): Plugin {
  return {
    name: 'refuse-placeholder-contacts',
    apply: 'build',
    configResolved(config) {
      const error = placeholderBuildError(config.env);
      if (error) throw new Error(error);
    },
  };
}

export default defineConfig({
  plugins: [slimPreloadHelper(), refusePlaceholders(), react(), tailwindcss(), inlineIconSprite(), markSiteStylesheet(), compileEagerly()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package resolves to its development build, whose warnings ship to the
      // browser; its production build differs only in ENABLE_DEV_WARNINGS = false.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  build: {
    // SITE_OUT lets a second build (e.g. a parallel test run) write elsewhere than dist/.
    outDir: process.env.SITE_OUT || 'dist',
    // The prerender step reads the manifest to add modulepreload links per route.
    manifest: true,
    target: 'es2022',
    modulePreload: {
      // Every browser the es2022 target runs on supports <link rel="modulepreload"> natively
      // (Chrome/Edge 66+, Firefox 115+, Safari 17+): no polyfill in the entry.
      polyfill: false,
      // A page's HTML preloads every chunk of that page (scripts/prerender.ts, from the
      // manifest), so a lazy import only needs its stylesheets listed; its JS imports are
      // fetched by the browser as it reads the chunk. This keeps the table of every chunk's
      // dependencies out of the entry (1.3 KB gzip), at one more round trip when a later page
      // or the drawer loads.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    cssCodeSplit: true,
    // An imported constant (CONTACT_PATH, a limit) is written where it is used, as a literal would
    // be: a single source costs no byte (50-240 B less gzip per page than Rolldown's default 'smart').
    rolldownOptions: { optimization: { inlineConst: { mode: 'all', pass: 2 } } },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
