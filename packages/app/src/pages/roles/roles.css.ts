import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export { lead, title } from '../DetailStates.css.ts';
export { intro, page } from '../clients/Clients.css.ts';
export { back, muted, panel, panelTitle, actions } from '../admin/admin.css.ts';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export { section, sectionTitle, small, tableScroll } from '../adminReports/adminReports.css.ts';

export const changeList = style({ margin: 0, paddingInlineStart: vars.space.lg });
