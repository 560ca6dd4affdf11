// ESLint flat config: typescript-eslint's recommended rules on every TypeScript source. What each
// folder may import is .dependency-cruiser.cjs's (`npm run lint` runs both).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.vscode-test/**', 'test-output/**', '**/*.js'] },
  js.configs.recommended,
  // Build scripts, the VS Code harness and the UI suite: plain JavaScript run by Node.
  { files: ['**/*.mjs', '**/*.cjs'], languageOptions: { globals: { ...globals.node } } },
  { files: ['test/unit/register.cjs'], languageOptions: { sourceType: 'commonjs' } },
  // The UI suite: mocha globals, and callbacks that Playwright runs inside the page.
  {
    files: ['test/ui/**/*.mjs', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.mocha, ...globals.browser } },
  },
  { files: ['bench/web-worker.mjs'], languageOptions: { globals: globals.browser } },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.ts'] })),
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'write text with textContent, never innerHTML',
        },
      ],
    },
  },
);
