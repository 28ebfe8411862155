import { contractServerMessages, proposalServerMessages, serviceFeeFor } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * `billed_cents` on offers, contracts and the freelancer's job (issue 17: the fee breakdown
 * everywhere an amount is shown): what the pair has billed so far, so the previews' fee is the one
 * the release charges; only the pair's own, never another pair's.
 */
describe(`the pair's billed total for fee previews on ${kind}`, () => {
  const server = useTestServer();

  type Contract = Awaited<ReturnType<typeof startedContract>>;

  /** Funds a milestone of `amount` dollars, requests all of it and answers the request's id. */
  async function requested(contract: Contract, contractId: number, amount: string) {
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Landing zone', deposite_amount: amount, due_date: '2026-12-15' },
    });
    await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
    const { payment_request: made } = await contract.freelancer.api.requestPayment({
      body: {
        contract_id: contractId,
        milestone_id: milestone.id,
        amount_requested: amount,
        request_message: 'Deployed; see the runbook.',
        document_upload_ids: [],
      },
    });
    return made.id;
  }

  /** Another job of the same manager, proposed on by the same freelancer, with an offer of `amount`. */
  async function secondOffer(contract: Contract, amount: string) {
    const { jobId } = await jobWithQuestions(server, contract.manager.user.id, [], {
      job_pay_type: 'fixed',
      budget_cents: 100_000,
    });
    const { proposal } = await contract.freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { offer } = await contract.manager.api.makeOffer({
      body: { job_application_id: proposal.id, amount, message: 'Another one.' },
    });
    return offer;
  }

  it('is what the pair released on all their contracts, and the previewed fee is the one the release charges', async () => {
    const contract = await startedContract(server);
    const fresh = await contract.freelancer.api.getContract({ params: { id: contract.contractId } });
    expect(fresh.contract.billed_cents).toBe(0);

    // $400 released: the first contract's billing.
    const first = await requested(contract, contract.contractId, '400.00');
    await contract.manager.api.approvePayment({ body: { payment_request_id: first } });
    for (const party of [contract.freelancer, contract.manager]) {
      const { contract: read } = await party.api.getContract({ params: { id: contract.contractId } });
      expect([read.billed_cents, read.released_cents]).toEqual([40_000, 40_000]);
    }
    const lists = [
      await contract.freelancer.api.activeContracts({ query: {} }),
      await contract.manager.api.managerActiveContracts({ query: {} }),
    ];
    for (const list of lists) expect(list.records.map((record) => record.billed_cents)).toEqual([40_000]);

    // An offer on another job of the same client carries the pair's billing too, to both parties.
    const offer = await secondOffer(contract, '700.00');
    expect(offer.billed_cents).toBe(40_000);
    expect((await contract.freelancer.api.getOffer({ params: { id: offer.id } })).offer.billed_cents).toBe(40_000);
    expect((await contract.manager.api.getOffer({ params: { id: offer.id } })).offer.billed_cents).toBe(40_000);
    const offers = await contract.freelancer.api.offers({ query: {} });
    expect(offers.records.find((record) => record.id === offer.id)?.billed_cents).toBe(40_000);

    // The freelancer's view of a third open job of that client: the bid's preview.
    const { jobId } = await jobWithQuestions(server, contract.manager.user.id);
    expect((await contract.freelancer.api.freelancerJob({ params: { id: jobId } })).billed_cents).toBe(40_000);

    // The second contract's $700 crosses the $500 threshold: the preview the freelancer is shown
    // from billed_cents is exactly what the release then posts.
    await contract.freelancer.api.answerOffer({
      params: { id: offer.id },
      body: { status: 'Accepted', message: 'Again, gladly.', agree: true },
    });
    const { contract: second } = await contract.freelancer.api.getContract({ params: { id: offer.id } });
    expect([second.billed_cents, second.released_cents]).toEqual([40_000, 0]);
    const preview = serviceFeeFor(70_000, second.billed_cents);
    expect(preview.feeCents).toBe(500 + 1_500); // $100 at 5%, $600 at 2.5%
    const secondRequest = await requested(contract, offer.id, '700.00');
    await contract.manager.api.approvePayment({ body: { payment_request_id: secondRequest } });
    const { records } = await contract.freelancer.api.paymentRequests({ query: {} });
    expect(records.find((record) => record.id === secondRequest)).toMatchObject({
      released_cents: 70_000,
      fee_cents: preview.feeCents,
      net_cents: preview.receiveCents,
    });
    // The contract page's preview of its whole price starts from what was billed before it.
    const { contract: after } = await contract.freelancer.api.getContract({ params: { id: offer.id } });
    expect([after.billed_cents, after.released_cents]).toEqual([110_000, 70_000]);
    expect(serviceFeeFor(after.amount_cents, after.billed_cents - after.released_cents).feeCents).toBe(
      preview.feeCents,
    );
  });

  it("never counts or shows another pair's billing (IDOR)", async () => {
    const billedPair = await startedContract(server);
    const made = await requested(billedPair, billedPair.contractId, '300.00');
    await billedPair.manager.api.approvePayment({ body: { payment_request_id: made } });

    // The same client with another freelancer, and the same freelancer with another client: 0.
    const otherFreelancer = await signedInExpert(server, { firstName: 'Otheria' });
    const { jobId } = await jobWithQuestions(server, billedPair.manager.user.id, [], {
      job_pay_type: 'fixed',
      budget_cents: 100_000,
    });
    const { proposal } = await otherFreelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { offer } = await billedPair.manager.api.makeOffer({
      body: { job_application_id: proposal.id, amount: '200.00', message: '' },
    });
    expect(offer.billed_cents).toBe(0);
    expect((await otherFreelancer.api.getOffer({ params: { id: offer.id } })).offer.billed_cents).toBe(0);
    expect((await otherFreelancer.api.freelancerJob({ params: { id: jobId } })).billed_cents).toBe(0);
    const otherClient = await startedContract(server);
    expect(
      (await otherClient.freelancer.api.getContract({ params: { id: otherClient.contractId } })).contract.billed_cents,
    ).toBe(0);

    // Another party's contract or offer is the same 404 as a missing one; no billed figure leaks.
    const hidden = await failureOf(otherFreelancer.api.getContract({ params: { id: billedPair.contractId } }));
    expect([hidden.status, hidden.message]).toEqual([404, contractServerMessages.contractNotFound]);
    const hiddenOffer = await failureOf(otherClient.manager.api.getOffer({ params: { id: offer.id } }));
    expect([hiddenOffer.status, hiddenOffer.message]).toEqual([404, proposalServerMessages.offerNotFound]);
    const otherManagersContracts = await otherClient.manager.api.managerActiveContracts({ query: {} });
    expect(otherManagersContracts.records.map((record) => record.id)).toEqual([otherClient.contractId]);
    // Anonymous: 401.
    expect((await rawCall(server, 'GET', `/contracts/${String(billedPair.contractId)}`)).status).toBe(401);
  });
});
