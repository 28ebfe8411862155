import { errorMessages } from '@cloudexperts/domain';
import { toFailure } from '@cloudexperts/flows';

/**
 * What a failed call says on these screens: the server's message when it gave one, the spec's
 * network message when the network failed (document 1, section 8), else 'Something went wrong.
 * Please try again.'.
 */
export function failureMessage(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind === 'network') return errorMessages.networkError;
  return failure.message ?? errorMessages.somethingWentWrong;
}
