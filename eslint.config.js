import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noHardCodedText from './scripts/eslint/no-hard-coded-text.js';

/**
 * The screens whose words come from the catalogs (decision 0074): no text written into them.
 * Add each file or folder as its screen moves to a namespace.
 */
const TRANSLATED_SCREENS = [
  'src/web/app/**/*.tsx',
  'src/web/components/sign-out-dialog.tsx',
  'src/web/components/role-badge.tsx',
  'src/web/components/language-select.tsx',
  'src/web/components/ui/load-states.tsx',
  'src/web/features/notifications/**/*.tsx',
  'src/web/features/profile/**/*.tsx',
  'src/web/features/dashboard/**/*.tsx',
  'src/web/features/backups/**/*.tsx',
  'src/web/features/webhooks/**/*.tsx',
  'src/web/features/reports/**/*.tsx',
  'src/web/features/fill-ins/**/*.tsx',
  'src/web/components/**/*.tsx',
  'src/web/features/shows/**/*.tsx',
  'src/web/features/djs/**/*.tsx',
  'src/web/features/library/**/*.tsx',
  'src/web/features/categories/**/*.tsx',
  'src/web/features/schedule/components/series/**/*.tsx',
  'src/web/features/schedule/components/copy-week/**/*.tsx',
  'src/web/features/schedule/components/agenda/**/*.tsx',
  'src/web/features/schedule/gaps/**/*.tsx',
  'src/web/features/schedule/zone/**/*.tsx',
  'src/web/features/seasons/**/*.tsx',
  'src/web/features/team/**/*.tsx',
  'src/web/features/schedule/components/*.tsx',
  'src/web/features/auth/**/*.tsx',
  'src/web/features/my-shows/**/*.tsx',
  'src/web/features/away/**/*.tsx',
  'src/web/features/activity/**/*.tsx',

  'src/web/features/exchange/**/*.tsx',
];
/** Inside those, what is not words (a print stylesheet). */
const NOT_WORDS = ['src/web/features/reports/components/print-page.tsx'];

// Nothing but the settings module reads process.env. Import direction, cycles and feature
// boundaries (DESIGN.md §2) are held by dependency-cruiser (.dependency-cruiser.cjs), also run by
// `npm run lint`.
export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The build puts each module in the chunk of the pages that import it (scripts/page-chunks.ts),
      // seeing imports, not which names are used: a barrel import makes every radix primitive and
      // every icon look used by each page that imports one (decision 0058).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'radix-ui',
              message: "Import the primitive: import * as Dialog from 'radix-ui/dialog'.",
            },
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import the icon: import Check from 'lucide-react/icons/check'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from src/server/env.ts' },
      ],
    },
  },
  {
    files: TRANSLATED_SCREENS,
    ignores: NOT_WORDS,
    plugins: { local: { rules: { 'no-hard-coded-text': noHardCodedText } } },
    rules: {
      'local/no-hard-coded-text': [
        'error',
        // Brand and example data: the product's name, an example address or e-mail.
        { allow: ['^Radio Station$', '^https?://', '^[\\w.+-]+@[\\w.-]+$'] },
      ],
    },
  },
);
