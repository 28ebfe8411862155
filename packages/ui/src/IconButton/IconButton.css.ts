import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// Colours, borders, states and focus come from Button's recipe; an icon button only squares it.
// This file imports after Button.css.ts, so these sizes win over Button's padding.
import '../Button/Button.css.ts';

export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', minHeight: '2rem' },
      md: { width: '2.5rem', height: '2.5rem', minHeight: '2.5rem' },
      lg: { width: '3rem', height: '3rem', minHeight: '3rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The glyph, a little larger than the button's text so it reads at a glance. */
export const icon = style({ fontSize: '1.25em' });
