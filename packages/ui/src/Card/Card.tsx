import { createContext, useContext, useId, useLayoutEffect, useState, type HTMLAttributes, type Ref } from 'react';
import { Heading, type HeadingProps } from 'react-aria-components';
import * as styles from './Card.css.ts';
import type { cardElements, cardPaddings, cardVariants } from './Card.css.ts';

/** Lets a CardTitle tell its card which element names it. */
const CardContext = createContext<((titleId: string | null) => void) | null>(null);

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element the card renders as. An `article` or `section` with a {@link CardTitle} is named
   * by that title (a `section` then becomes a region landmark); a `div` is a plain surface.
   * @default 'div'
   */
  as?: (typeof cardElements)[number];
  /**
   * How the surface stands out from the page: a border, or a shadow.
   * @default 'outlined'
   */
  variant?: (typeof cardVariants)[number];
  /**
   * The inset of the header, body and footer.
   * @default 'md'
   */
  padding?: (typeof cardPaddings)[number];
  ref?: Ref<HTMLElement>;
}

/**
 * A surface grouping related content: compose it from {@link CardHeader} (with a
 * {@link CardTitle}), {@link CardBody} and {@link CardFooter}. A card that is a link as a whole is
 * not supported: put a link or button in it instead.
 */
export function Card({ as = 'div', variant = 'outlined', padding = 'md', className, ...props }: CardProps) {
  // Typed as the `article` element, whose props and ref (HTMLElement) fit all three choices.
  const Element = as as 'article';
  const [titleId, setTitleId] = useState<string | null>(null);
  const namedByTitle = as !== 'div' && !props['aria-label'] && !props['aria-labelledby'];
  return (
    <CardContext.Provider value={setTitleId}>
      <Element
        aria-labelledby={namedByTitle ? (titleId ?? undefined) : undefined}
        {...props}
        data-variant={variant}
        className={join(styles.card({ variant, padding }), className)}
      />
    </CardContext.Provider>
  );
}

export interface CardSectionProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** The top of a card: its {@link CardTitle}, and optionally actions or a badge beside it. */
export function CardHeader({ className, ...props }: CardSectionProps) {
  return <div {...props} className={join(styles.header, className)} />;
}

export interface CardTitleProps extends HeadingProps {
  /**
   * The heading level; pick the one that fits the page's outline.
   * @default 3
   */
  level?: number;
}

/** The card's heading. Inside an `article` or `section` card it also names the card. */
export function CardTitle({ level = 3, className, id, ...props }: CardTitleProps) {
  const generatedId = useId();
  const titleId = id ?? generatedId;
  const setTitleId = useContext(CardContext);
  useLayoutEffect(() => {
    if (!setTitleId) return undefined;
    setTitleId(titleId);
    return () => {
      setTitleId(null);
    };
  }, [setTitleId, titleId]);
  return <Heading {...props} id={titleId} level={level} className={join(styles.title, className)} />;
}

/** The main content of a card. */
export function CardBody({ className, ...props }: CardSectionProps) {
  return <div {...props} className={join(styles.body, className)} />;
}

/** The bottom row of a card, usually its actions (end-aligned). */
export function CardFooter({ className, ...props }: CardSectionProps) {
  return <div {...props} className={join(styles.footer, className)} />;
}
