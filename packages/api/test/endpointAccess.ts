import { endpointPermissions, type EndpointName, type Role } from '@cloudexperts/domain';

/**
 * Who the declaration (endpointPermissions.ts, next to the call's permission) says gets through: a
 * visitor is `null`. The authorization matrix holds the API to it; the fuzzing calls each endpoint
 * as the roles it lets through.
 */
export function declared(name: EndpointName, role: Role | null): boolean {
  const expected = endpointPermissions[name].expect;
  if (expected === 'anyone') return true;
  if (role === null) return false;
  return expected === 'signedIn' || expected.includes(role);
}
