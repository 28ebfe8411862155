import { MENU_NAME_LENGTH } from '@cloudexperts/domain';

/**
 * The user menu's name (spec document 1, section 2 and section 9): the first 12 characters of the
 * full name. Characters, not UTF-16 units, so a name is never cut inside a letter.
 */
export function menuName(fullName: string): string {
  return Array.from(fullName.trim()).slice(0, MENU_NAME_LENGTH).join('').trimEnd();
}
