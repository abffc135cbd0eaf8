// Lint: typescript-eslint's recommended rules everywhere, React hooks rules in the web app, and
// the web app's one-way flow: shared code → features → routes.
import { readdirSync } from 'node:fs'
import { URL } from 'node:url'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Every folder under web/src/features is a feature, so a new one is fenced in from its first file.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const crossFeature =
  'A feature imports components, lib, hooks and domain, never another feature (CONVENTIONS.md): move what both need to components/ui, lib or hooks, or let the route hand it in as a prop.'
const intoRoutes = 'Routes import features, not the other way round.'

/** Feature `name` may import itself, shared code and domain; not another feature, nor routes. */
function featureBoundary(name, allowed = []) {
  const others = features.filter((other) => other !== name)
  const exceptions = [`${name}/`, ...allowed].map((path) => path.replaceAll('/', '\\/')).join('|')
  return {
    files: [`web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${exceptions})`, message: crossFeature },
            { regex: `^(\\.\\./)+(${others.join('|')})(/|$)`, message: crossFeature },
            { regex: '^@/routes(/|$)', message: intoRoutes },
          ],
        },
      ],
    },
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'scratch/**',
      'web/src/routeTree.gen.ts',
      'api/vendor/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests on main.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...features.map((name) => featureBoundary(name)),
  {
    // What the server runs never loads the test runner nor the test harness (CONVENTIONS.md: test
    // helpers live under api/test/); the tests beside the code may.
    files: ['api/src/**/*.ts', 'supabase/functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^vitest(/|$)', message: 'Production code does not import vitest: move the helper to api/test/.' },
            {
              regex: '^(\\.\\./)+(api/)?test(/|$)',
              message: 'Production code does not import the test harness (api/test/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code serves every feature, so it knows none of them.
    files: ['web/src/{components,lib,hooks,theme}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features(/|$)',
              message: 'Shared code (components, lib, hooks, theme) does not import features.',
            },
            { regex: '^(@/|(\\.\\./)+)routes(/|$)', message: intoRoutes },
          ],
        },
      ],
    },
  },
)
