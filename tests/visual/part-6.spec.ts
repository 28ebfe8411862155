import { defineVisualTests } from './storybook.ts';

defineVisualTests(6);
