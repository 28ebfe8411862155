import { forwardRef } from 'react';
import {
  Link as AriaLink,
  VisuallyHidden,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { link, type linkVariants } from './Link.css.ts';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` for a link inside running text (always underlined); `standalone` for a link that
   * stands on its own (underlined on hover and keyboard focus).
   * @default 'inline'
   */
  variant?: (typeof linkVariants)[number];
  /**
   * Read after the link text by screen readers when the link opens a new tab (`target="_blank"`).
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
}

/** Adds `noopener noreferrer` to whatever `rel` the caller gave, without repeating tokens. */
function externalRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/**
 * A link to a page or resource. One that opens a new tab gets `rel="noopener noreferrer"` and tells
 * screen-reader users that it opens a new tab.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', newTabLabel = 'opens in a new tab', className, children, rel, target, ...props },
  ref,
) {
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...props}
      ref={ref}
      target={target}
      rel={opensNewTab ? externalRel(rel) : rel}
      data-variant={variant}
      className={composeRenderProps(className, (given) => [link({ variant }), given].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) =>
        opensNewTab ? (
          <>
            {content}
            <VisuallyHidden> ({newTabLabel})</VisuallyHidden>
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
});
