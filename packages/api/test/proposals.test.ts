import {
  proposalResultTitles,
  proposalServerMessages,
  refusalOf,
  rejectMessages,
  serverMessages,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert, warmPool } from './proposals.support.ts';
import { clientFor, failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`proposals on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });
  const expert = () => signedInExpert(server);

  /** A manager's open job with two questions, and a freelancer's proposal to it. */
  async function proposed() {
    const owner = await manager();
    const { jobId, questionIds } = await jobWithQuestions(server, owner.user.id, ['Which clouds?', 'Start date?']);
    const freelancer = await expert();
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content(questionIds) } });
    return { owner, freelancer, jobId, questionIds, proposal };
  }

  describe('submitting', () => {
    it('stores the proposal (bid in cents, answers with their questions), tells the manager, and shows it to the two parties only', async () => {
      const owner = await manager();
      const { jobId, questionIds } = await jobWithQuestions(server, owner.user.id, ['Which clouds?']);
      const freelancer = await expert();
      const answer = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content(questionIds) } });
      expect(answer.message).toBe(proposalResultTitles.submitted);
      expect(answer.proposal).toMatchObject({
        status: 'submitted',
        bid_cents: 8_550,
        archived_at: null,
        job: { id: jobId, client_name: 'Grace H.' },
        freelancer: { uuid: freelancer.profileUuid, display_name: 'Quillon V.', favorited: false },
        screening_answers: [
          { question_id: questionIds[0], question: 'Which clouds?', answer: `Answer to ${String(questionIds[0])}` },
        ],
      });
      const stored = await db()('job_applications')
        .where({ id: answer.proposal.id })
        .first<{ bid_cents: string | number; freelancer_id: string | number }>('bid_cents', 'freelancer_id');
      expect(Number(stored.bid_cents)).toBe(8_550);
      expect(Number(stored.freelancer_id)).toBe(freelancer.user.id);

      expect(await notificationsOf(server, owner.user.id)).toEqual([
        { kind: 'proposal_received', payload: { job_id: jobId, proposal_id: answer.proposal.id } },
      ]);

      const id = answer.proposal.id;
      expect((await owner.api.getProposal({ params: { id } })).proposal.cover_letter).toBe(content().cover_letter);
      const list = await owner.api.jobProposals({ params: { id: jobId } });
      expect(list.records.map((record) => record.id)).toEqual([id]);

      // IDOR: another manager, another freelancer: the same 404 as for an id that does not exist.
      const stranger = await manager();
      const otherFreelancer = await expert();
      for (const api of [stranger.api, otherFreelancer.api]) {
        const refused = await failureOf(api.getProposal({ params: { id } }));
        expect(refused.status).toBe(404);
        expect(refused.message).toBe(proposalServerMessages.proposalNotFound);
      }
      expect((await failureOf(owner.api.getProposal({ params: { id: id + 1_000_000 } }))).status).toBe(404);
      expect((await failureOf(stranger.api.jobProposals({ params: { id: jobId } }))).status).toBe(404);
      expect((await stranger.api.allProposals({})).records).toEqual([]);
      expect((await otherFreelancer.api.allProposals({})).records).toEqual([]);
    });

    it('takes the identity from the session, never from the body', async () => {
      const owner = await manager();
      const { jobId } = await jobWithQuestions(server, owner.user.id);
      const freelancer = await expert();
      const victim = await expert();
      const response = await rawCall(server, 'POST', '/job_applications', {
        token: freelancer.token,
        json: { job_id: jobId, ...content(), freelancer_id: victim.user.id, user_id: victim.user.id, status: 'hired' },
      });
      expect(response.status).toBe(201);
      const row = await db()('job_applications')
        .where({ job_id: jobId })
        .first<{ freelancer_id: string | number; status: string }>('freelancer_id', 'status');
      expect(Number(row.freelancer_id)).toBe(freelancer.user.id);
      expect(row.status).toBe('submitted');
    });

    it('allows one proposal per freelancer and job, also when ten are sent at once', async () => {
      const { freelancer, jobId, questionIds } = await proposed();
      const again = await failureOf(
        freelancer.api.submitProposal({ body: { job_id: jobId, ...content(questionIds) } }),
      );
      expect(again.status).toBe(409);
      expect(again.message).toBe(proposalServerMessages.alreadyApplied);

      const owner = await manager();
      const { jobId: racedJob } = await jobWithQuestions(server, owner.user.id);
      const racer = await expert();
      await warmPool(() => racer.api.allProposals({}));
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => racer.api.submitProposal({ body: { job_id: racedJob, ...content() } })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as { status: number }).status).toBe(409);
      }
      const count = await db()('job_applications')
        .where({ job_id: racedJob })
        .count<Array<{ count: string | number }>>({ count: '*' });
      expect(Number(count[0]?.count)).toBe(1);
      expect(
        (await notificationsOf(server, owner.user.id)).filter((row) => row.kind === 'proposal_received'),
      ).toHaveLength(1);
    });

    it('refuses a closed, expired, draft, deleted or own job, and a freelancer who is not approved', async () => {
      const owner = await manager();
      const freelancer = await expert();
      const closed = await insertJob(server, owner.user.id, { status: 'closed' });
      const expired = await insertJob(server, owner.user.id, { expiration_date: '2020-01-01' });
      const draft = await insertJob(server, owner.user.id, { status: 'draft' });
      const deleted = await insertJob(server, owner.user.id);
      await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
      const own = await insertJob(server, freelancer.user.id);

      const cases: Array<[number, number, string]> = [
        [closed, 409, proposalServerMessages.jobNotOpen],
        [expired, 409, proposalServerMessages.jobNotOpen],
        [draft, 404, proposalServerMessages.jobNotFound],
        [deleted, 404, proposalServerMessages.jobNotFound],
        [own, 403, proposalServerMessages.ownJob],
        [2_000_000_000, 404, proposalServerMessages.jobNotFound],
      ];
      for (const [jobId, status, message] of cases) {
        const refused = await failureOf(freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } }));
        expect([jobId, refused.status, refused.message]).toEqual([jobId, status, message]);
      }
      const pending = await signedInExpert(server, { status: 'submitted' });
      const open = await insertJob(server, owner.user.id);
      const refused = await failureOf(pending.api.submitProposal({ body: { job_id: open, ...content() } }));
      expect([refused.status, refused.message]).toEqual([403, proposalServerMessages.profileNotApproved]);
      expect(
        await db()('job_applications').whereIn('job_id', [closed, expired, draft, deleted, own, open]).first(),
      ).toBeUndefined();
      expect(await notificationsOf(server, owner.user.id)).toEqual([]);
    });

    it('answers anonymous 401, a manager 403, and malformed or oversize input 422 with a message', async () => {
      const owner = await manager();
      const { jobId, questionIds } = await jobWithQuestions(server, owner.user.id, ['Which clouds?']);
      expect(
        (await rawCall(server, 'POST', '/job_applications', { json: { job_id: jobId, ...content(questionIds) } }))
          .status,
      ).toBe(401);
      const asManager = await failureOf(owner.api.submitProposal({ body: { job_id: jobId, ...content(questionIds) } }));
      expect([asManager.status, asManager.message]).toEqual([403, serverMessages.notAllowed]);

      const freelancer = await expert();
      const cases: Array<[unknown, string, string]> = [
        [{ job_id: jobId, ...content(questionIds, { bid: 'abc' }) }, 'bid', proposalServerMessages.bidInvalid],
        [{ job_id: jobId, ...content(questionIds, { bid: '12.345' }) }, 'bid', proposalServerMessages.bidInvalid],
        [{ job_id: jobId, ...content(questionIds, { bid: '0' }) }, 'bid', proposalServerMessages.bidInvalid],
        [{ job_id: jobId, ...content(questionIds, { bid: '1000000.01' }) }, 'bid', proposalServerMessages.bidTooHigh],
        [
          { job_id: jobId, ...content(questionIds, { cover_letter: '   ' }) },
          'cover_letter',
          proposalServerMessages.coverLetterRequired,
        ],
        [{ job_id: jobId, ...content([]) }, 'screening_answers', proposalServerMessages.answersMismatch],
        [
          { job_id: jobId, ...content([...questionIds, ...questionIds]) },
          'screening_answers',
          proposalServerMessages.answersMismatch,
        ],
        [
          { job_id: jobId, ...content([questionIds[0] ?? 0, 999_999_999]) },
          'screening_answers',
          proposalServerMessages.answersMismatch,
        ],
      ];
      for (const [json, field, message] of cases) {
        const response = await rawCall(server, 'POST', '/job_applications', { token: freelancer.token, json });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { fields: { [field]: message } } });
      }
      for (const json of [
        { job_id: 'one', ...content(questionIds) },
        { job_id: 1e300, ...content(questionIds) },
        { job_id: jobId, ...content(questionIds, { cover_letter: 'x'.repeat(10_001) }) },
        { job_id: jobId, cover_letter: 5, bid: [], screening_answers: 'no' },
        [],
        'text',
      ]) {
        const response = await rawCall(server, 'POST', '/job_applications', { token: freelancer.token, json });
        expect(response.status).toBe(422);
        expect((response.body as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
      }
      const broken = await rawCall(server, 'POST', '/job_applications', {
        token: freelancer.token,
        headers: { 'content-type': 'application/json' },
        body: '{"job_id":',
      });
      expect(broken.status).toBeGreaterThanOrEqual(400);
      expect(broken.status).toBeLessThan(500);
      const huge = await rawCall(server, 'POST', '/job_applications', {
        token: freelancer.token,
        json: { job_id: jobId, ...content(questionIds, { cover_letter: 'x'.repeat(2_000_000) }) },
      });
      expect(huge.status).toBeGreaterThanOrEqual(400);
      expect(huge.status).toBeLessThan(500);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const response = await rawCall(server, 'GET', `/job_applications/${id}`, { token: freelancer.token });
        expect([id, response.status]).toEqual([id, 422]);
      }
      expect(await db()('job_applications').where({ job_id: jobId }).first()).toBeUndefined();
    });
  });

  describe('updating and withdrawing (the freelancer)', () => {
    it('updates the proposal while it waits, and no longer once withdrawn', async () => {
      const { owner, freelancer, proposal, questionIds } = await proposed();
      const id = proposal.id;
      const updated = await freelancer.api.changeProposal({
        params: { id },
        body: { status: 'submitted', ...content(questionIds, { cover_letter: 'A better letter.', bid: '90' }) },
      });
      expect(updated.message).toBe(proposalResultTitles.updated);
      expect(updated.proposal).toMatchObject({
        cover_letter: 'A better letter.',
        bid_cents: 9_000,
        status: 'submitted',
      });
      expect((await owner.api.getProposal({ params: { id } })).proposal.bid_cents).toBe(9_000);

      const withdrawn = await freelancer.api.changeProposal({ params: { id }, body: { status: 'withdrawn' } });
      expect(withdrawn.message).toBe(proposalResultTitles.withdrawn);
      expect(withdrawn.proposal.status).toBe('withdrawn');
      expect((await notificationsOf(server, owner.user.id)).map((row) => row.kind)).toEqual([
        'proposal_received',
        'proposal_withdrawn',
      ]);

      const twice = await failureOf(freelancer.api.changeProposal({ params: { id }, body: { status: 'withdrawn' } }));
      expect([twice.status, twice.message]).toEqual([409, refusalOf('proposal', 'withdrawn', 'withdraw')]);
      const late = await failureOf(
        freelancer.api.changeProposal({ params: { id }, body: { status: 'submitted', ...content(questionIds) } }),
      );
      expect([late.status, late.message]).toEqual([409, refusalOf('proposal', 'withdrawn', 'update')]);
      // A refused change writes nothing, not even a notification.
      expect(await notificationsOf(server, owner.user.id)).toHaveLength(2);
    });

    it('lets exactly one of ten concurrent withdrawals through', async () => {
      const { owner, freelancer, proposal } = await proposed();
      await warmPool(() => freelancer.api.getProposal({ params: { id: proposal.id } }));
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          freelancer.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toMatchObject({ status: 409, message: refusalOf('proposal', 'withdrawn', 'withdraw') });
        }
      }
      expect(
        (await notificationsOf(server, owner.user.id)).filter((row) => row.kind === 'proposal_withdrawn'),
      ).toHaveLength(1);
    });

    it("refuses a manager's update or withdrawal (403) and a stranger's (404)", async () => {
      const { owner, proposal } = await proposed();
      const refused = await failureOf(
        owner.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } }),
      );
      expect([refused.status, refused.message]).toEqual([403, proposalServerMessages.wrongRoleAction]);
      const stranger = await expert();
      const hidden = await failureOf(
        stranger.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } }),
      );
      expect(hidden.status).toBe(404);
      expect(
        (await rawCall(server, 'PUT', `/job_applications/${String(proposal.id)}`, { json: { status: 'withdrawn' } }))
          .status,
      ).toBe(401);
      const admin = await signedInAs(server, 'admin');
      expect((await failureOf(admin.api.getProposal({ params: { id: proposal.id } }))).status).toBe(403);
    });
  });

  describe('rejecting (REJECT_PROPOSAL_POPUP)', () => {
    it('rejects with a reason, tells the freelancer, and keeps the reasons for the manager', async () => {
      const { owner, freelancer, proposal } = await proposed();
      const rejected = await owner.api.changeProposal({
        params: { id: proposal.id },
        body: {
          status: 'rejected',
          reject_reason: 'Other',
          custom_reason: 'We hired in-house.',
          reject_comment: 'Thanks!',
        },
      });
      expect(rejected.message).toBe(rejectMessages.rejectedTitle);
      expect(rejected.proposal).toMatchObject({
        status: 'rejected',
        reject_reason: 'Other',
        custom_reason: 'We hired in-house.',
        reject_comment: 'Thanks!',
      });
      const seen = await freelancer.api.getProposal({ params: { id: proposal.id } });
      expect(seen.proposal).toMatchObject({ status: 'rejected', reject_reason: null, reject_comment: null });
      expect((await notificationsOf(server, freelancer.user.id)).map((row) => row.kind)).toEqual(['proposal_rejected']);

      const again = await failureOf(
        owner.api.changeProposal({
          params: { id: proposal.id },
          body: { status: 'rejected', reject_reason: 'Budget too high' },
        }),
      );
      expect([again.status, again.message]).toEqual([409, refusalOf('proposal', 'rejected', 'reject')]);
      const withdraw = await failureOf(
        freelancer.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } }),
      );
      expect([withdraw.status, withdraw.message]).toEqual([409, refusalOf('proposal', 'rejected', 'withdraw')]);
    });

    it("checks the popup's rules (422 with its messages), the role (403) and the job's owner (404)", async () => {
      const { owner, freelancer, proposal } = await proposed();
      const path = `/job_applications/${String(proposal.id)}`;
      const cases: Array<[unknown, string, string]> = [
        [{ status: 'rejected' }, 'reject_reason', rejectMessages.reasonRequired],
        [{ status: 'rejected', reject_reason: 'Too pricey' }, 'reject_reason', rejectMessages.reasonRequired],
        [{ status: 'rejected', reject_reason: 'Other' }, 'custom_reason', rejectMessages.customReasonRequired],
        [
          { status: 'rejected', reject_reason: 'Other', custom_reason: '  ' },
          'custom_reason',
          rejectMessages.customReasonRequired,
        ],
      ];
      for (const [json, field, message] of cases) {
        const response = await rawCall(server, 'PUT', path, { token: owner.token, json });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { fields: { [field]: message } } });
      }
      const oversize = await rawCall(server, 'PUT', path, {
        token: owner.token,
        json: { status: 'rejected', reject_reason: 'Skills mismatch', reject_comment: 'x'.repeat(1_001) },
      });
      expect(oversize.status).toBe(422);
      expect((await rawCall(server, 'PUT', path, { token: owner.token, json: { status: 'hired' } })).status).toBe(422);

      const bySelf = await failureOf(
        freelancer.api.changeProposal({
          params: { id: proposal.id },
          body: { status: 'rejected', reject_reason: 'Skills mismatch' },
        }),
      );
      expect([bySelf.status, bySelf.message]).toEqual([403, proposalServerMessages.managerOnlyAction]);
      const stranger = await manager();
      const hidden = await failureOf(
        stranger.api.changeProposal({
          params: { id: proposal.id },
          body: { status: 'rejected', reject_reason: 'Skills mismatch' },
        }),
      );
      expect(hidden.status).toBe(404);
      expect((await owner.api.getProposal({ params: { id: proposal.id } })).proposal.status).toBe('submitted');
    });
  });

  describe('archive, lists and tabs', () => {
    it("archives and unarchives on the manager's side only; lists and counts follow", async () => {
      const { owner, freelancer, proposal, jobId } = await proposed();
      const archived = await owner.api.archiveProposal({ params: { id: proposal.id }, body: { archived: true } });
      expect(archived.proposal.archived_at).not.toBeNull();
      const again = await owner.api.archiveProposal({ params: { id: proposal.id }, body: { archived: true } });
      expect(again.proposal.archived_at).toBe(archived.proposal.archived_at);

      expect((await owner.api.jobProposals({ params: { id: jobId } })).records).toEqual([]);
      expect((await owner.api.jobProposals({ params: { id: jobId }, query: { archived: true } })).records).toHaveLength(
        1,
      );
      expect(await owner.api.proposalTabsCount()).toMatchObject({ archived: 1, total: 1, counts: { submitted: 0 } });
      // The freelancer's lists do not change with the manager's archive.
      expect((await freelancer.api.allProposals({})).records.map((record) => record.archived_at)).toEqual([null]);
      expect(await freelancer.api.proposalTabsCount()).toMatchObject({
        archived: 0,
        total: 1,
        counts: { submitted: 1 },
      });

      const back = await owner.api.archiveProposal({ params: { id: proposal.id }, body: { archived: false } });
      expect(back.proposal.archived_at).toBeNull();
      expect((await owner.api.proposalsByStatus({ query: { status: 'submitted' } })).records).toHaveLength(1);

      expect(
        (await failureOf(freelancer.api.archiveProposal({ params: { id: proposal.id }, body: { archived: true } })))
          .status,
      ).toBe(403);
      const stranger = await manager();
      expect(
        (await failureOf(stranger.api.archiveProposal({ params: { id: proposal.id }, body: { archived: true } })))
          .status,
      ).toBe(404);
      expect(
        (
          await rawCall(server, 'PUT', `/job_applications/${String(proposal.id)}/archive`, {
            token: owner.token,
            json: { archived: 'yes' },
          })
        ).status,
      ).toBe(422);
    });

    it("lists a freelancer's own proposals by status, paged, with counts per tab", async () => {
      const freelancer = await expert();
      const owner = await manager();
      const ids: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const { jobId } = await jobWithQuestions(server, owner.user.id);
        ids.push((await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } })).proposal.id);
      }
      await freelancer.api.changeProposal({ params: { id: ids[0] ?? 0 }, body: { status: 'withdrawn' } });
      const page = await freelancer.api.allProposals({ query: { per_page: 2 } });
      expect(page).toMatchObject({ total_count: 3, total_pages: 2, current_page: 1 });
      expect(page.records.map((record) => record.id)).toEqual([ids[2], ids[1]]);
      expect(
        (await freelancer.api.proposalsByStatus({ query: { status: 'withdrawn' } })).records.map((r) => r.id),
      ).toEqual([ids[0]]);
      expect(await freelancer.api.proposalTabsCount()).toEqual({
        counts: { submitted: 2, offered: 0, withdrawn: 1, rejected: 0, hired: 0 },
        archived: 0,
        total: 3,
      });
      expect(
        (await rawCall(server, 'GET', '/proposal_based_on_status?status=lost', { token: freelancer.token })).status,
      ).toBe(422);
      expect((await rawCall(server, 'GET', '/proposal_based_on_status', { token: freelancer.token })).status).toBe(422);
      expect(
        (await rawCall(server, 'GET', '/get_all_proposals?per_page=1000', { token: freelancer.token })).status,
      ).toBe(422);
      expect((await rawCall(server, 'GET', '/proposal_tabs_count')).status).toBe(401);
    });
  });

  it("hides a deleted job's proposals from both parties, as the job itself", async () => {
    const { owner, freelancer, proposal, jobId } = await proposed();
    await owner.api.deleteJob({ params: { id: jobId } });
    for (const api of [owner.api, freelancer.api]) {
      expect((await failureOf(api.getProposal({ params: { id: proposal.id } }))).status).toBe(404);
      expect((await api.allProposals({})).records).toEqual([]);
    }
    const withdraw = await failureOf(
      freelancer.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } }),
    );
    expect(withdraw.status).toBe(404);
  });

  describe('a job as the freelancer sees it (freelancer_api_call)', () => {
    it('shows the public job with their own proposal; a closed job only to those who proposed', async () => {
      const { owner, freelancer, proposal, jobId } = await proposed();
      const seen = await freelancer.api.freelancerJob({ params: { id: jobId } });
      expect(seen.job).toMatchObject({ id: jobId, is_owner: false, owner: null });
      expect(seen.proposal?.id).toBe(proposal.id);
      expect(seen.invitation).toBeNull();
      expect(seen.offer).toBeNull();

      const other = await expert();
      expect((await other.api.freelancerJob({ params: { id: jobId } })).proposal).toBeNull();
      await db()('jobs').where({ id: jobId }).update({ status: 'closed' });
      expect((await freelancer.api.freelancerJob({ params: { id: jobId } })).job.status).toBe('closed');
      expect((await failureOf(other.api.freelancerJob({ params: { id: jobId } }))).status).toBe(404);
      const draft = await insertJob(server, owner.user.id, { status: 'draft' });
      expect((await failureOf(other.api.freelancerJob({ params: { id: draft } }))).status).toBe(404);
      expect((await failureOf(owner.api.freelancerJob({ params: { id: jobId } }))).status).toBe(403);
      expect((await failureOf(clientFor(server).freelancerJob({ params: { id: jobId } }))).status).toBe(401);
    });
  });
});
