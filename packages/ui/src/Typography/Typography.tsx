import type { ElementType, HTMLAttributes } from 'react';
import {
  heading,
  headingSizes,
  text,
  type headingLevels,
  type textSizes,
  type textTones,
  type textWeights,
} from './Typography.css.ts';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document level (h1-h6): chosen by the outline, not by looks. */
  level: (typeof headingLevels)[number];
  /**
   * The visual size, independent of the level.
   * @default by level: 1 'display', 2 'xxl', 3 'xl', 4 'lg', 5-6 'md'
   */
  size?: (typeof headingSizes)[number];
}

const sizeByLevel: Record<HeadingProps['level'], (typeof headingSizes)[number]> = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

/** A heading whose level and size are set separately. */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...props} className={[heading({ size: size ?? sizeByLevel[level] }), className].filter(Boolean).join(' ')} />
  );
}

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render.
   * @default 'p'
   */
  as?: ElementType;
  /** @default 'md' */
  size?: (typeof textSizes)[number];
  /** @default 'default' */
  tone?: (typeof textTones)[number];
  /** @default 'regular' */
  weight?: (typeof textWeights)[number];
}

/** Body text in the type scale, in one of the text tones. */
export function Text({ as: Component = 'p', size, tone, weight, className, ...props }: TextProps) {
  return <Component {...props} className={[text({ size, tone, weight }), className].filter(Boolean).join(' ')} />;
}
