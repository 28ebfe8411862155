import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The contract pages: the invitation and offer pages' layout (a page, a list of cards, facts), reused. */
export {
  actions,
  back,
  facts,
  intro,
  item,
  itemMain,
  itemTitle,
  kicker,
  list,
  message,
  muted,
  page,
  section,
  sectionTitle,
  title,
} from '../offers/offers.css.ts';

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });

export const itemSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const amount = style({ fontWeight: vars.font.weight.bold });

/* The Milestones section of /contract-details/:id. */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const milestoneFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const milestoneForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

/** A milestone's facts take the row's width beside its status and Fund. */
export const milestoneMain = style({ flex: '1 1 24rem' });
