// Type-aware lint for the whole repo; the rules that catch real bugs are errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'coverage/**',
      'test-results/**',
      '**/*.mjs',
      '**/*.cjs',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import across modules through an @app/* alias.' }] },
      ],
    },
  },
  {
    // Nest resolves injected classes through emitted decorator metadata, so type-only imports would break DI there.
    files: ['apps/**/*.ts', 'libs/**/*.ts', 'test/**/*.ts', 'migrations/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // `npm run db:migration:create` writes async up/down methods that need no await.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setSearchParams'][arguments.0.type=/FunctionExpression$/]",
          message:
            "React Router hands this updater the last render's query, so a change made before that render is lost: use useSearchParamsUpdater from '@/shared/useSearchParamsUpdater'.",
        },
      ],
    },
  },
  {
    // Response bodies from supertest are untyped JSON; asserting on them is the point of these tests.
    files: ['**/*.e2e-spec.ts', '**/*.browser-spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Journeys wait for conditions through the harness (test/support/browser.ts), which survive a loaded machine.
    files: ['**/*.browser-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A fixed sleep passes or fails with the machine’s load: wait for a condition (afterResponse, loaded, noticeAfter, a locator’s state).',
        },
        {
          selector: 'Literal[value=/ant-select-dropdown/]',
          message:
            'Choose options with chooseOption from @app/test/browser: it finds the select’s own dropdown.',
        },
        {
          selector: 'Literal[value=/ant-message/]',
          message:
            'Wait for a toast with noticeAfter from @app/test/browser: it ignores the ones already showing.',
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.browser-spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  prettier,
);
