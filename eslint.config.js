import js from '@eslint/js';
import { join } from 'node:path';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import oxlint from 'eslint-plugin-oxlint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { lintIgnores } from './scripts/lintIgnores.ts';

// oxlint runs every rule it has, the type-aware ones through tsgolint (.oxlintrc.json, written by
// scripts/oxlintrc.ts from this file's full rule set: OXLINTRC_FROM_ESLINT). ESLint then runs only
// what oxlint lacks (jsx-a11y's, react-hooks', storybook's rules), without type information: the
// one type-aware rule left to it (no-unsafe-class-instance-assignment) made it build the whole
// TypeScript program, 140 of its 170 CPU seconds on a slow machine (NOTES, the pipeline).
const fullRuleSet = Boolean(process.env.OXLINTRC_FROM_ESLINT);

export default tseslint.config(
  {
    ignores: lintIgnores,
  },
  js.configs.recommended,
  fullRuleSet ? tseslint.configs.strictTypeChecked : tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: fullRuleSet ? { projectService: true, tsconfigRootDir: import.meta.dirname } : {},
      globals: { ...globals.browser, ...globals.node },
    },
    rules: fullRuleSet
      ? {
          '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
          '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
        }
      : {},
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  storybook.configs['flat/recommended'],
  {
    // Plain JavaScript (the bootstrap, this file) is not part of a TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // oxlint runs first (`pnpm lint`, `npm test`); these turn its rules off here. oxlint reports
  // unused disable directives itself, for both tools' comments. (Not while scripts/oxlintrc.ts
  // reads ESLint's full rule set to write that file.)
  ...(fullRuleSet
    ? []
    : [
        { linterOptions: { reportUnusedDisableDirectives: 'off' } },
        ...oxlint.buildFromOxlintConfigFile(join(import.meta.dirname, '.oxlintrc.json'), { typeAware: false }),
      ]),
);
