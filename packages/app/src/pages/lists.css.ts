import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/**
 * A list without bullets laid out as a column, its items a medium gap apart: the admin's earlier
 * rejections, the account's messages, the manager's jobs, the vetting steps (each composes it).
 */
export const columnList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
