/** The analytics pages' paths (spec document 2, section 2). */
export const analyticsPaths = { analytics: '/analytics', myStats: '/my-stats' } as const;
