import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

// The api's entry points and the HTTP layer: they may use domain/ and data/, never the other way.
const apiEntryPoints = [
  'api/src/http',
  'api/src/routes',
  'api/src/cli',
  'api/src/compose.ts',
  'api/src/app.ts',
  'api/src/server.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Package boundaries: a workspace imports another by its package name (`@agency/content`),
    // never by a relative path into its folder.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // The design system's components know nothing of the agency: texts come in as props.
    // Stories and tests may show the agency's copy as sample content.
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: [
      'ui/src/**/*.stories.tsx',
      'ui/src/**/*.test.{ts,tsx}',
      'ui/src/**/storyTransports.ts',
      'ui/src/**/chatStoryData.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@agency/*'], message: 'ui components take their texts and data as props.' }] },
      ],
    },
  },
  {
    // The chat panel stays in named parts: a component or hook that grows past this is split.
    files: ['ui/src/components/Chat/**/*.{ts,tsx}'],
    ignores: ['ui/src/**/*.stories.tsx', 'ui/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 160, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Content is plain data: it imports nothing but itself.
    files: ['content/src/**/*.ts'],
    ignores: ['content/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@agency/*', 'react', 'react-*'], message: 'content is plain data, with no imports.' }],
        },
      ],
    },
  },
  {
    // The api reads the content, never the site or the design system.
    files: ['api/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@agency/site', '@agency/site/*', '@agency/ui', '@agency/ui/*'],
              message: 'the api imports only @agency/content.',
            },
          ],
        },
      ],
    },
  },
  {
    // The api's layers go one way (CONTRIBUTING.md): its entry points (routes/, cli/, compose.ts,
    // app.ts, server.ts) use domain/ and data/; domain/ uses data/ but never an entry point or
    // http/; data/ uses neither domain/ nor an entry point. Type-only imports count too.
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'api/src/domain',
              from: apiEntryPoints,
              message: 'domain/ holds the rules, for every entry point: it never imports http/, routes/ or cli/.',
            },
            {
              target: 'api/src/data',
              from: ['api/src/domain', ...apiEntryPoints],
              message:
                'data/ is storage only: it never imports domain/ or an entry point (shared types live in data/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`; that is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
