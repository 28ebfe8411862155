/** The availability pages' paths (spec document 2, section 2, spelled as the spec spells them). */
export const availabilityPaths = {
  tabs: '/availablitytabs',
  schedule: '/sechdule-time',
  editTimeOff: (id: number) => `/availablitytabs?tab=time-off&edit=${String(id)}`,
  requestTimeOff: '/availablitytabs?tab=time-off',
} as const;
