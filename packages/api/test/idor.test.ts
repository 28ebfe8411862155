import { endpoints, IDEMPOTENCY_HEADER, type EndpointName, type Role } from '@cloudexperts/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { makePdf } from './files.ts';
import { completeJobForm, insertJob, interviewTimesFromNow, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Dates relative to the server's today. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type World = Awaited<ReturnType<typeof buildWorld>>;
type Intruder = 'manager' | 'freelancer';
interface Probe {
  /** Who tries: a second user of the owner's role. */
  as: Intruder[];
  request: (world: World) => { path: string; json?: unknown };
}

/**
 * Issue 20's IDOR sweep: every endpoint that names an owned object by id (in its path or query) is
 * called by a second user of the owner's role with the owner's object: 403 or 404, never the
 * object and never a change. Writes send the body the owner's own call would pass, so a refusal
 * is the ownership check's, not validation's (a 422 fails the sweep as proving nothing). Every
 * endpoint with an id is either probed here or listed with the reason it reads across users by
 * design; a new one fails the coverage test until it is one or the other.
 */
const probes: Partial<Record<EndpointName, Probe>> = {
  getJob: { as: ['manager'], request: (w) => ({ path: `/jobs/${String(w.draftJobId)}` }) },
  updateJob: {
    as: ['manager'],
    request: (w) => ({
      path: `/jobs/${String(w.openJobId)}`,
      json: { form: completeJobForm(), current_tab: 5, status: 'open' },
    }),
  },
  deleteJob: { as: ['manager'], request: (w) => ({ path: `/jobs/${String(w.openJobId)}/delete_job` }) },
  deleteScreeningQuestion: {
    as: ['manager'],
    request: (w) => ({ path: `/job_screening_questions/${String(w.questionId)}` }),
  },
  jobProposals: { as: ['manager'], request: (w) => ({ path: `/jobs/${String(w.jobId)}/get_job_proposals` }) },
  hiredFreelancers: { as: ['manager'], request: (w) => ({ path: `/jobs/${String(w.jobId)}/hired_freelancer` }) },
  jobActiveContracts: {
    as: ['manager'],
    request: (w) => ({ path: `/jobs/${String(w.jobId)}/get_job_active_contract` }),
  },
  getProposal: {
    as: ['manager', 'freelancer'],
    request: (w) => ({ path: `/job_applications/${String(w.openProposalId)}` }),
  },
  changeProposal: {
    as: ['freelancer'],
    request: (w) => ({ path: `/job_applications/${String(w.openProposalId)}`, json: { status: 'withdrawn' } }),
  },
  archiveProposal: {
    as: ['manager'],
    request: (w) => ({ path: `/job_applications/${String(w.openProposalId)}/archive`, json: { archived: true } }),
  },
  scheduleInterview: {
    as: ['manager'],
    request: (w) => ({
      path: `/job_applications/${String(w.openProposalId)}/interviews/schedule_interview`,
      json: w.slot,
    }),
  },
  viewJobProposal: {
    as: ['manager'],
    request: (w) => ({ path: `/view_job_proposal?uuid=${w.freelancerProfileUuid}&job_uuid=${w.managerJobUuid}` }),
  },
  getInterview: { as: ['manager', 'freelancer'], request: (w) => ({ path: w.interviewPath }) },
  rescheduleInterview: {
    as: ['manager'],
    request: (w) => ({
      path: `${w.interviewPath}/reschedule_interview`,
      json: { interview_date: '2027-06-03', start_time: '09:00', timezone: 'Europe/Paris', agenda: 'As you asked.' },
    }),
  },
  cancelInterview: {
    as: ['manager'],
    request: (w) => ({ path: `${w.interviewPath}/cancel_interview`, json: { reason: 'Role filled.' } }),
  },
  cloudExpertResponse: {
    as: ['freelancer'],
    request: (w) => ({ path: `${w.interviewPath}/cloud_expert_response`, json: { response: 'accept' } }),
  },
  rejectInterview: {
    as: ['manager', 'freelancer'],
    request: (w) => ({
      path: `${w.interviewPath}/reject_interview`,
      json: { reject_reason: 'Other', custom_reason: 'Took another job', reject_comment: 'Thanks!' },
    }),
  },
  giveInterviewFeedback: {
    as: ['manager'],
    request: (w) => ({
      path: `${w.interviewPath}/feedback`,
      json: {
        skills: 4,
        communication: 5,
        overall_performance: 'Good',
        recommend_for_hire: true,
        candidate_strengths: 'Clear answers.',
        areas_of_improvement: 'Cost estimates.',
      },
    }),
  },
  interviewFeedback: { as: ['manager'], request: (w) => ({ path: `${w.pastInterviewPath}/feedback` }) },
  getInvitation: { as: ['manager', 'freelancer'], request: (w) => ({ path: `/invite/${String(w.invitationId)}` }) },
  answerInvitation: {
    as: ['freelancer'],
    request: (w) => ({ path: `/invite/${String(w.invitationId)}`, json: { status: 'declined' } }),
  },
  getOffer: { as: ['manager', 'freelancer'], request: (w) => ({ path: `/contract/${String(w.pendingOfferId)}` }) },
  answerOffer: {
    as: ['freelancer'],
    request: (w) => ({
      path: `/contract/${String(w.pendingOfferId)}`,
      json: { status: 'Accepted', message: 'Starting today.', agree: true },
    }),
  },
  getContract: { as: ['manager', 'freelancer'], request: (w) => ({ path: `/contracts/${String(w.contractId)}` }) },
  getRatings: { as: ['manager', 'freelancer'], request: (w) => ({ path: `/ratings/${String(w.contractId)}` }) },
  contractMilestones: {
    as: ['manager', 'freelancer'],
    request: (w) => ({ path: `/contracts/${String(w.contractId)}/milestones` }),
  },
  createMilestone: {
    as: ['manager'],
    request: (w) => ({
      path: `/contracts/${String(w.contractId)}/milestones`,
      json: { description: 'Not yours', deposite_amount: '10.00', due_date: '2027-01-15' },
    }),
  },
  fundMilestone: { as: ['manager'], request: (w) => ({ path: `/milestones/${String(w.milestoneId)}/fund` }) },
  transactionDetails: {
    as: ['manager'],
    request: (w) => ({ path: `/transaction_history/${String(w.transactionId)}` }),
  },
  makeDefaultCard: { as: ['manager'], request: (w) => ({ path: `/payments/cards/${w.cardId}/default` }) },
  removeCard: { as: ['manager'], request: (w) => ({ path: `/payments/cards/${w.cardId}` }) },
  getConversation: {
    as: ['manager', 'freelancer'],
    request: (w) => ({ path: `/conversations/${String(w.conversationId)}` }),
  },
  conversationMessages: {
    as: ['manager', 'freelancer'],
    request: (w) => ({ path: `/conversations/${String(w.conversationId)}/messages` }),
  },
  sendMessage: {
    as: ['manager', 'freelancer'],
    request: (w) => ({ path: `/conversations/${String(w.conversationId)}/messages`, json: { body: 'Hello there.' } }),
  },
  markConversationRead: {
    as: ['manager', 'freelancer'],
    request: (w) => ({ path: `/conversations/${String(w.conversationId)}/read`, json: { up_to: w.messageId } }),
  },
  updateNotification: {
    as: ['freelancer'],
    request: (w) => ({ path: `/notifications/${String(w.notificationId)}`, json: { read: true } }),
  },
  deleteNotification: { as: ['freelancer'], request: (w) => ({ path: `/notifications/${String(w.notificationId)}` }) },
  getUpload: { as: ['freelancer'], request: (w) => ({ path: `/uploads/${w.uploadId}` }) },
  updateTimeOff: {
    as: ['freelancer'],
    request: (w) => ({
      path: `/time_offs/${String(w.timeOffId)}`,
      json: { start_date: day(40), end_date: day(41), type: 'vacation', reason: 'Not yours', today: day(0) },
    }),
  },
  deleteTimeOff: { as: ['freelancer'], request: (w) => ({ path: `/time_offs/${String(w.timeOffId)}` }) },
  signOutSession: { as: ['freelancer'], request: (w) => ({ path: `/sessions/${w.sessionId}` }) },
  userDetails: { as: ['freelancer'], request: (w) => ({ path: `/users/${String(w.freelancerId)}/user_details` }) },
  updateUser: {
    as: ['freelancer'],
    request: (w) => ({ path: `/users/${String(w.freelancerId)}`, json: { country_id: 82 } }),
  },
  changePassword: {
    as: ['freelancer'],
    request: (w) => ({
      path: `/update_password/${String(w.freelancerId)}`,
      json: {
        user: { current_password: 'Cloud@2026x', password: 'Cloud@2027y', password_confirmation: 'Cloud@2027y' },
      },
    }),
  },
};

/** Endpoints with an id that read or act across users by design, and why. */
const acrossUsersByDesign: Partial<Record<EndpointName, string>> = {
  resendConfirmationEmail: 'public: answers the same whether the account exists or not',
  freelancerDetails: 'a listed expert profile is public',
  freelancerPhoto: 'a listed expert profile is public',
  freelancerJob: 'an open job is public; the answer adds only the caller’s own proposal, invitation and offer',
  removeFavorite: 'removes the caller’s own favorite of the named job or freelancer',
  freelancersBySkills: 'public listing of experts by skill',
  hireFreelancerDetails: 'a listed freelancer’s public card with the caller’s own jobs (probed below for job_uuid)',
  connectGoogleCalendar: 'the provider’s single-use state, bound to the caller’s session',
  allInterviews: 'the caller’s own interviews only',
  projectManager: 'a client’s public profile for freelancers and admins',
  clientHistory: 'a client’s public job history for freelancers and admins',
  authenticatePaymentMethod: 'a provider login’s single-use code, bound to the caller',
  verifySecurityAnswer: 'the caller’s own security question (the id names which)',
  changeSecurityQuestion: 'the caller’s own security question (the id names which)',
};

const staffRoles: readonly Role[] = ['admin', 'coordinator', 'support'];

/** Staff and admin calls act on any user's objects by design (the authorization matrix covers who). */
const staffOrAdmin = (name: EndpointName) => {
  const access = endpoints[name].access as 'public' | 'signedIn' | readonly Role[];
  return typeof access !== 'string' && access.every((role) => staffRoles.includes(role));
};

/** Whether an endpoint names an object by id: a path parameter, or an id-like query key. */
function namesAnObject(name: EndpointName): boolean {
  const endpoint = endpoints[name];
  if (endpoint.path.includes(':')) return true;
  const query = 'query' in endpoint ? (endpoint.query as { shape?: Record<string, unknown> }).shape : undefined;
  return Object.keys(query ?? {}).some((key) => key === 'id' || key.endsWith('_id') || key.endsWith('_uuid'));
}

async function buildWorld(server: ReturnType<typeof useTestServer>) {
  const db = server.database.knex;
  const owner = await startedContract(server);
  const manager = owner.manager;
  const freelancer = owner.freelancer;
  // A second open job with a question, and the freelancer's open proposal on it, interviewed.
  const { jobId: openJobId, questionIds } = await jobWithQuestions(server, manager.user.id, ['Which regions?']);
  const { proposal: openProposal } = await freelancer.api.submitProposal({
    body: { job_id: openJobId, ...content(questionIds) },
  });
  const slot = {
    platform: 'google_meet',
    duration: '30 mins',
    interview_date: '2027-06-01',
    start_time: '10:00',
    timezone: 'Asia/Kolkata',
    agenda: 'Your last landing zone, then our accounts.',
  } as const;
  const { interview } = await manager.api.scheduleInterview({ params: { id: openProposal.id }, body: slot });
  // A third job: an invitation to the freelancer; a fourth: a proposal with a pending offer.
  const { jobId: invitedJobId } = await jobWithQuestions(server, manager.user.id);
  const { invitation } = await manager.api.sendInvitation({
    body: { job_id: invitedJobId, recipient_id: freelancer.profileUuid, message: 'Would you look at this one?' },
  });
  const { jobId: offeredJobId } = await jobWithQuestions(server, manager.user.id);
  const { proposal: offered } = await freelancer.api.submitProposal({ body: { job_id: offeredJobId, ...content() } });
  const { offer } = await manager.api.makeOffer({
    body: { job_application_id: offered.id, amount: '500.00', message: 'Join us.' },
  });
  const draftJobId = await insertJob(server, manager.user.id, { status: 'draft', title: 'A draft of its own' });
  // Money: a milestone left to fund, and a funded one's posting.
  const { milestone } = await manager.api.createMilestone({
    params: { id: owner.contractId },
    body: { description: 'Left to fund', deposite_amount: '50.00', due_date: '2027-01-15' },
  });
  const { milestone: funded } = await manager.api.createMilestone({
    params: { id: owner.contractId },
    body: { description: 'Funded', deposite_amount: '60.00', due_date: '2027-01-20' },
  });
  await manager.api.fundMilestone({ params: { id: funded.id } });
  const { records: transactions } = await manager.api.transactionHistory({ query: {} });
  // An interview under way, with the client's feedback on it.
  const { jobId: pastJobId } = await jobWithQuestions(server, manager.user.id);
  const { proposal: pastProposal } = await freelancer.api.submitProposal({ body: { job_id: pastJobId, ...content() } });
  const { interview: past } = await manager.api.scheduleInterview({
    params: { id: pastProposal.id },
    body: { ...slot, interview_date: '2027-06-02' },
  });
  await db('interviews').where({ id: past.id }).update(interviewTimesFromNow(-600_000, 1_200_000));
  await manager.api.giveInterviewFeedback({
    params: { id: pastProposal.id, iid: past.id },
    body: {
      skills: 4,
      communication: 5,
      overall_performance: 'Good',
      recommend_for_hire: true,
      candidate_strengths: 'Clear answers.',
      areas_of_improvement: 'Cost estimates.',
    },
  });
  const card = await db('payment_cards').where({ user_id: manager.user.id }).first<{ uuid: string }>('uuid');
  const { conversation } = await manager.api.openConversation({
    body: { job_id: owner.jobId, freelancer_uuid: freelancer.profileUuid },
  });
  const { message } = await freelancer.api.sendMessage({
    params: { id: conversation.id },
    body: { body: 'Thanks, starting now.' },
  });
  const notification = await db('notifications').where({ user_id: freelancer.user.id }).first<{ id: string }>('id');
  const { upload } = await freelancer.api.uploadFile({
    query: { kind: 'resume' },
    body: { file: new File([new Uint8Array(makePdf())], 'cv.pdf', { type: 'application/pdf' }) },
  });
  const { time_off: timeOff } = await freelancer.api.createTimeOff({
    body: { start_date: day(30), end_date: day(31), type: 'vacation', reason: 'Family trip', today: day(0) },
  });
  const session = await db('sessions').where({ user_id: freelancer.user.id }).first<{ id: string }>('id');
  return {
    jobId: owner.jobId,
    contractId: owner.contractId,
    openJobId,
    questionId: questionIds[0] ?? 0,
    openProposalId: openProposal.id,
    slot,
    interviewPath: `/job_applications/${String(openProposal.id)}/interviews/${String(interview.id)}`,
    invitationId: invitation.id,
    pendingOfferId: offer.id,
    draftJobId,
    milestoneId: milestone.id,
    transactionId: transactions[0]?.id ?? 0,
    pastInterviewPath: `/job_applications/${String(pastProposal.id)}/interviews/${String(past.id)}`,
    cardId: card.uuid,
    conversationId: conversation.id,
    messageId: message.id,
    notificationId: Number(notification.id),
    uploadId: upload.id,
    timeOffId: timeOff.id,
    sessionId: session.id,
    freelancerId: freelancer.user.id,
    managerJobUuid: (await db('jobs').where({ id: openJobId }).first<{ uuid: string }>('uuid')).uuid,
    freelancerProfileUuid: freelancer.profileUuid,
    owners: { manager: manager.token, freelancer: freelancer.token } as Record<Intruder, string>,
  };
}

describe(`the IDOR sweep on ${kind}`, () => {
  const server = useTestServer();
  let world: World | undefined;
  const intruders = new Map<Intruder, string>();

  beforeAll(async () => {
    world = await buildWorld(server);
    intruders.set('manager', (await signedInAs(server, 'project_manager', { firstName: 'Intruda' })).token);
    intruders.set('freelancer', (await signedInExpert(server, { firstName: 'Intrudo' })).token);
  });

  it('answers a second user of the owner’s role 403 or 404 on every owned object, and changes nothing', async () => {
    if (!world) throw new Error('the world is built in beforeAll');
    const findings: string[] = [];
    for (const [name, probe] of Object.entries(probes) as Array<[EndpointName, Probe]>) {
      const endpoint = endpoints[name];
      for (const role of probe.as) {
        const { path, json } = probe.request(world);
        const answer = await rawCall(server, endpoint.method, path, {
          token: intruders.get(role),
          ...(json === undefined ? {} : { json }),
          ...('idempotent' in endpoint ? { headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } } : {}),
        });
        await server.database.knex('rate_limits').delete();
        const message = (answer.body?.error as { message?: string } | undefined)?.message ?? '';
        if ((answer.status !== 403 && answer.status !== 404) || message.startsWith('No such call')) {
          findings.push(
            `${name} as another ${role}: ${endpoint.method} ${path} answered ${String(answer.status)} ${answer.text.slice(0, 160)}`,
          );
        }
        // A read is asked of its owner too: the path and the id are right, so the refusal was the intruder's.
        if (endpoint.method === 'GET') {
          const own = await rawCall(server, 'GET', path, { token: world.owners[role] });
          if (own.status !== 200) findings.push(`${name}: its owner got ${String(own.status)} on ${path}`);
        }
      }
    }
    // A listed freelancer's hiring card with another manager's job: no proposal of theirs shown.
    const hiring = await rawCall(
      server,
      'GET',
      `/hire_freelancer_details/${world.freelancerProfileUuid}?job_uuid=${world.managerJobUuid}`,
      { token: intruders.get('manager') },
    );
    if (hiring.status === 200 && (hiring.body?.proposal ?? null) !== null) {
      findings.push(`hireFreelancerDetails shows another manager's proposal: ${hiring.text.slice(0, 160)}`);
    }
    expect(findings).toEqual([]);

    // Nothing the intruders tried changed the owner's objects.
    const db = server.database.knex;
    expect(await db('jobs').where({ id: world.openJobId }).first('status', 'deleted_at')).toMatchObject({
      status: 'open',
      deleted_at: null,
    });
    expect(await db('job_applications').where({ id: world.openProposalId }).first('status')).toMatchObject({
      status: 'submitted',
    });
    expect(await db('milestones').where({ id: world.milestoneId }).first('status')).toMatchObject({
      status: 'created',
    });
    expect(await db('sessions').where({ id: world.sessionId }).first('revoked_at')).toMatchObject({ revoked_at: null });
  });

  it('covers every endpoint that names an object by id', () => {
    const unclassified = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) =>
        namesAnObject(name) &&
        !('devOnly' in endpoints[name]) &&
        !staffOrAdmin(name) &&
        !(name in probes) &&
        !(name in acrossUsersByDesign),
    );
    expect(unclassified).toEqual([]);
    expect(Object.keys(probes).length).toBeGreaterThan(40);
  });
});
