import {
  ApiError,
  errorCodes,
  errorMessages,
  permissionCatalogue,
  permissionDeniedTexts,
  roleServerMessages,
  serverMessages,
} from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { failureMessage, loadFailureMessage, permissionDeniedMessage } from './failureMessage.ts';

/** A 403 as the API answers a role without the call's permission (the permission beside the envelope). */
const denied = (permission: unknown) => {
  const body = {
    error: {
      code: errorCodes.permissionDenied,
      message: roleServerMessages.permissionDenied(permissionCatalogue['jobs.manage'].label),
    },
  };
  return new ApiError(403, body, { ...body, permission });
};

describe('the staff wording of a refused permission', () => {
  it('names the permission by its label and says an admin can change it on Roles', () => {
    const message = 'Your role is not allowed to manage jobs. An admin can change this on Roles.';
    expect(permissionDeniedTexts.message(permissionCatalogue['jobs.manage'].label)).toBe(message);
    expect(permissionDeniedMessage(denied('jobs.manage'))).toBe(message);
    expect(failureMessage(denied('jobs.manage'))).toBe(message);
    expect(loadFailureMessage(denied('jobs.manage'), 'The jobs could not be loaded.')).toBe(message);
    expect(failureMessage(denied('admin.users.ban'))).toBe(
      'Your role is not allowed to ban users. An admin can change this on Roles.',
    );
  });

  it('says so without a name when the answer names no permission this build knows', () => {
    for (const permission of [undefined, 'jobs.teleport', 42, 'toString', '__proto__']) {
      expect(failureMessage(denied(permission)), String(permission)).toBe(permissionDeniedTexts.unknown);
    }
  });

  it('leaves every other failure to the page: a role 403, a 404, the network, the server', () => {
    const forbidden = new ApiError(403, { error: { code: errorCodes.forbidden, message: serverMessages.notAllowed } });
    expect(permissionDeniedMessage(forbidden)).toBeUndefined();
    expect(failureMessage(forbidden)).toBe(serverMessages.notAllowed);
    expect(loadFailureMessage(forbidden, 'The jobs could not be loaded.')).toBe('The jobs could not be loaded.');
    const notFound = new ApiError(404, { error: { code: errorCodes.notFound, message: 'Job not found.' } });
    expect(permissionDeniedMessage(notFound)).toBeUndefined();
    // A 500 that claims the code is not a refusal of a permission.
    const odd = new ApiError(500, { error: { code: errorCodes.permissionDenied, message: 'x' } });
    expect(permissionDeniedMessage(odd)).toBeUndefined();
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(errorMessages.networkError);
    expect(failureMessage(new Error('boom'))).toBe(errorMessages.somethingWentWrong);
  });
});
