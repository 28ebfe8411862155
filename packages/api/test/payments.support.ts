import type { TestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { signedInAs } from './support.ts';

/**
 * A contract between a new manager and a new freelancer, started the way the product starts one:
 * a job, a proposal, an offer, its acceptance. Fixed price unless told otherwise.
 */
export async function startedContract(
  server: TestServer,
  options: { payType?: 'hourly' | 'fixed'; amount?: string } = {},
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
  return { manager, freelancer, contractId: offer.id, jobId };
}
