import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The captcha's group: a fieldset without the browser's frame. */
export const group = style({
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  margin: 0,
  padding: vars.space.md,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** The status line (loading, checking, verified, expired); kept in the page so changes are read out. */
export const status = style({
  margin: 0,
  minBlockSize: `calc(${vars.font.size.sm} * 1.5)`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-verified]': { color: vars.color.success.onSubtle, fontWeight: vars.font.weight.medium } },
});

/**
 * Where Turnstile's widget goes (and the space it will take while its script loads, so nothing
 * jumps): the widget's frame is 65 px tall and, in its flexible size, as wide as the field.
 */
export const widget = style({
  minBlockSize: '4.0625rem',
  inlineSize: '100%',
});
