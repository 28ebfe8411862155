import js from '@eslint/js';
import { join } from 'node:path';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import oxlint from 'eslint-plugin-oxlint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { lintIgnores } from './scripts/lintIgnores.ts';

export default tseslint.config(
  {
    ignores: lintIgnores,
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  storybook.configs['flat/recommended'],
  {
    // Plain JavaScript (the bootstrap, this file) is not part of a TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // oxlint runs first (`pnpm lint`, `npm test`) with the rules it has, generated from this file by
  // scripts/oxlintrc.ts; these turn them off here, so ESLint runs only the rules oxlint lacks.
  // oxlint reports unused disable directives itself, for both tools' comments.
  // (Not while scripts/oxlintrc.ts reads ESLint's full rule set to write that file.)
  ...(process.env.OXLINTRC_FROM_ESLINT
    ? []
    : [
        { linterOptions: { reportUnusedDisableDirectives: 'off' } },
        ...oxlint.buildFromOxlintConfigFile(join(import.meta.dirname, '.oxlintrc.json'), { typeAware: true }),
      ]),
);
