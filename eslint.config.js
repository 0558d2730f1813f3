import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import veriflow from './eslint-rules/boundaries.js';

const root = path.dirname(fileURLToPath(import.meta.url));

const noRawColours = [
  { selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b/]', message: 'Read colours from the theme tokens, never raw hex values.' },
  { selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{6}\\b/]', message: 'Read colours from the theme tokens, never raw hex values.' },
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'storybook-static', 'coverage', 'data', '.e2e-data', 'test-results', 'playwright-report', '.storybook/public', 'contract/types.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { veriflow },
    rules: {
      'veriflow/boundaries': ['error', { root }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='localStorage'][property.name=/^(setItem)$/] > Literal[value=/token/i]", message: 'No token is kept in browser storage.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: ['design-system/theme/**'],
    rules: { 'no-restricted-syntax': ['error', ...noRawColours] },
  },
  {
    // ADR 0019: a feature's indexes name what they offer.
    files: ['features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noRawColours,
        { selector: 'ExportAllDeclaration', message: "A feature's index names each thing it offers (ADR 0019): no `export *`." },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts', 'bench/**/*.ts', '*.{js,ts,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
