import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Layout.css.ts';
import { sprinkles, type Sprinkles } from './sprinkles.css.ts';

type SpaceToken = NonNullable<Sprinkles['gap']>;

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, Sprinkles {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ElementType;
  children?: ReactNode;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

function splitProps(props: object) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkleKeys.has(key) ? atoms : rest)[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The layout atom: any element with responsive spacing, flex and surface props from the tokens. */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitProps(props);
  return <Component {...rest} className={[sprinkles(atoms), className].filter(Boolean).join(' ')} />;
}

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /**
   * Space between children.
   * @default 'md'
   */
  gap?: SpaceToken | Sprinkles['gap'];
}

/** Children one under another, evenly spaced. */
export function Stack({ gap = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /**
   * Space between children.
   * @default 'sm'
   */
  gap?: Sprinkles['gap'];
  /**
   * Whether children wrap onto new lines.
   * @default true
   */
  wrap?: boolean;
}

/** Children side by side, wrapping, vertically centred by default. */
export function Inline({ gap = 'sm', wrap = true, alignItems = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems}
      gap={gap}
      {...props}
    />
  );
}

export interface ColumnsProps extends Omit<BoxProps, 'display'> {
  /** How many equal columns from the tablet breakpoint up; one column below it. */
  count: (typeof styles.columnCounts)[number];
  /**
   * Space between columns and rows.
   * @default 'lg'
   */
  gap?: Sprinkles['gap'];
}

/** An equal-width grid that collapses to a single column on small screens. */
export function Columns({ count, gap = 'lg', className, ...props }: ColumnsProps) {
  return (
    <Box
      gap={gap}
      {...props}
      className={[styles.columnsBase, styles.columns[count], className].filter(Boolean).join(' ')}
    />
  );
}

/** The page's content width, centred, with side padding that grows with the screen. */
export function Container({ className, ...props }: BoxProps) {
  return <Box {...props} className={[styles.container, className].filter(Boolean).join(' ')} />;
}

/** Content for screen readers only. */
export function VisuallyHidden({ as: Component = 'span', className, ...props }: BoxProps) {
  return <Component {...props} className={[styles.visuallyHidden, className].filter(Boolean).join(' ')} />;
}

export const columnCounts = styles.columnCounts;
