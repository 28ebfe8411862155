/**
 * The words of the admin's /platforms (spec document 2, section 2: "platforms", issue 19: the six
 * platforms and their skills, editable) and of the calls behind it. The spec shows none of this
 * page's wording: these are ours, in the spec's style (a field's message names the field).
 */

/** The Admin's page (spec document 2, section 2). */
export const platformPaths = { platforms: '/platforms' } as const;

/** A platform's label and description, a skill's name: how long each may be (ours). */
export const platformLimits = {
  labelMaxLength: 40,
  descriptionMaxLength: 300,
  /** The same bound the application and job schemas put on a skill name. */
  skillNameMaxLength: 60,
} as const;

export const platformServerMessages = {
  platformNotFound: 'Platform not found.',
  skillNotFound: 'Skill not found.',
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${platformLimits.labelMaxLength} characters`,
  labelTaken: (label: string) => `Another platform is already called “${label}”.`,
  descriptionTooLong: `Description must be at most ${platformLimits.descriptionMaxLength} characters`,
  offeredRequired: 'Say whether the platform is offered',
  orderInvalid: 'List each of the six platforms once, in the new order.',
  unknownPlatform: 'Unknown platform.',
  skillNameRequired: 'Skill name is required',
  skillNameTooLong: `Skill name must be at most ${platformLimits.skillNameMaxLength} characters`,
  skillNameTaken: (name: string) => `A skill called “${name}” already exists.`,
  skillPlatformsInvalid: 'Pick each platform at most once.',
  nothingToChange: 'Send a new name, the platforms or whether the skill is retired.',
  platformUpdated: (label: string) => `${label} is saved.`,
  platformsReordered: 'The order of the platforms is saved.',
  skillAdded: (name: string) => `“${name}” is added.`,
  skillSaved: (name: string) => `“${name}” is saved.`,
  skillRetired: (name: string) => `“${name}” is retired. Profiles and jobs that have it keep it.`,
  skillRestored: (name: string) => `“${name}” is offered again.`,
} as const;

/**
 * What application and job inputs answer when they name a skill or a platform that is not offered
 * (a skill unknown or retired, a platform an admin took off new input). A skill the profile or job
 * already holds is kept whatever became of it.
 */
export const catalogInputMessages = {
  unknownSkill: (name: string) => `“${name}” is not one of the skills offered. Pick one from the list.`,
  platformNotOffered: (label: string) => `${label} is not offered for new jobs and applications.`,
} as const;

/** How many changes a page of /platforms's Recent changes shows unless `per_page` says otherwise. */
export const PLATFORM_CHANGES_PAGE_SIZE = 10;

/** The kinds of change the audit records (migration 0200's check lists the same). */
export const catalogChangeActions = [
  'platform_updated',
  'platforms_reordered',
  'skill_added',
  'skill_renamed',
  'skill_retired',
  'skill_restored',
  'skill_attached',
  'skill_detached',
] as const;
export type CatalogChangeAction = (typeof catalogChangeActions)[number];

/** One change as the page's Recent changes says it: `subject` is the name or label as it was then. */
export function catalogChangeText(change: {
  action: CatalogChangeAction;
  subject: string;
  from: string | null;
  to: string | null;
  platform: string | null;
}): string {
  const platform = change.platform ?? '';
  switch (change.action) {
    case 'platform_updated':
      return change.from !== null
        ? `Platform “${change.from}” renamed “${change.to ?? change.subject}”`
        : `Platform “${change.subject}” edited${change.to ? ` (${change.to})` : ''}`;
    case 'platforms_reordered':
      return `Platforms reordered: ${change.to ?? ''}`;
    case 'skill_added':
      return `Skill “${change.subject}” added${platform ? ` to ${platform}` : ''}`;
    case 'skill_renamed':
      return `Skill “${change.from ?? ''}” renamed “${change.to ?? ''}”`;
    case 'skill_retired':
      return `Skill “${change.subject}” retired`;
    case 'skill_restored':
      return `Skill “${change.subject}” restored`;
    case 'skill_attached':
      return `Skill “${change.subject}” added to ${platform}`;
    case 'skill_detached':
      return `Skill “${change.subject}” removed from ${platform}`;
  }
}

/** The page's words. */
export const platformPageTexts = {
  title: 'Platforms',
  lead: 'The six platforms experts apply under and jobs are posted for, and the skills of each. Changes apply to new applications, jobs and searches at once.',
  loading: 'Loading the platforms',
  loadFailed: "The platforms couldn't be loaded.",
  retry: 'Retry',
  saveFailed: "The change couldn't be saved.",
  platformsHeading: 'Platforms',
  skillsHeading: 'Skills',
  changesHeading: 'Recent changes',
  changesLead: 'Every change of the platforms and skills, newest first, with the admin who made it.',
  changesTable: 'Recent changes of platforms and skills',
  changesLoading: 'Loading the recent changes',
  changesFailed: "The recent changes couldn't be loaded.",
  noChanges: 'No platform or skill has been changed yet.',
  changesPages: 'Pages of recent changes',
  noSkills: 'No skills yet. Add the first one below.',
  noPlatformSkills: 'No skills on this platform.',
  position: 'Order',
  label: 'Label',
  description: 'Description',
  offered: 'Offered for new jobs and applications',
  offeredYes: 'Offered',
  offeredNo: 'Not offered',
  platformList: 'The platforms, in the order they are shown',
  skillList: 'Skills',
  skillsCount: (count: number) => (count === 1 ? '1 skill' : `${count} skills`),
  edit: 'Edit',
  editPlatform: (label: string) => `Edit ${label}`,
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  save: 'Save',
  cancel: 'Cancel',
  addSkill: 'Add skill',
  skillName: 'Skill name',
  skillPlatforms: 'Platforms',
  skillPlatformsHint: 'None: a skill of every platform (Terraform, Docker...).',
  noPlatform: 'Every platform',
  rename: 'Rename',
  renameSkill: (name: string) => `Rename ${name}`,
  editSkill: (name: string) => `Edit ${name}`,
  platformsOf: (name: string) => `Platforms of ${name}`,
  retire: 'Retire',
  retireSkill: (name: string) => `Retire ${name}`,
  restore: 'Restore',
  restoreSkill: (name: string) => `Restore ${name}`,
  retiredBadge: 'Retired',
  showRetired: 'Show retired skills',
  retireTitle: (name: string) => `Retire “${name}”?`,
  retireBody:
    'It will no longer be offered to experts applying or to clients posting jobs, nor accepted in new input. Profiles and jobs that already have it keep it. You can restore it later.',
  retireConfirm: 'Retire skill',
  filterSkills: 'Find a skill',
  noSkillMatch: 'No skill matches.',
  when: 'When',
  who: 'Admin',
  what: 'Change',
  formerAdmin: 'A former admin',
} as const;

/** How the search filters name a platform an admin took off new input (ours; issue 19). */
export const platformListLabels = {
  notOffered: (label: string) => `${label} (not offered)`,
  /** Find Experts' platform filter's "no filter" choice. */
  allPlatforms: 'All platforms',
} as const;
