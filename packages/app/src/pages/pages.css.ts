import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxWidth: '48rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const heading = style({ fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight, margin: 0 });

export const lead = style({ fontSize: vars.font.size.lg, color: vars.color.textMuted, margin: 0 });

export const link = style({ color: vars.color.brand.onSubtle, fontWeight: vars.font.weight.medium });

export const loading = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

/** The pager under a paged list, centred. */
export const pager = style({ display: 'flex', justifyContent: 'center' });
