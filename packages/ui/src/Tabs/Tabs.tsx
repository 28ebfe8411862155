import { forwardRef, type Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

export type TabsProps = Omit<AriaTabsProps, 'orientation'>;

/**
 * Tabs: a horizontal {@link TabList} of {@link Tab}s above one {@link TabPanel} per tab. The
 * arrow keys move between tabs and select them; Home and End jump to the ends.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ className, ...props }, ref) {
  return (
    <AriaTabs
      {...props}
      ref={ref}
      orientation="horizontal"
      className={composeRenderProps(className, (given) => join(styles.tabs, given))}
    />
  );
});

export interface TabListProps<T extends object> extends AriaTabListProps<T> {
  /** What the tabs switch between; screen readers announce it with the tab list. */
  'aria-label'?: string;
  /** A ref to the tab list element. */
  ref?: Ref<HTMLDivElement>;
}

/** The row of tabs. Give it an `aria-label` (or `aria-labelledby`) naming what the tabs switch. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (given) => join(styles.tabList, given))} />;
}

export type TabProps = AriaTabProps;

/** One tab; its `id` matches the `id` of its {@link TabPanel}. */
export const Tab = forwardRef<HTMLDivElement, TabProps>(function Tab({ className, ...props }, ref) {
  return <AriaTab {...props} ref={ref} className={composeRenderProps(className, (given) => join(styles.tab, given))} />;
});

export type TabPanelProps = AriaTabPanelProps;

/** The content shown while the tab with the same `id` is selected. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel({ className, ...props }, ref) {
  return (
    <AriaTabPanel
      {...props}
      ref={ref}
      className={composeRenderProps(className, (given) => join(styles.tabPanel, given))}
    />
  );
});
