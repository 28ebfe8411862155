import {
  addCalendarDays,
  autoReleaseAt,
  milestoneLimits,
  paymentScheduleDueSoonDays,
  serverMessages,
  serviceFeeFor,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { autoReleaseDue } from '../src/modules/payments/paymentRequests.service.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** `GET /payments/schedule` (ours, /payment-schedule): each party's milestones still to be paid. */
describe(`the payment schedule on ${kind}`, () => {
  const server = useTestServer();

  type Contract = Awaited<ReturnType<typeof startedContract>>;
  const today = () => new Date().toISOString().slice(0, 10);
  const inDays = (days: number) => addCalendarDays(today(), days);

  async function milestone(contract: Contract, description: string, amount: string, dueInDays: number, fund = true) {
    const { milestone: made } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description, deposite_amount: amount, due_date: inDays(dueInDays) },
    });
    if (fund) await contract.manager.api.fundMilestone({ params: { id: made.id } });
    return made;
  }

  async function request(contract: Contract, milestoneId: number, amount: string) {
    const { payment_request: made } = await contract.freelancer.api.requestPayment({
      body: {
        contract_id: contract.contractId,
        milestone_id: milestoneId,
        amount_requested: amount,
        request_message: 'Done; see the runbook.',
      },
    });
    return made;
  }

  /** One milestone of every stage, plus one released (no longer scheduled). */
  async function everyStage() {
    const contract = await startedContract(server);
    const released = await milestone(contract, 'Discovery', '50.00', 2);
    const approved = await request(contract, released.id, '50.00');
    await contract.manager.api.approvePayment({ body: { payment_request_id: approved.id } });
    const toFund = await milestone(contract, 'Cost dashboards', '100.00', 40, false);
    const funded = await milestone(contract, 'Monitoring', '200.00', 5);
    const inReview = await milestone(contract, 'Landing zone', '300.00', 10);
    const open = await request(contract, inReview.id, '250.00');
    const sentBack = await milestone(contract, 'Runbook', '150.00', 20);
    const answered = await request(contract, sentBack.id, '150.00');
    await contract.manager.api.requestChanges({
      body: { payment_request_id: answered.id, message: 'Please add the network diagram.' },
    });
    return { contract, toFund, funded, inReview, open, sentBack, answered };
  }

  it('lists both parties the milestones still to be paid, by due date, with stages, requests and totals', async () => {
    const made = await everyStage();
    const forManager = await made.contract.manager.api.paymentSchedule({ query: {} });
    expect(forManager).toMatchObject({
      current_page: 1,
      per_page: 10,
      total_count: 4,
      total_pages: 1,
      today: today(),
      due_soon_until: inDays(paymentScheduleDueSoonDays),
    });
    // Released 'Discovery' is done; the rest by due date.
    expect(forManager.records.map((item) => [item.milestone_description, item.stage, item.due_date])).toEqual([
      ['Monitoring', 'funded', inDays(5)],
      ['Landing zone', 'in_review', inDays(10)],
      ['Runbook', 'changes_requested', inDays(20)],
      ['Cost dashboards', 'to_fund', inDays(40)],
    ]);
    expect(forManager.totals).toEqual({
      in_escrow_cents: 20_000 + 30_000 + 15_000,
      to_fund_cents: 10_000,
      in_review_cents: 25_000,
      // Due within 30 days: Monitoring, Landing zone (its whole escrow) and Runbook; not Cost dashboards.
      due_soon_cents: 20_000 + 30_000 + 15_000,
    });
    const [funded, inReview, sentBack, toFund] = forManager.records;
    expect(funded).toMatchObject({
      amount_cents: 20_000,
      escrow_cents: 20_000,
      next_amount_cents: 20_000,
      request: null,
    });
    expect(toFund).toMatchObject({ escrow_cents: 0, next_amount_cents: 10_000, request: null });
    expect(inReview?.request).toEqual({
      id: made.open.id,
      amount_cents: 25_000,
      requested_at: made.open.created_at,
      auto_release_at: autoReleaseAt(made.open.created_at).toISOString(),
      response_message: '',
    });
    expect(inReview?.next_amount_cents).toBe(25_000);
    expect(sentBack?.request).toMatchObject({
      id: made.answered.id,
      auto_release_at: null,
      response_message: 'Please add the network diagram.',
    });
    expect(funded?.counterpart_name).toBe('Milestonia V.');
    expect(funded?.job_title).toEqual(expect.any(String));

    // The freelancer sees the same milestones, the client's name, and what they would receive after
    // the service fee ($50 billed with this client so far).
    const forFreelancer = await made.contract.freelancer.api.paymentSchedule({ query: {} });
    expect(forFreelancer.records.map((item) => item.milestone_id)).toEqual(
      forManager.records.map((item) => item.milestone_id),
    );
    expect(forFreelancer.totals).toEqual(forManager.totals);
    const review = forFreelancer.records[1];
    expect(review?.counterpart_name).toBe('Ledgera P.');
    const fee = serviceFeeFor(25_000, 5_000);
    expect([review?.service_fee_cents, review?.receive_cents]).toEqual([fee.feeCents, fee.receiveCents]);
  });

  it('filters by stage and pages, the totals still over everything', async () => {
    const made = await everyStage();
    const inReview = await made.contract.manager.api.paymentSchedule({ query: { stage: 'in_review' } });
    expect(inReview.records.map((item) => item.milestone_id)).toEqual([made.inReview.id]);
    expect(inReview.total_count).toBe(1);
    expect(inReview.totals.to_fund_cents).toBe(10_000);
    const second = await made.contract.freelancer.api.paymentSchedule({ query: { page: 2, per_page: 3 } });
    expect(second).toMatchObject({ current_page: 2, total_count: 4, total_pages: 2 });
    expect(second.records.map((item) => item.milestone_id)).toEqual([made.toFund.id]);
  });

  it("never shows another manager's or another freelancer's milestones (IDOR)", async () => {
    const mine = await startedContract(server);
    const theirs = await everyStage();
    expect((await mine.manager.api.paymentSchedule({ query: {} })).total_count).toBe(0);
    expect((await mine.freelancer.api.paymentSchedule({ query: {} })).records).toEqual([]);
    const stranger = await signedInAs(server, 'freelancer');
    const nothing = await stranger.api.paymentSchedule({ query: {} });
    expect(nothing.records).toEqual([]);
    expect(nothing.totals).toEqual({ in_escrow_cents: 0, to_fund_cents: 0, in_review_cents: 0, due_soon_cents: 0 });
    expect((await theirs.contract.manager.api.paymentSchedule({ query: {} })).total_count).toBe(4);
  });

  it('drops an ended contract’s unfunded and refunded milestones, keeping a request still in review', async () => {
    const contract = await startedContract(server);
    await milestone(contract, 'Never funded', '80.00', 3, false);
    await milestone(contract, 'Refunded', '120.00', 4);
    const waiting = await milestone(contract, 'Waiting', '90.00', 6);
    await request(contract, waiting.id, '90.00');
    await contract.manager.api.createRating({ body: { contract_id: contract.contractId, score: 4 } });
    const after = await contract.manager.api.paymentSchedule({ query: {} });
    expect(after.records.map((item) => [item.milestone_description, item.stage])).toEqual([['Waiting', 'in_review']]);
    expect(after.totals).toMatchObject({ in_escrow_cents: 9_000, to_fund_cents: 0, in_review_cents: 9_000 });
  });

  it('refuses visitors, staff roles and malformed queries', async () => {
    expect((await rawCall(server, 'GET', '/payments/schedule')).status).toBe(401);
    for (const role of ['admin', 'coordinator', 'support'] as const) {
      const { token } = await signedInAs(server, role);
      const answer = await rawCall(server, 'GET', '/payments/schedule', { token });
      expect([answer.status, answer.body]).toEqual([
        403,
        { error: expect.objectContaining({ message: serverMessages.notAllowed }) as unknown },
      ]);
    }
    const { token } = await signedInAs(server, 'project_manager');
    for (const query of [
      'stage=released',
      'stage=',
      'page=0',
      'page=-1',
      'per_page=51',
      'page=abc',
      'page=1e3',
      `stage=${'x'.repeat(5000)}`,
      'user_id=1&stage=nope',
    ]) {
      const answer = await rawCall(server, 'GET', `/payments/schedule?${query}`, { token });
      expect(answer.status, query).toBe(422);
    }
    // A client-sent identity is no filter: the caller's own (empty) schedule comes back.
    const spoofed = await rawCall(server, 'GET', '/payments/schedule?user_id=1&manager_id=1', { token });
    expect([spoofed.status, (spoofed.body as { total_count?: number }).total_count]).toEqual([200, 0]);
  });

  // Last: the auto-release run may release any request of this file's database that is due.
  it('shows the instant the auto-release job releases a request, from the job’s own constant', async () => {
    const contract = await startedContract(server);
    const made = await milestone(contract, 'Auto', '100.00', 7);
    const asked = await request(contract, made.id, '100.00');
    const { records } = await contract.freelancer.api.paymentSchedule({ query: { stage: 'in_review' } });
    const shown = records[0]?.request?.auto_release_at;
    expect(shown).toBe(
      new Date(new Date(asked.created_at).getTime() + milestoneLimits.autoReleaseDays * 86_400_000).toISOString(),
    );
    const at = new Date(shown ?? '');
    const status = async () =>
      (await server.database.knex('payment_requests').where({ id: asked.id }).first<{ status: string }>('status'))
        .status;
    await autoReleaseDue(server.database.knex, { now: new Date(at.getTime() - 1) });
    expect(await status()).toBe('Payment Requested');
    await autoReleaseDue(server.database.knex, { now: at });
    expect(await status()).toBe('approved');
    // Released in full: no longer on the schedule.
    const after = await contract.freelancer.api.paymentSchedule({ query: {} });
    expect(after.records.map((item) => item.milestone_id)).not.toContain(made.id);
  });
});
