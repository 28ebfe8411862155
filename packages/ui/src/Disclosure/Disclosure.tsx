import { forwardRef, type ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  composeRenderProps,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Disclosure.css.ts';

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

export const disclosureHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  /** The heading text; the whole heading is the button that shows and hides the panel. */
  title: ReactNode;
  /** The content of the panel. */
  children: ReactNode;
  /**
   * The level of the heading that holds the trigger, to fit the page's outline.
   * @default 3
   */
  headingLevel?: (typeof disclosureHeadingLevels)[number];
}

/**
 * A heading that shows or hides the content below it. The trigger is a button inside the heading,
 * with `aria-expanded` and `aria-controls`; Enter and Space toggle it. Closed content stays
 * findable by the browser's find-in-page.
 */
export const Disclosure = forwardRef<HTMLDivElement, DisclosureProps>(function Disclosure(
  { title, children, headingLevel = 3, className, ...props },
  ref,
) {
  return (
    <AriaDisclosure
      {...props}
      ref={ref}
      className={composeRenderProps(className, (given) => join(styles.disclosure, given))}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <Icon name="chevronDown" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
});

export interface AccordionProps extends Omit<DisclosureGroupProps, 'children'> {
  /** The {@link Disclosure}s, each with an `id` (used by `expandedKeys`). */
  children: ReactNode;
  /**
   * Whether more than one item may be open at once; otherwise opening one closes the other.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
}

/** A stack of {@link Disclosure}s, such as an FAQ. By default opening one closes the one open. */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { allowsMultipleExpanded = false, className, children, ...props },
  ref,
) {
  return (
    <DisclosureGroup
      {...props}
      ref={ref}
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={composeRenderProps(className, (given) => join(styles.accordion, given))}
    >
      {children}
    </DisclosureGroup>
  );
});
