import { defineVisualTests } from './storybook.ts';

defineVisualTests('dark', 2);
