import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export {
  actions,
  facts,
  fact,
  header,
  heading,
  meta,
  page,
  paragraph,
  section,
  sectionTitle,
  term,
  value,
} from '../jobs/JobDetails.css.ts';
export { lead, title } from '../DetailStates.css.ts';

export const formPage = style({
  maxWidth: '48rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const answers = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});
