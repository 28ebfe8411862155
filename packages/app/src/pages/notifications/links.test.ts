import { buildNotification } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { notificationLink } from './links.ts';

describe('where a notification leads', () => {
  it("opens the freelancer's invitation, offer or proposal", () => {
    const invited = buildNotification({ kind: 'invitation_received', payload: { job_id: 7, invitation_id: 31 } });
    expect(notificationLink(invited, 'freelancer')).toBe('/invitation-details/31');
    const offered = buildNotification({ kind: 'offer_received', payload: { job_id: 7, proposal_id: 9, offer_id: 4 } });
    expect(notificationLink(offered, 'freelancer')).toBe('/offer-details/4');
    const rejected = buildNotification({ kind: 'proposal_rejected', payload: { job_id: 7, proposal_id: 9 } });
    expect(notificationLink(rejected, 'freelancer')).toBe('/proposal-details/9');
  });

  it("opens the manager's proposal with its job, or the offers they sent", () => {
    const received = buildNotification({ kind: 'proposal_received', payload: { job_id: 7, proposal_id: 9 } });
    expect(notificationLink(received, 'project_manager')).toBe('/freelancer-proposal/9/7');
    const accepted = buildNotification({ kind: 'offer_accepted', payload: { job_id: 7, offer_id: 4 } });
    expect(notificationLink(accepted, 'project_manager')).toBe('/invited?tab=offers');
  });

  it('opens what our staff did for the client: the proposal they made the offer on, the invitation they sent', () => {
    const offered = buildNotification({
      kind: 'offer_made_by_staff',
      payload: { job_id: 7, proposal_id: 9, offer_id: 4 },
    });
    expect(notificationLink(offered, 'project_manager')).toBe('/freelancer-proposal/9/7');
    const invited = buildNotification({ kind: 'invitation_sent_by_staff', payload: { job_id: 7, invitation_id: 31 } });
    expect(notificationLink(invited, 'project_manager')).toBe('/invitation-details/31');
  });

  it("opens a contract's page for either party", () => {
    const started = buildNotification({ kind: 'contract_started', payload: { job_id: 7, contract_id: 12 } });
    expect(notificationLink(started, 'freelancer')).toBe('/contract-details/12');
    const rated = buildNotification({ kind: 'contract_rated', payload: { job_id: 7, contract_id: 12 } });
    expect(notificationLink(rated, 'project_manager')).toBe('/contract-details/12');
  });

  it('leads a rejected applicant to /app-process, where the reason is', () => {
    const rejected = buildNotification({ kind: 'profile_rejected', payload: {} });
    expect(notificationLink(rejected, 'freelancer')).toBe('/app-process');
  });

  it('leads the reviewers to a resubmitted application’s review page', () => {
    const uuid = '0f0f0f0f-2b3c-4d5e-8f90-000000000001';
    const resubmitted = buildNotification({ kind: 'application_resubmitted', payload: { profile_uuid: uuid } });
    expect(notificationLink(resubmitted, 'admin')).toBe(`/freelancer/${uuid}`);
    expect(
      notificationLink(buildNotification({ kind: 'application_resubmitted', payload: {} }), 'admin'),
    ).toBeUndefined();
  });

  it('opens nothing when the payload lacks the id, or the role has no such page', () => {
    const broken = buildNotification({ kind: 'offer_received', payload: { offer_id: 'x' } });
    expect(notificationLink(broken, 'freelancer')).toBeUndefined();
    expect(notificationLink(buildNotification(), 'admin')).toBeUndefined();
  });
});
