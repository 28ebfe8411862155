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

/* /stripe-payment-setup: the saved cards and the card form. */
export const cardPage = style({ maxWidth: '48rem', margin: '0 auto', display: 'grid', gap: vars.space.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const cardSection = style({ display: 'grid', gap: vars.space.md });

export const cardHeading = style({ fontSize: vars.font.size.xl, margin: 0 });

export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const cardMuted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
