import { defineVisualTests } from './storybook.ts';

defineVisualTests(5);
