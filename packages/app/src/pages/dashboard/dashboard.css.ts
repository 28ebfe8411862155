import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The dashboard: cards in a responsive grid, each a figure or a short list. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  alignItems: 'start',
});

export const card = style({ height: '100%' });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });
