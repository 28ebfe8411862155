import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The notifications page: the invitation pages' layout, a list of rows with their actions. */
export { intro, muted, page } from '../clients/Clients.css.ts';
export { title } from '../DetailStates.css.ts';
export { list } from '../offers/offers.css.ts';

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  selectors: {
    '&[data-unread]': { borderInlineStartWidth: vars.border.thick, borderInlineStartColor: vars.color.info.solid },
  },
});

export const itemMain = style({ flex: '1 1 16rem', minWidth: 0 });

export const text = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });
