import type { platformOptions } from '@cloudexperts/domain';

export type Platform = (typeof platformOptions)[number];

/** How the site names each platform value (the application wizard's tile names): one list, in domain. */
export { platformLabels } from '@cloudexperts/domain';
