// Type-aware linting, plus the import boundaries of docs/architecture.md:
// client ↛ server, server ↛ client, shared ↛ either, and no feature imports another.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];
const serverImports = {
  group: ['#server/*', '**/server/**'],
  message: 'The client and shared code never import the server.',
};
const clientImports = {
  group: ['#client/*', '**/client/**'],
  message: 'The server and shared code never import the client.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'migrations/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.test-output/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/start.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  { files: ['eslint.config.js', 'scripts/start.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict(serverImports, clientImports, {
        group: ['node:*', 'react', 'react-dom'],
        message: 'Shared code is pure: no I/O, no React.',
      }),
    },
  },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': restrict(clientImports) } },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': restrict(serverImports, {
        group: ['node:*'],
        message: 'The client runs in the browser.',
      }),
    },
  },
  {
    // No hub folder (issue 33): the context and the error type have modules of their own.
    files: ['src/server/integrations/**', 'src/server/money/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(clientImports, {
        regex: '(^|/)http/',
        message:
          'Integrations and money code import nothing from http/ (#server/context.ts, #server/app-error.ts).',
      }),
    },
  },
  {
    // One server pattern (issue 33): SQL and the schema only in queries files and src/server/db/.
    // Type imports count too: a row's shape others name comes from a queries file or db/rows.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.queries.ts', '**/*.test.ts', '**/*.test.tsx', 'src/server/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
              message:
                'Only *.queries.ts files and src/server/db/ speak SQL: call a queries function.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server feature is one folder: features/<name>/<file>.ts. Another feature's folder is off limits.
    // A feature's API tests may set the scene through another feature's services (a payout before
    // a tax statement): they drive the whole app, as the end-to-end tests do.
    files: ['src/server/features/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(clientImports, {
        // A sibling feature's folder, a path that climbs into any features folder, or the alias.
        regex: '^(\\.\\./(?!\\.\\.)|(\\.\\./)+features/|#server/features/)',
        message: 'Features do not import each other; move shared logic down.',
      }),
    },
  },
  {
    // lib/ is generic (issue 33): the transport, formats, paths, the page's language. What the
    // API holds is in resources/, screens in components/ and features/.
    files: ['src/client/lib/**'],
    rules: {
      'no-restricted-imports': restrict(
        serverImports,
        { group: ['node:*'], message: 'The client runs in the browser.' },
        {
          regex: '^(#client/(features|resources|components|app)/|\\.\\./)',
          message:
            'src/client/lib holds generic code only; it imports no resource, screen or page.',
        },
      ),
    },
  },
  {
    // resources/: one module per API resource that several features read (its keys, its fetcher).
    files: ['src/client/resources/**'],
    rules: {
      'no-restricted-imports': restrict(
        serverImports,
        { group: ['node:*'], message: 'The client runs in the browser.' },
        {
          regex: '^(#client/(features|app)/|\\.\\./)',
          message: 'A resource serves the features; it imports none of them.',
        },
      ),
    },
  },
  {
    // A client feature is features/<name>/{api,components}/<file>.
    files: ['src/client/features/**'],
    rules: {
      'no-restricted-imports': restrict(
        serverImports,
        { group: ['node:*'], message: 'The client runs in the browser.' },
        {
          regex: '^(\\.\\./\\.\\./(?!\\.\\.)|(\\.\\./)+features/|#client/features/)',
          message: 'Features do not import each other; move shared logic down.',
        },
      ),
    },
  },
  {
    // No function over 120 lines (issue 33), outside tests: split it into named parts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  prettier,
);
