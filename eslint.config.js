import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';

/**
 * Import directions: app → locales → pages → features → components / content /
 * domain / config / lib. Features never import each other; content and domain stay free
 * of React and Supabase. A language's folder (src/locales/<folder>/) holds its words and its
 * pages, which hand the words to the views and features; nothing below reads a translation
 * (tests may, to check them).
 */
const layer = (from, target, message) => ({ target: `./src/${target}`, from: from.map((f) => `./src/${f}`), message });

const SUPABASE_PATH = {
  name: '@supabase/supabase-js',
  message: 'Load supabase-js only through src/lib/supabase.ts (lazily).',
  allowTypeImports: true,
};

/** Forms reach zod and the resolver through the form layer only. */
const FORM_PATHS = [
  { name: 'zod', message: "Import z from '@/domain/zod' (zod/mini, configured for the Content Security Policy)." },
  { name: 'zod/mini', message: "Import z from '@/domain/zod' (configured for the Content Security Policy)." },
  { name: '@hookform/resolvers/zod', message: 'Use useSchemaForm from @/components/form/schema-form.' },
];

/** Every <form> is the form layer's <Form>. */
const FORM_ELEMENT = { selector: "JSXOpeningElement[name.name='form']", message: 'Use <Form> and useSchemaForm from @/components/form/schema-form (react-hook-form + a zod schema).' };

/** A path of the site's sections written out, as a string or the start of a template's part. */
const SECTION = '\\/(contact|apply|application-paid|status|dispatch|pro|newsletter)(\\/|\\?|$)';
const ROUTE_MESSAGE = 'Use the path from src/config/paths.ts (CONTACT_PATH, statusPath(), …; in the Edge Functions supabase/functions/_shared/site-paths.ts), declared once.';
const ROUTE_LITERALS = [
  { selector: `Literal[value=/^${SECTION}/]`, message: ROUTE_MESSAGE },
  { selector: `TemplateElement[value.raw=/^${SECTION}/]`, message: ROUTE_MESSAGE },
];

const zones = [
  layer(['app'], 'locales', 'locales must not import app'),
  layer(['app'], 'pages', 'pages must not import app'),
  layer(['app'], 'features', 'features must not import app'),
  layer(['pages'], 'features', 'features must not import pages'),
  layer(['app', 'pages', 'features'], 'components', 'components are shared UI: no app, pages or features'),
  layer(['app', 'pages', 'features', 'components', 'lib'], 'content', 'content is plain data'),
  layer(['app', 'pages', 'features', 'components', 'content', 'lib'], 'domain', 'domain is pure rules'),
  layer(['app', 'pages', 'features', 'components', 'content', 'domain', 'lib'], 'config', 'config stands alone'),
  layer(['app', 'pages', 'features', 'components', 'content'], 'lib', 'lib must not import UI or copy'),
  ...['report-issue', 'apply', 'zip-check', 'newsletter', 'auth', 'dispatch', 'status', 'pro-portal'].map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'features never import each other',
  })),
];

/** Only the app and a language's own folder read its words (tests excepted: they check them). */
const LOCALE_ZONES = ['pages', 'features', 'components', 'content', 'domain', 'config', 'lib'].map((target) =>
  layer(['locales'], target, `${target} must not import a translation: its page passes the words in`),
);

export default tseslint.config(
  { ignores: ['dist*/**', 'node_modules', '.data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...LOCALE_ZONES] }],
      'no-restricted-imports': ['error', { paths: [SUPABASE_PATH, ...FORM_PATHS] }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['src/lib/supabase.ts', 'supabase/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/content/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FORM_PATHS,
          patterns: [{ group: ['react', 'react-dom', 'react-*', '@supabase/*'], message: 'content and domain are plain TypeScript' }],
        },
      ],
    },
  },
  // The form layer's own two files import what every other file reaches through them.
  {
    files: ['src/domain/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react-*', '@supabase/*'], message: 'domain is plain TypeScript' }] }] },
  },
  {
    files: ['src/components/form/schema-form.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [SUPABASE_PATH] }] },
  },
  // The site's paths are written once (src/config/paths.ts and, for those the messages link to,
  // supabase/functions/_shared/site-paths.ts): nowhere else as a literal.
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts', 'scripts/serve.ts', 'scripts/prerender.ts'],
    ignores: ['src/config/paths.ts', 'supabase/functions/_shared/site-paths.ts', '**/*.test.{ts,tsx}', '**/*_test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS] },
  },
  // One form idiom: every <form> is the form layer's <Form> (react-hook-form + a zod schema).
  {
    files: ['src/**/*.tsx'],
    ignores: [
      'src/components/form/schema-form.tsx',
      // The report form as the server renders it: it works before any script has loaded, and
      // hands over to lead-form-live.tsx (a <Form>) on first use.
      'src/features/report-issue/lead-form.tsx',
      // Step flows (react-hook-form + zod too): each step validates its own fields with
      // trigger() before the next, which <Form>'s submit-the-whole-schema does not do.
      'src/features/report-issue/contact-flow.tsx',
      'src/features/apply/apply-wizard.tsx',
      // On every home page, whose script budget (100 KB) has no room for react-hook-form and
      // zod: one ZIP field, checked by the same pattern the schemas use (ZIP_PATTERN).
      'src/features/zip-check/zip-check-form.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', FORM_ELEMENT, ...ROUTE_LITERALS] },
  },
  {
    files: ['src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', FORM_ELEMENT] },
  },
);
