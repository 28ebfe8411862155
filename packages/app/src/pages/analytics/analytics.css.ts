import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export { intro, muted, page, title } from '../offers/offers.css.ts';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const toolbarLabel = style({ fontWeight: vars.font.weight.medium, color: vars.color.textMuted });

/** The period's figures, as many in a row as fit. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.md,
});

export const charts = style({ display: 'grid', gap: vars.space.lg });
