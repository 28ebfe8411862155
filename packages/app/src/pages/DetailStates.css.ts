import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** A detail page's heading (the job's, the expert's, the client's). */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.display,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The line under a heading. */
export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

/** "Not found": a narrow column, its link at the start. */
export const notFound = style({
  maxWidth: '40rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
