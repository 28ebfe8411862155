import { errorCodes, errorMessages, permissionCatalogue, permissionDeniedTexts } from '@cloudexperts/domain';
import { toFailure } from '@cloudexperts/flows/machines';

/**
 * The staff wording of a 403 `permission_denied` (issue 19): the API names the permission the
 * caller's role does not hold; the page says which, by its label, and that an admin can change it
 * on Roles. Undefined for any other failure.
 */
export function permissionDeniedMessage(error: unknown): string | undefined {
  const failure = toFailure(error);
  if (failure.status !== 403) return undefined;
  const data = failure.data as { error?: { code?: unknown }; permission?: unknown } | null | undefined;
  if (data?.error?.code !== errorCodes.permissionDenied) return undefined;
  const permission = data.permission;
  return typeof permission === 'string' && Object.hasOwn(permissionCatalogue, permission)
    ? permissionDeniedTexts.message(permissionCatalogue[permission as keyof typeof permissionCatalogue].label)
    : permissionDeniedTexts.unknown;
}

/**
 * What a failed call says on these screens: a refused permission in the staff wording, the
 * server's message when it gave one, the spec's network message when the network failed (document
 * 1, section 8), else 'Something went wrong. Please try again.'.
 */
export function failureMessage(error: unknown): string {
  const denied = permissionDeniedMessage(error);
  if (denied !== undefined) return denied;
  const failure = toFailure(error);
  if (failure.kind === 'network') return errorMessages.networkError;
  return failure.message ?? errorMessages.somethingWentWrong;
}

/** A page's own load-failure words, unless the load was refused for a permission (then why). */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return permissionDeniedMessage(error) ?? fallback;
}
