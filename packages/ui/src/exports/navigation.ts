// Navigation: Tabs, Stepper, Breadcrumbs, Pagination, Disclosure and Accordion.
export { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from '../Tabs/Tabs.tsx';

export { Stepper } from '../Stepper/Stepper.tsx';
export type { StepperProps, StepperStep } from '../Stepper/Stepper.tsx';

export { Breadcrumb, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
export type { BreadcrumbProps, BreadcrumbsProps } from '../Breadcrumbs/Breadcrumbs.tsx';

export { Pagination } from '../Pagination/Pagination.tsx';
export type { PaginationProps } from '../Pagination/Pagination.tsx';
export { getPageItems } from '../Pagination/pages.ts';
export type { PageItem, PageItemsOptions } from '../Pagination/pages.ts';

export { Accordion, Disclosure, disclosureHeadingLevels } from '../Disclosure/Disclosure.tsx';
export type { AccordionProps, DisclosureProps } from '../Disclosure/Disclosure.tsx';

// The app's router for every link and link-like item (RAC's RouterProvider): set once around the
// routes, so links navigate inside the app instead of loading the page again.
export { RouterProvider as LinkRouterProvider } from 'react-aria-components';
