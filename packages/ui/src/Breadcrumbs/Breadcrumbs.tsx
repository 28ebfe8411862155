import type { ReactNode, Ref } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  composeRenderProps,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link, type LinkProps } from '../Link/Link.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps<T extends object> extends Omit<
  AriaBreadcrumbsProps<T>,
  'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-details'
> {
  /**
   * The accessible name of the navigation landmark around the trail.
   * @default 'Breadcrumbs'
   */
  label?: string;
  /** A ref to the list element. */
  ref?: Ref<HTMLOListElement>;
}

/**
 * Where the page sits in the site: a `nav` landmark holding an ordered list of {@link Breadcrumb}
 * links. The last one is the current page (`aria-current="page"`) and is not a link.
 */
export function Breadcrumbs<T extends object>({ label = 'Breadcrumbs', className, ...props }: BreadcrumbsProps<T>) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs {...props} className={[styles.list, className].filter(Boolean).join(' ')} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children'> {
  /** Where the crumb leads; the current page (the last crumb) needs none. */
  href?: LinkProps['href'];
  /** Options for the app's router when the link is followed. */
  routerOptions?: LinkProps['routerOptions'];
  /** The page's name. */
  children: ReactNode;
  /** A ref to the list item. */
  ref?: Ref<HTMLLIElement>;
}

/** One page in {@link Breadcrumbs}: a link, followed by a separator unless it is the current page. */
export function Breadcrumb({ href, routerOptions, children, className, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb
      {...props}
      className={composeRenderProps(className, (given) => [styles.item, given].filter(Boolean).join(' '))}
    >
      {({ isCurrent }) => (
        <>
          <Link href={href} routerOptions={routerOptions} className={styles.link}>
            {children}
          </Link>
          {isCurrent ? null : <Icon name="chevronRight" className={styles.separator} />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
