import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The screening questions: a group named by its legend, without the browser's frame. */
export const questions = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.md, fontWeight: vars.font.weight.bold });
