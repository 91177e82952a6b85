import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { soundpostPlugin } from './scripts/eslint/plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'data-demo/**',
      '.tmp/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, soundpost: soundpostPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature never imports another feature; app/ composes them. The rule resolves each
      // import (relative or alias) to its folder, so `../../../artwork/x` is caught too.
      'soundpost/feature-boundaries': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'packages/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { soundpost: soundpostPlugin },
    rules: {
      // API modules meet through their index.ts; no module or file imports in a cycle.
      'soundpost/module-boundaries': [
        'error',
        {
          // Two raw SQL reaches left (decision 040, "Left"): each would need the lower module
          // to read a figure of a module above it.
          allowSql: {
            'apps/api/src/modules/royalties/royalty-entries.ts': ['withdrawals'],
            'apps/api/src/modules/splits/recouped.ts': ['royalty_line_splits'],
          },
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'packages/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/api/src/config.ts',
      'apps/web/src/lib/env.ts',
      '**/*.test.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
    },
  },
);
