import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { group, lastLine, lines as linesStyle, skeleton, type skeletonShapes } from './Skeleton.css.ts';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The placeholder's shape: lines of text, a circle (an avatar) or a rectangle (an image, a card).
   * @default 'text'
   */
  shape?: (typeof skeletonShapes)[number];
  /**
   * For `text`: how many lines; the last of several is shorter.
   * @default 1
   */
  lines?: number;
  /** A CSS width in rem, em or % ('12rem', '60%'); each shape has a sensible default. */
  width?: CSSProperties['width'];
  /** A CSS height in rem or em; each shape has a sensible default. */
  height?: CSSProperties['height'];
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A placeholder block shown while content loads. Always hidden from assistive technology: wrap a
 * set of them in a {@link SkeletonGroup}, which announces the loading state once. The shimmer stops
 * under `prefers-reduced-motion`.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className, style, ...props }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span
        {...props}
        aria-hidden="true"
        data-shape={shape}
        className={[linesStyle, className].filter(Boolean).join(' ')}
        style={{ width, ...style }}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={[skeleton({ shape }), index === lines - 1 ? lastLine : undefined].filter(Boolean).join(' ')}
            style={{ height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...props}
      aria-hidden="true"
      data-shape={shape}
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
    />
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** The placeholders. */
  children: ReactNode;
  /**
   * What a screen reader hears in place of the hidden placeholders.
   * @default 'Loading…'
   */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A region of placeholders: marked `aria-busy` and named by a visually hidden `label`, so the
 * loading state is read once instead of a run of empty shapes.
 */
export function SkeletonGroup({ label = 'Loading…', className, children, ...props }: SkeletonGroupProps) {
  return (
    <div {...props} aria-busy="true" className={[group, className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
