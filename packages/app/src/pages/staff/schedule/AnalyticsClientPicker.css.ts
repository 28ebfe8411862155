import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The analytics page's client picker. */

/** The combobox, then the line saying how the clients' load stands. */
export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The load's state under the field (empty while there is nothing to say). */
export const status = style({ minHeight: vars.space.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The failure and its Retry, side by side. */
export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** One client in the list: the name (and company) over the email. */
export const option = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const email = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
