import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** A category of the list: as tall as its row, so the links line up. */
export const category = style({ height: '100%' });

export const categoryText = style({ margin: 0, color: vars.color.textMuted });
