import type { ApiClient } from '@cloudexperts/domain';
import type { TestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { signedInAs } from './support.ts';

/**
 * A contract between a new manager and a new freelancer, started the way the product starts one:
 * a job, a proposal, an offer, its acceptance. Fixed price unless told otherwise; the manager has
 * the sandbox's succeeding test card unless `card: false`.
 */
export async function startedContract(
  server: TestServer,
  options: { payType?: 'hourly' | 'fixed'; amount?: string; card?: boolean } = {},
) {
  const manager = await signedInAs(server, 'project_manager', { firstName: 'Ledgera', lastName: 'Payne' });
  const { jobId } = await jobWithQuestions(server, manager.user.id, [], {
    job_pay_type: options.payType ?? 'fixed',
    budget_cents: 100_000,
  });
  const freelancer = await signedInExpert(server, { firstName: 'Milestonia' });
  const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
  const { offer } = await manager.api.makeOffer({
    body: { job_application_id: proposal.id, amount: options.amount ?? '1000.00', message: 'Welcome aboard.' },
  });
  await freelancer.api.answerOffer({
    params: { id: offer.id },
    body: { status: 'Accepted', message: 'Starting today.', agree: true },
  });
  // Milestones are funded from the manager's default card (a sandbox card unless told not to).
  if (options.card !== false) await addSandboxCard(manager.api);
  return { manager, freelancer, contractId: offer.id, jobId };
}

/** Stripe's test numbers as the sandbox takes them (domain sandboxTestCards). */
export const sandboxCardNumbers = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A card saved the way the setup page saves one with the sandbox: setup, confirm, save. */
export async function addSandboxCard(api: ApiClient, number: string = sandboxCardNumbers.succeeds) {
  const { setup } = await api.startCardSetup();
  await api.confirmSandboxCard({
    body: { setup_id: setup.id, number, expiry: '12/40', cvc: '123', name: 'Ledgera Payne' },
  });
  const { card } = await api.saveCard({ body: { setup_id: setup.id } });
  return card;
}

/**
 * Payment requests left unanswered for fifteen days on a started contract, one per amount, each on
 * a funded milestone of its own: every one due for the auto-release at the real now. Their ids.
 */
export async function dueRequests(
  server: TestServer,
  {
    manager,
    freelancer,
    contractId,
  }: Pick<Awaited<ReturnType<typeof startedContract>>, 'manager' | 'freelancer' | 'contractId'>,
  amounts: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, amount] of amounts.entries()) {
    const { milestone } = await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: `Due ${String(index)}`, deposite_amount: amount, due_date: '2027-01-15' },
    });
    await manager.api.fundMilestone({ params: { id: milestone.id } });
    const { payment_request: request } = await freelancer.api.requestPayment({
      body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: amount, request_message: 'Done.' },
    });
    ids.push(request.id);
  }
  await server.database
    .knex('payment_requests')
    .whereIn('id', ids)
    .update({ created_at: new Date(Date.now() - 15 * 86_400_000) });
  return ids;
}
