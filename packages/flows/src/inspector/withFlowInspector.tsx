import type { Decorator } from '@storybook/react-vite';
import { FlowInspector } from './FlowInspector.tsx';

/** Storybook decorator: the story, then the state of its flow machine and the events it accepts. */
export const withFlowInspector: Decorator = (Story) => (
  <FlowInspector>
    <Story />
  </FlowInspector>
);
