import { defineVisualTests } from './storybook.ts';

defineVisualTests(4);
