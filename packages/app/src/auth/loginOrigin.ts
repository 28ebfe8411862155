import { freelancerDetailsParamsSchema } from '@cloudexperts/domain';
import type { LoginOrigin } from '@cloudexperts/flows';
import { accountModalParams, withAccountModal } from './accountModalLink.ts';

/** Whether `id` can be an expert profile's id (what `GET /freelancer_details/{id}` accepts). */
export const isProfileId = (id: string) => freelancerDetailsParamsSchema.safeParse({ id }).success;

/**
 * `search` with the login modal open for a hire-me action on the expert `freelancerId` (spec
 * document 1, section 2): a Project Manager who logs in from it returns to the expert's profile
 * (the Login flow's post-login rule). The origin stays in the URL, so a reload keeps it; closing the
 * modal removes it.
 */
export function hireMeSearch(search: string, freelancerId: string): string {
  const params = new URLSearchParams(withAccountModal(search, 'login', 'project_manager'));
  params.set(accountModalParams.hireMe, freelancerId);
  return `?${params.toString()}`;
}

/** Where the login the URL asks for was started, if it names one (see {@link hireMeSearch}). */
export function loginOriginOf(search: string): LoginOrigin | undefined {
  const freelancerId = new URLSearchParams(search).get(accountModalParams.hireMe);
  return freelancerId && isProfileId(freelancerId) ? { kind: 'hireMe', freelancerId } : undefined;
}
