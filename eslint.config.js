import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

// The api is cut by feature (CONTRIBUTING.md): each folder of api/src/features owns its routes,
// domain and data; shared/ holds what every feature uses (http, database, config, errors, logger).
const folders = (dir, except = []) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name);
const apiFeatures = folders('api/src/features');

/**
 * The zones that keep each feature folder of `dir` apart: every other file of `src` (another
 * feature, the shell, the composition) reaches it only through its index.ts.
 */
function featureZones(src, dir, features) {
  const outside = (name) => [
    `${src}/*.{ts,tsx}`,
    `${dir}/*.{ts,tsx}`,
    ...folders(src)
      .filter((entry) => `${src}/${entry}` !== dir)
      .map((entry) => `${src}/${entry}`),
    ...folders(dir)
      .filter((entry) => entry !== name)
      .map((entry) => `${dir}/${entry}`),
  ];
  return features.map((name) => ({
    target: outside(name),
    from: [`${dir}/${name}`],
    except: ['./index.ts'],
    message: `the rest of the package uses ${name} through its index.ts.`,
  }));
}

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
      // Read TypeScript when following imports (no-cycle parses the modules it walks through).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
        {
          patterns: [
            {
              group: ['@agency/*', '!@agency/contract'],
              message:
                "ui components take their texts and data as props (the api contract's types and constants aside).",
            },
          ],
        },
      ],
    },
  },
  {
    // Product code stays in named parts: a function (a component, a hook, a factory that returns
    // every method of a feature) past 150 lines, or a file past 400, is split. Blank lines and
    // comments do not count; stories, tests, story data and generated files are not product code.
    files: [
      'api/src/**/*.ts',
      'contract/src/**/*.ts',
      'site/src/**/*.{ts,tsx}',
      'ui/src/**/*.{ts,tsx}',
      'scripts/**/*.mjs',
      'site/scripts/**/*.mjs',
    ],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx,mjs}',
      '**/*Story.{ts,tsx}',
      '**/*StoryData.ts',
      '**/storyTransports.ts',
      'site/src/**/stories/**',
      'ui/src/testing/**',
      'ui/src/docs/**',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The contract ships to visitors and is read by every package: it imports nothing but itself
    // (its tests, which ship nowhere, import vitest).
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\./)', message: 'the contract is plain constants and types: it imports only itself.' },
          ],
        },
      ],
    },
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
    // The api's features and layers (CONTRIBUTING.md). Another feature, the composition (app.ts,
    // compose.ts, server.ts) and the commands reach a feature only through its index.ts; shared/
    // imports no feature. Inside a feature the layers go one way: routes/ use domain/ and data/,
    // domain/ uses data/ but never routes/, data/ uses neither. Type-only imports count too.
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...apiFeatures.map((name) => ({
              target: [
                'api/src/*.ts',
                'api/src/cli',
                'api/src/shared',
                ...apiFeatures.filter((other) => other !== name).map((other) => `api/src/features/${other}`),
              ],
              from: [`api/src/features/${name}`],
              except: ['./index.ts'],
              message: `another feature, the composition and the commands use ${name} through its index.ts.`,
            })),
            {
              target: 'api/src/shared',
              from: ['api/src/features', 'api/src/cli', 'api/src/app.ts', 'api/src/compose.ts', 'api/src/server.ts'],
              message: 'shared/ is what every feature uses: it imports no feature and no entry point.',
            },
            ...apiFeatures.flatMap((name) => [
              {
                target: `api/src/features/${name}/domain`,
                from: [`api/src/features/${name}/routes`],
                message: 'domain/ holds the rules, for every entry point: it never imports routes/.',
              },
              {
                target: `api/src/features/${name}/data`,
                from: [`api/src/features/${name}/domain`, `api/src/features/${name}/routes`],
                message: 'data/ is storage only: it never imports domain/ or routes/ (shared types live in data/).',
              },
            ]),
          ],
        },
      ],
    },
  },
  {
    // The site is cut by feature too: the visitor site's features (site/src/features) and the
    // staff area's (site/src/staff/<feature>) are reached only through their index.ts.
    files: ['site/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones('site/src', 'site/src/features', folders('site/src/features')),
            ...featureZones('site/src', 'site/src/staff', folders('site/src/staff', ['stories'])),
          ],
        },
      ],
    },
  },
  {
    // No import cycle anywhere: a cycle makes the order modules start in matter.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Playwright fixtures call their continuation `use`; that is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
