// One ESLint config for the whole repository, at its root rather than one per workspace: both workspaces share the
// same TypeScript rules and a single pinned toolchain (root devDependencies), `npm run lint` runs one eslint process
// over cms/ and web/, and what differs (the site's Next, React hooks and accessibility rules; each side's globals) is
// scoped below by `files` instead of being repeated in two configs that would drift apart.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web');

/** Site code that may run only on the server: lib/server/ and web/server. */
const SERVER_ONLY = [/^lib\/server\//, /^server\//];
/** The whole text catalogue, mostly the staff screens' texts: public client code takes lib/shared/public-messages. */
const FULL_CATALOGUE = /^lib\/shared\/messages$/;

/** An import's target as a path inside web/ without its extension, or null for a package. */
function siteTarget(filename, source) {
  let target;
  if (source.startsWith('@/')) target = source.slice(2);
  else if (source.startsWith('.')) target = path.relative(WEB_DIR, path.resolve(path.dirname(filename), source));
  else return null;
  return target
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|mjs|js)$/, '')
    .replace(/\/index$/, '');
}

/**
 * What runs where, checked on each import: code a browser may load (islands/, files marked 'use client', and
 * lib/shared/, which both sides import) never imports server-only code, and the public pages' client code (not the
 * staff screens': components/admin/, app/) does not carry the full text catalogue. The runtime guard
 * (lib/server/server-only.ts) stays as the last line, for an import this cannot see (through a component without
 * the directive).
 */
const whereItRuns = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      serverOnly: '{{file}} may run in a browser and must not import server-only code ({{target}}).',
      fullCatalogue: 'Public client code imports lib/shared/public-messages, not the full catalogue ({{target}}).',
    },
  },
  create(context) {
    const file = path.relative(WEB_DIR, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const isClient = (program) =>
      file.startsWith('islands/') ||
      program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    let client = false;
    const shared = file.startsWith('lib/shared/');
    const check = (sourceNode) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const target = siteTarget(context.filename, sourceNode.value);
      if (target === null) return;
      if ((client || shared) && SERVER_ONLY.some((pattern) => pattern.test(target))) {
        context.report({ node: sourceNode, messageId: 'serverOnly', data: { file, target } });
      } else if (client && !/^(components\/admin|app)\//.test(file) && FULL_CATALOGUE.test(target)) {
        context.report({ node: sourceNode, messageId: 'fullCatalogue', data: { target } });
      }
    };
    return {
      Program(program) {
        client = isClient(program);
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    // Build output, generated files and installed packages.
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/.tmp/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      'web/public/islands/**',
      // The service worker Workbox generates at build (web/scripts/build-sw.mjs).
      'web/public/sw.js',
      'web/next-env.d.ts',
      'web/test-results/**',
      'web/playwright-report/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Parameters and caught errors a signature needs but a body does not use are named with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `import x = require('x')` is TypeScript's import of a CommonJS `export =` module (africastalking); a bare
      // require() call stays an error.
      '@typescript-eslint/no-require-imports': ['error', { allowAsImport: true }],
    },
  },
  {
    // CommonJS files (Jest configs, the e2e harness's helpers) load their dependencies with require().
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The CMS runs on Node only.
    files: ['cms/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The site: React (hooks), Next's rules and accessibility of the markup. Not the Playwright specs: their fixtures'
    // `use` is no React hook.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/e2e/**'],
    plugins: {
      '@next/next': nextPlugin,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { next: { rootDir: 'web/' } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on our own components (<StaffGuard role="admin">) is the staff role, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/e2e/**'],
    plugins: { site: { rules: { 'where-it-runs': whereItRuns } } },
    rules: { 'site/where-it-runs': 'error' },
  },
  {
    // One file-naming convention across both workspaces: kebab-case (`main-nav.tsx`, `site-search.test.ts`); the
    // component inside keeps its PascalCase name. Next's reserved files (`_app`, `_document`, `_error`, `[...path]`)
    // and declaration files are exempt.
    files: ['web/**/*.{ts,tsx,mjs}', 'cms/**/*.{ts,mjs}'],
    ignores: ['web/pages/_*.tsx', '**/*.d.ts', 'web/**/\\[*\\]/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
