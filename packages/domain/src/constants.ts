/** Spec document 1, section 2 (Public header and footer): the footer's copyright year. */
export const COPYRIGHT_YEAR = 2025;

/** Spec document 1, section 1: the two sign-up roles as the product presents them. */
export const roleLabels = {
  projectManager: 'Hire for Project',
  freelancer: 'Work as a Cloud Expert',
} as const;
