import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/** The element a card renders as: `article` for self-contained content, `section` for a named part. */
export const cardElements = ['article', 'section', 'div'] as const;
export const cardVariants = ['outlined', 'elevated'] as const;
export const cardPaddings = ['sm', 'md', 'lg'] as const;

/** The inset of the header, body and footer, set once by the card's `padding`. */
const inset = createVar();

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radii.lg,
    overflow: 'hidden',
    '@media': {
      // Shadows vanish in forced colours; the border keeps the surface's edge.
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    variant: {
      outlined: {},
      elevated: { borderColor: 'transparent', boxShadow: vars.shadow.md },
    },
    padding: {
      sm: { vars: { [inset]: vars.space.md } },
      md: { vars: { [inset]: vars.space.lg } },
      lg: { vars: { [inset]: vars.space.xl } },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export type CardRecipe = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${inset} ${inset} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  flex: 1,
  padding: inset,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${inset}`,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
