import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/* The payment pages: the offer pages' layout (a page, a list of items, facts), reused. */
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

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

/** A request's amount, service fee and what the freelancer receives, side by side. */
export const breakdown = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const tableScroll = style({ overflowX: 'auto' });

export const documents = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A request's own parts (message, answer, documents): below its title in weight. */
export const partTitle = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});
