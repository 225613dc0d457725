// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The frontend's layers: shared code, then features, then pages and the app that routes to
// them. An import only ever points down (pages never import the app, which imports them), and
// no feature imports another.
const FRONTEND = 'frontend/src';
const SHARED = ['lib', 'components', 'content', 'styles', 'assets'].map(
  (dir) => `${FRONTEND}/${dir}`,
);
const FEATURES = readdirSync(`${import.meta.dirname}/${FRONTEND}/features`);
const layerZones = [
  {
    target: SHARED,
    from: [`${FRONTEND}/features`, `${FRONTEND}/pages`, `${FRONTEND}/app`],
    message: 'Shared code (lib, components, content) may not import features, pages or the app.',
  },
  {
    target: `${FRONTEND}/features`,
    from: [`${FRONTEND}/pages`, `${FRONTEND}/app`],
    message: 'A feature may not import pages or the app.',
  },
  ...FEATURES.map((feature) => ({
    target: `${FRONTEND}/features/${feature}`,
    from: `${FRONTEND}/features`,
    except: [`./${feature}`],
    message: 'A feature may not import another feature; move what both need to lib/.',
  })),
  {
    target: `${FRONTEND}/pages`,
    from: `${FRONTEND}/app`,
    message: 'Pages may not import the app (the app imports them).',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/coverage/**', '.data/**'] },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Nest modules are classes with only decorators.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: [`${FRONTEND}/**/*.ts`, `${FRONTEND}/**/*.tsx`],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`${FRONTEND}/**/*.ts`, `${FRONTEND}/**/*.tsx`],
    // A spec may render a component inside the page that uses it.
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', '**/test/**/*.tsx'],
    rules: {
      // supertest bodies and Jest matchers are typed `any`.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
