import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The attached documents, one a line with its Remove. */
export const attachments = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
