import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop})`;

/** The lead and the next steps beside the form from the desktop breakpoint, above it before. */
export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const nextTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
