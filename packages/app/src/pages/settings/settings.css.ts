import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const title = style({ fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight, margin: 0 });

/** The payment cards in /settings' column of cards (the account page's spacing). */
export const cards = style({ display: 'grid', gap: vars.space.lg });

export const methods = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const method = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const balance = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, margin: 0 });

export const narrow = style({ maxWidth: '32rem', margin: '0 auto', display: 'grid', gap: vars.space.lg });

/** One notification category: its email switch, and when its mail comes. */
export const preference = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});
