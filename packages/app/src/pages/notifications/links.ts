import {
  adminFreelancerPath,
  contractRoutes,
  proposalDetailsPath,
  type Notification,
  type Role,
} from '@cloudexperts/domain';
import { freelancerProposalPath } from '../managerProposals/paths.ts';
import { invitationDetailsPath, offerDetailsPath, offersListPath, offerPaths } from '../offers/paths.ts';
import { vettingPaths } from '../vetting/paths.ts';

const idOf = (payload: Notification['payload'], key: string): number | undefined => {
  const value = payload[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * Where a notification leads its reader: the invitation, proposal or offer it is about, on the
 * reader's role's own page for it; undefined when the role has no such page (nothing to open).
 */
export function notificationLink(notification: Notification, role: Role): string | undefined {
  const { kind, payload } = notification;
  const invitation = idOf(payload, 'invitation_id');
  const proposal = idOf(payload, 'proposal_id');
  const offer = idOf(payload, 'offer_id');
  const job = idOf(payload, 'job_id');
  const contract = idOf(payload, 'contract_id');
  if (contract !== undefined && (role === 'freelancer' || role === 'project_manager')) {
    return contractRoutes.details(contract);
  }
  if (role === 'freelancer') {
    // A rejected application: the reason and what to do next are on /app-process (issue 19).
    if (kind === 'profile_rejected') return vettingPaths.appProcess;
    if (kind === 'invitation_received' || kind === 'invitation_withdrawn') {
      return invitation === undefined ? undefined : invitationDetailsPath(invitation);
    }
    if (kind === 'offer_received') return offer === undefined ? undefined : offerDetailsPath(offer);
    return proposal === undefined ? undefined : proposalDetailsPath(proposal);
  }
  // A resubmitted application: its review page (the admins who review applications).
  if (role === 'admin' && kind === 'application_resubmitted') {
    const uuid = notification.payload.profile_uuid;
    return typeof uuid === 'string' && uuid ? adminFreelancerPath(uuid) : undefined;
  }
  if (role === 'project_manager') {
    // Declined, or sent or withdrawn by our staff for them (issue 19): the invitation itself.
    if (
      kind === 'invitation_declined' ||
      kind === 'invitation_sent_by_staff' ||
      kind === 'invitation_withdrawn_by_staff'
    ) {
      return invitation === undefined ? offerPaths.invited : invitationDetailsPath(invitation);
    }
    if (kind === 'offer_accepted' || kind === 'offer_declined') return offersListPath;
    return proposal === undefined ? undefined : freelancerProposalPath(proposal, job);
  }
  return undefined;
}
