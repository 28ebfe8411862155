import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '28rem' });

export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

/** Stripe.js mounts its card field (an iframe) in here. */
export const stripeField = style({
  padding: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  minBlockSize: vars.space.xl,
});
