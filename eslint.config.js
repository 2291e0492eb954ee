import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web features never import each other: one rule block per feature folder.
const featureDir = 'apps/web/app/features';
const features = fs.existsSync(featureDir) ? fs.readdirSync(featureDir) : [];
const featureBoundaries = features.map((f) => ({
  files: [`${featureDir}/${f}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((o) => o !== f)
          .flatMap((o) => [
            { group: [`~/features/${o}`, `~/features/${o}/*`], message: 'features do not import each other' },
            { group: [`../${o}`, `../${o}/*`], message: 'features do not import each other' },
          ]),
      },
    ],
  },
}));

// No import cycles: a module's dependencies never lead back to it (type-only imports aside, they
// vanish at run time). Resolves relative paths, the workspace packages and the web app's `~/`.
// Test files are left out: nothing imports them, so they cannot close a cycle (and walking the
// graph from every test would double the rule's time).
const noCycle = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['**/*.test.{ts,tsx}', 'e2e/**'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { '~': [path.resolve(import.meta.dirname, 'apps/web/app')] },
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/build',
      '**/.react-router',
      'data',
      'apps/web/public',
      // linted on purpose by scripts/lint-config.test.ts only
      'scripts/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // packages/shared is imported by every app and imports none of them
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@occ/server', '@occ/web', '**/apps/**'], message: 'shared imports no app' }],
        },
      ],
    },
  },
  {
    // the web app reaches the server only over HTTP (loaders get context.api)
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [`${featureDir}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@occ/server', '**/apps/server/**'], message: 'web does not import the server' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  noCycle,
);
