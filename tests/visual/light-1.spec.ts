import { defineVisualTests } from './storybook.ts';

defineVisualTests('light', 1);
