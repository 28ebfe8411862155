import { contractServerMessages, ratingMessages, refusalOf } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert, warmPool } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`contracts on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  async function manager(companyName?: string) {
    const signed = await signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });
    if (companyName) await db()('users').where({ id: signed.user.id }).update({ company_name: companyName });
    return signed;
  }

  /** A manager's offer on a freelancer's proposal to a new job of theirs, not yet answered. */
  async function offered(
    options: {
      owner?: Awaited<ReturnType<typeof manager>>;
      freelancer?: Awaited<ReturnType<typeof signedInExpert>>;
      title?: string;
      payType?: 'hourly' | 'fixed';
      amount?: string;
    } = {},
  ) {
    const owner = options.owner ?? (await manager());
    const { jobId } = await jobWithQuestions(server, owner.user.id, [], {
      job_pay_type: options.payType ?? 'hourly',
      budget_cents: 9_000,
      ...(options.title ? { title: options.title } : {}),
    });
    const freelancer = options.freelancer ?? (await signedInExpert(server, { firstName: 'Corvina' }));
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { offer } = await owner.api.makeOffer({
      body: { job_application_id: proposal.id, amount: options.amount ?? '92.50', message: 'Welcome aboard.' },
    });
    return { owner, freelancer, jobId, proposal, offer };
  }

  async function hired(options: Parameters<typeof offered>[0] = {}) {
    const made = await offered(options);
    await made.freelancer.api.answerOffer({
      params: { id: made.offer.id },
      body: { status: 'Accepted', message: 'Starting today.', agree: true },
    });
    return made;
  }

  it('starts a contract when the freelancer accepts an offer, in the same transaction, with a notification', async () => {
    const { owner, freelancer, jobId, proposal, offer } = await offered();
    expect((await freelancer.api.activeContracts({})).records).toEqual([]);
    await freelancer.api.answerOffer({
      params: { id: offer.id },
      body: { status: 'Accepted', message: 'Starting today.', agree: true },
    });
    const { contract } = await freelancer.api.getContract({ params: { id: offer.id } });
    expect(contract).toMatchObject({
      id: offer.id,
      offer_id: offer.id,
      proposal_id: proposal.id,
      job: { id: jobId, client_name: 'Grace H.' },
      client_uuid: owner.user.uuid,
      freelancer: { uuid: freelancer.profileUuid },
      job_pay_type: 'hourly',
      amount_cents: 9_250,
      status: 'active',
      offer_message: 'Welcome aboard.',
      acceptance_message: 'Starting today.',
      ended_at: null,
    });
    expect((await owner.api.getContract({ params: { id: offer.id } })).contract).toEqual(
      expect.objectContaining({ id: offer.id, status: 'active' }),
    );
    expect((await notificationsOf(server, freelancer.user.id)).map((row) => row.kind)).toEqual([
      'offer_received',
      'contract_started',
    ]);
    expect((await notificationsOf(server, freelancer.user.id)).at(-1)?.payload).toEqual({
      job_id: jobId,
      proposal_id: proposal.id,
      contract_id: offer.id,
    });
    expect((await freelancer.api.activeContracts({})).records.map((record) => record.id)).toEqual([offer.id]);
    expect((await owner.api.managerActiveContracts({})).records.map((record) => record.id)).toEqual([offer.id]);
  });

  it('starts no contract on a decline, nor on a refused acceptance', async () => {
    const { owner, freelancer, offer } = await offered();
    await freelancer.api.answerOffer({ params: { id: offer.id }, body: { status: 'Declined' } });
    expect(await db()('contracts').where({ id: offer.id }).first()).toBeUndefined();
    const late = await failureOf(
      freelancer.api.answerOffer({ params: { id: offer.id }, body: { status: 'Accepted', message: 'x', agree: true } }),
    );
    expect([late.status, late.message]).toEqual([409, refusalOf('offer', 'Declined', 'accept')]);
    expect(await db()('contracts').where({ id: offer.id }).first()).toBeUndefined();
    expect((await owner.api.managerActiveContracts({})).records).toEqual([]);
    expect((await notificationsOf(server, freelancer.user.id)).map((row) => row.kind)).not.toContain(
      'contract_started',
    );
  });

  it('lists, searches and filters each party’s own contracts, newest first, paged', async () => {
    const owner = await manager('Contoso Cloud Works');
    const freelancer = await signedInExpert(server, { firstName: 'Ottoline' });
    const first = await hired({
      owner,
      freelancer,
      title: 'Kubernetes landing zone',
      payType: 'fixed',
      amount: '4000',
    });
    const second = await hired({ owner, freelancer, title: 'Serverless data pipeline' });
    await db()('contracts').where({ id: first.offer.id }).update({ status: 'completed', ended_at: new Date() });

    const mine = await freelancer.api.activeContracts({});
    expect(mine.records.map((record) => record.id)).toEqual([second.offer.id, first.offer.id]);
    expect(mine).toMatchObject({ total_count: 2, current_page: 1 });
    const paged = await freelancer.api.activeContracts({ query: { per_page: 1, page: 2 } });
    expect([paged.records.map((record) => record.id), paged.total_pages]).toEqual([[first.offer.id], 2]);
    const active = await freelancer.api.activeContracts({ query: { 'filter[status]': 'active' } });
    expect(active.records.map((record) => record.id)).toEqual([second.offer.id]);
    const completed = await owner.api.managerActiveContracts({ query: { 'filter[status]': 'completed' } });
    expect(completed.records.map((record) => [record.id, record.job_pay_type])).toEqual([[first.offer.id, 'fixed']]);

    // The freelancer searches the job title and the client's name; the manager the title and the freelancer.
    const byTitle = await freelancer.api.activeContracts({ query: { search: 'serverless' } });
    expect(byTitle.records.map((record) => record.id)).toEqual([second.offer.id]);
    const byClient = await freelancer.api.activeContracts({ query: { search: 'contoso' } });
    expect(byClient.total_count).toBe(2);
    expect((await freelancer.api.activeContracts({ query: { search: 'ottoline' } })).records).toEqual([]);
    const byFreelancer = await owner.api.managerActiveContracts({ query: { search: 'Ottoline V.' } });
    expect(byFreelancer.total_count).toBe(2);
    expect((await owner.api.managerActiveContracts({ query: { search: 'Vasquez' } })).records).toEqual([]);
    expect((await owner.api.managerActiveContracts({ query: { search: '100%_' } })).records).toEqual([]);

    // Another party's lists do not hold them.
    const stranger = await manager();
    expect((await stranger.api.managerActiveContracts({})).records).toEqual([]);
    const otherExpert = await signedInExpert(server, { firstName: 'Isembard' });
    expect((await otherExpert.api.activeContracts({})).records).toEqual([]);
  });

  it("shows a contract to its two parties only: anyone else's is the same 404 as a missing one", async () => {
    const { offer } = await hired();
    const pending = await offered();
    for (const other of [await manager(), await signedInExpert(server, { firstName: 'Isembard' })]) {
      const hidden = await failureOf(other.api.getContract({ params: { id: offer.id } }));
      expect([hidden.status, hidden.message]).toEqual([404, contractServerMessages.contractNotFound]);
    }
    const missing = await failureOf(pending.owner.api.getContract({ params: { id: 2_000_000_000 } }));
    expect([missing.status, missing.message]).toEqual([404, contractServerMessages.contractNotFound]);
    // An offer not accepted is no contract.
    expect((await failureOf(pending.freelancer.api.getContract({ params: { id: pending.offer.id } }))).status).toBe(
      404,
    );
    const admin = await signedInAs(server, 'admin');
    expect((await failureOf(admin.api.getContract({ params: { id: offer.id } }))).status).toBe(403);
    expect((await rawCall(server, 'GET', `/contracts/${String(offer.id)}`)).status).toBe(401);
  });

  it('refuses visitors, the wrong role and malformed or oversize input on every contract call', async () => {
    const owner = await manager();
    const freelancer = await signedInExpert(server, { firstName: 'Isembard' });
    const admin = await signedInAs(server, 'admin');
    const calls: Array<[string, string]> = [
      ['/active_contracts', freelancer.token],
      ['/manager_active_contracts', owner.token],
      ['/jobs/get_all_hired_freelancers', owner.token],
      ['/contracts/1', owner.token],
      ['/jobs/1/get_job_active_contract', owner.token],
    ];
    for (const [path] of calls) expect((await rawCall(server, 'GET', path)).status, path).toBe(401);
    for (const [path, token] of [
      ['/active_contracts', owner.token],
      ['/active_contracts', admin.token],
      ['/manager_active_contracts', freelancer.token],
      ['/jobs/get_all_hired_freelancers', freelancer.token],
      ['/jobs/1/get_job_active_contract', freelancer.token],
    ] as const) {
      expect((await rawCall(server, 'GET', path, { token })).status, path).toBe(403);
    }
    for (const [path, token] of [
      ['/active_contracts?search=' + 'x'.repeat(101), freelancer.token],
      ['/active_contracts?filter[status]=paused', freelancer.token],
      ['/active_contracts?page=0', freelancer.token],
      ['/manager_active_contracts?per_page=51', owner.token],
      ['/manager_active_contracts?page=abc', owner.token],
      ['/jobs/get_all_hired_freelancers?page=-1', owner.token],
      ['/contracts/abc', owner.token],
      ['/contracts/99999999999999999999', owner.token],
      ['/jobs/abc/get_job_active_contract', owner.token],
    ] as const) {
      const response = await rawCall(server, 'GET', path, { token });
      expect(response.status, path).toBe(422);
      const { error } = response.body as { error?: { message?: unknown } };
      expect(typeof error?.message === 'string' && error.message.length > 0, path).toBe(true);
    }
  });

  it("answers a job's active contracts to its manager only, and the manager's hired freelancers across jobs", async () => {
    const owner = await manager();
    const ada = await signedInExpert(server, { firstName: 'Corvina' });
    const bob = await signedInExpert(server, { firstName: 'Ottoline' });
    const one = await hired({ owner, freelancer: ada, title: 'Job one' });
    const two = await hired({ owner, freelancer: bob });
    const three = await hired({ owner, freelancer: ada, title: 'Job three' });
    await db()('contracts').where({ id: three.offer.id }).update({ status: 'completed', ended_at: new Date() });

    const onJob = await owner.api.jobActiveContracts({ params: { id: one.jobId } });
    expect(onJob.records.map((record) => record.id)).toEqual([one.offer.id]);
    expect((await owner.api.jobActiveContracts({ params: { id: three.jobId } })).records).toEqual([]);
    const stranger = await manager();
    const hidden = await failureOf(stranger.api.jobActiveContracts({ params: { id: one.jobId } }));
    expect([hidden.status, hidden.message]).toEqual([404, contractServerMessages.jobNotFound]);
    expect((await failureOf(owner.api.jobActiveContracts({ params: { id: 2_000_000_000 } }))).status).toBe(404);

    const hiredList = await owner.api.allHiredFreelancers({});
    expect(
      hiredList.records.map((record) => [
        record.freelancer.uuid,
        record.contracts_count,
        record.active_contracts_count,
        record.latest_contract_id,
      ]),
    ).toEqual([
      [ada.profileUuid, 2, 1, three.offer.id],
      [bob.profileUuid, 1, 1, two.offer.id],
    ]);
    expect(hiredList.total_count).toBe(2);
    const second = await owner.api.allHiredFreelancers({ query: { per_page: 1, page: 2 } });
    expect([second.records.map((record) => record.freelancer.uuid), second.total_pages]).toEqual([
      [bob.profileUuid],
      2,
    ]);
    expect((await stranger.api.allHiredFreelancers({})).records).toEqual([]);
  });
  describe('ending with ratings', () => {
    const profileRating = async (userId: number) =>
      db()('freelancer_profiles')
        .where({ user_id: userId })
        .first<{ rating: string | number; reviews_count: number }>('rating', 'reviews_count');

    it("ends an active contract with the manager's rating, then takes the freelancer's; each once", async () => {
      const { owner, freelancer, jobId, offer } = await hired();
      await db()('freelancer_profiles').where({ user_id: freelancer.user.id }).update({ rating: 4, reviews_count: 3 });

      const ended = await owner.api.createRating({
        body: { contract_id: offer.id, score: 5, feedback: ' Excellent work. ' },
      });
      expect(ended).toMatchObject({
        contract_id: offer.id,
        contract_status: 'completed',
        manager_rating: { score: 5, feedback: 'Excellent work.' },
        freelancer_rating: null,
        freelancer_rating_id: null,
      });
      expect(ended.manager_rating_id).toBe(ended.manager_rating?.id);
      const { contract } = await freelancer.api.getContract({ params: { id: offer.id } });
      expect(contract.status).toBe('completed');
      expect(contract.ended_at).not.toBeNull();
      // The public rating: (4 * 3 + 5) / 4.
      const rated = await profileRating(freelancer.user.id);
      expect([Number(rated.rating), rated.reviews_count]).toEqual([4.25, 4]);
      expect((await notificationsOf(server, freelancer.user.id)).at(-1)).toEqual({
        kind: 'contract_ended',
        payload: { job_id: jobId, contract_id: offer.id },
      });

      const again = await failureOf(owner.api.createRating({ body: { contract_id: offer.id, score: 1 } }));
      expect([again.status, again.message]).toEqual([409, contractServerMessages.alreadyRated]);

      const both = await freelancer.api.createRating({ body: { contract_id: offer.id, score: 4 } });
      expect(both).toMatchObject({ contract_status: 'completed', freelancer_rating: { score: 4, feedback: '' } });
      expect((await notificationsOf(server, owner.user.id)).at(-1)?.kind).toBe('contract_rated');
      // The freelancer's rating of the client does not touch the freelancer's own.
      expect((await profileRating(freelancer.user.id)).reviews_count).toBe(4);
      expect(await owner.api.getRatings({ params: { id: offer.id } })).toEqual(both);
      expect((await freelancer.api.activeContracts({ query: { 'filter[status]': 'completed' } })).records).toHaveLength(
        1,
      );
    });

    it('serialises ratings on one contract: ten at once from one party, one wins; both parties at once both count', async () => {
      const { owner, freelancer, offer } = await hired();
      await warmPool(() => owner.api.getRatings({ params: { id: offer.id } }));
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => owner.api.createRating({ body: { contract_id: offer.id, score: 3 } })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toMatchObject({ status: 409, message: contractServerMessages.alreadyRated });
        }
      }
      expect((await profileRating(freelancer.user.id)).reviews_count).toBe(1);

      const other = await hired();
      await Promise.all([
        other.owner.api.createRating({ body: { contract_id: other.offer.id, score: 5 } }),
        other.freelancer.api.createRating({ body: { contract_id: other.offer.id, score: 5 } }),
      ]);
      const seen = await other.owner.api.getRatings({ params: { id: other.offer.id } });
      expect([seen.contract_status, seen.manager_rating?.score, seen.freelancer_rating?.score]).toEqual([
        'completed',
        5,
        5,
      ]);
      const kinds = [
        ...(await notificationsOf(server, other.owner.user.id)),
        ...(await notificationsOf(server, other.freelancer.user.id)),
      ].map((row) => row.kind);
      expect(kinds.filter((kind) => kind === 'contract_ended')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'contract_rated')).toHaveLength(1);
    });

    it("refuses visitors, anyone else's contract (404), an offer not accepted, and malformed ratings", async () => {
      const { owner, offer } = await hired();
      const pending = await offered();
      const admin = await signedInAs(server, 'admin');
      for (const other of [await manager(), await signedInExpert(server, { firstName: 'Isembard' })]) {
        const hidden = await failureOf(other.api.createRating({ body: { contract_id: offer.id, score: 5 } }));
        expect([hidden.status, hidden.message]).toEqual([404, contractServerMessages.contractNotFound]);
        expect((await failureOf(other.api.getRatings({ params: { id: offer.id } }))).status).toBe(404);
      }
      expect(
        (await failureOf(pending.owner.api.createRating({ body: { contract_id: pending.offer.id, score: 5 } }))).status,
      ).toBe(404);
      expect((await failureOf(admin.api.createRating({ body: { contract_id: offer.id, score: 5 } }))).status).toBe(403);
      expect((await rawCall(server, 'POST', '/ratings', { json: { contract_id: offer.id, score: 5 } })).status).toBe(
        401,
      );
      expect((await rawCall(server, 'GET', `/ratings/${String(offer.id)}`)).status).toBe(401);
      for (const json of [
        { contract_id: offer.id },
        { contract_id: offer.id, score: 0 },
        { contract_id: offer.id, score: 6 },
        { contract_id: offer.id, score: 4.5 },
        { contract_id: offer.id, score: '5' },
      ]) {
        const response = await rawCall(server, 'POST', '/ratings', { token: owner.token, json });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { fields: { score: ratingMessages.scoreRequired } } });
      }
      for (const json of [
        { contract_id: 'x', score: 5 },
        { score: 5 },
        { contract_id: offer.id, score: 5, feedback: 'x'.repeat(2_001) },
      ]) {
        expect((await rawCall(server, 'POST', '/ratings', { token: owner.token, json })).status).toBe(422);
      }
      expect((await rawCall(server, 'GET', '/ratings/abc', { token: owner.token })).status).toBe(422);
      // Nothing was written by the refusals: the contract is still active.
      expect((await owner.api.getContract({ params: { id: offer.id } })).contract.status).toBe('active');
      expect(refusalOf('contract', 'completed', 'end')).toBe('This contract cannot be ended: it has already ended.');
    });
  });
});
