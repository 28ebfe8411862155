/** What neither linter reads (eslint.config.js, and .oxlintrc.json through scripts/oxlintrc.ts): installed, built or generated files. */
export const lintIgnores = [
  '**/node_modules/',
  '**/dist/',
  '.tools/',
  '.data/',
  'test-results/',
  'playwright-report/',
  '.storybook/public/',
  'packages/app/.bench-*/',
];
