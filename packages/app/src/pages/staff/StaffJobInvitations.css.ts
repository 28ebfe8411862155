import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The Invitations tab of the staff job page. */

/** The freelancer search, set apart from the list of invitations below it. */
export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  minWidth: 0,
});

/** The freelancers found: their heading, then their rows. */
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A heading or a line of the tab, without the browser's margins (the stacks' gaps space them). */
export const flush = style({ margin: 0 });
