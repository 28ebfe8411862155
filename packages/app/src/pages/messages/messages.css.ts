import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* /messages: the conversation list beside the thread (stacked on a phone). */
export { intro, muted, page } from '../clients/Clients.css.ts';
export { title } from '../DetailStates.css.ts';

const desktop = `screen and (min-width: ${breakpoints.desktop})`;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.brand.solid, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.brand.solid}`, outlineOffset: '2px' },
  },
});

export const conversationHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const name = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const threadHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  maxWidth: '40rem',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: { '&[data-mine]': { alignSelf: 'flex-end', background: vars.color.brand.subtle } },
});

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const body = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const composerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
