import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const shadowDomRules = {
  // Widgets live in shadow roots: page-global lookups see the wrong tree (ARCHITECTURE §3).
  'no-restricted-properties': [
    'error',
    {
      object: 'document',
      property: 'activeElement',
      message: 'Use getActiveElement(node) from @anp/ui: it sees inside shadow roots.',
    },
    {
      object: 'document',
      property: 'querySelector',
      message: 'Query the widget root (useKitContext().root), not the page.',
    },
    {
      object: 'document',
      property: 'querySelectorAll',
      message: 'Query the widget root (useKitContext().root), not the page.',
    },
    { object: 'document', property: 'contains', message: 'Use node.getRootNode() aware checks.' },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'All data goes through the API client of @anp/core.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'host/dist/**',
      'ladle/build/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'packages/core/src/api/client.ts',
      'packages/reference-api/**',
    ],
    rules: shadowDomRules,
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.{ts,tsx,mjs}',
      '*.config.{js,ts}',
      '.dependency-cruiser.cjs',
      'packages/*/scripts/**',
      'host/vite.config.ts',
      'ladle/**/*.{ts,tsx,js}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
