import type { ApiClient } from '@cloudexperts/domain';
import type { TestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { rawCall } from './support.ts';

/** The freelancer adds Payoneer through the sandbox's login and consent, as /setup-payment does. */
export async function addedPayoneer(server: TestServer, api: ApiClient) {
  const { redirect_url } = await api.setPaymentMethod({ body: { account_type: 'Payoneer' } });
  const state = new URL(redirect_url, 'http://app.test').searchParams.get('state') ?? '';
  const consent = await rawCall(server, 'POST', '/payments/sandbox/consent', { json: { state, allow: true } });
  const back = new URL(String(consent.body?.redirect_url), 'http://app.test');
  await api.authenticatePaymentMethod({
    query: { code: back.searchParams.get('code') ?? '', id: back.searchParams.get('id') ?? '' },
  });
}

/**
 * Money moved through the real calls: a contract whose $400 milestone is funded, requested and
 * approved (a $20 service fee: 5% of the first $500), a $100 milestone funded and still held, and
 * $50 withdrawn to Payoneer (its $2 fee; $48 paid out).
 */
export async function moneyMoved(server: TestServer, options: { withdraw?: boolean } = {}) {
  const started = await startedContract(server);
  const { manager, freelancer, contractId } = started;
  const { milestone } = await manager.api.createMilestone({
    params: { id: contractId },
    body: { description: 'Landing zone', deposite_amount: '400.00', due_date: '2027-01-15' },
  });
  await manager.api.fundMilestone({ params: { id: milestone.id } });
  const { payment_request: request } = await freelancer.api.requestPayment({
    body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: '400.00', request_message: 'Done.' },
  });
  await manager.api.approvePayment({ body: { payment_request_id: request.id } });
  const { milestone: held } = await manager.api.createMilestone({
    params: { id: contractId },
    body: { description: 'Runbook', deposite_amount: '100.00', due_date: '2027-01-15' },
  });
  await manager.api.fundMilestone({ params: { id: held.id } });
  if (options.withdraw !== false) {
    await addedPayoneer(server, freelancer.api);
    await freelancer.api.withdraw({ body: { amount: '50', account_type: 'Payoneer' } });
  }
  return { ...started, releasedMilestoneId: milestone.id, heldMilestoneId: held.id };
}
