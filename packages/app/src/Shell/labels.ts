/** The frame's own words (the spec's header and footer words are `publicSiteLabels` in domain). */
export const shellLabels = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  mainNavigation: 'Main',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  /** The user menu's name while the person's details load or if they fail to. */
  account: 'Account',
  loggingOut: 'Logging out…',
  /** The Admin's header links (ours: the spec names the Admin set's pages, not their links). */
  adminNav: {
    freelancers: 'Freelancers',
    jobs: 'Jobs',
    clients: 'Clients',
    executives: 'Executives',
    transactions: 'Transactions',
    reports: 'Reports',
    roles: 'Roles',
    platforms: 'Platforms',
    settings: 'Settings',
  },
  staffNav: {
    jobs: 'All jobs',
    contracts: 'All contracts',
    settings: 'Settings',
  },
} as const;
