import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** The milestones' `payment_requested` (spec document 2, section 3: a list whose first item has a status). */
describe(`milestones with their payment requests on ${kind}`, () => {
  const server = useTestServer();

  it('lists each milestone with its requests newest first, to both parties; a new or funded one has none', async () => {
    const { manager, freelancer, contractId } = await startedContract(server);
    const body = (description: string, due: string) => ({ description, deposite_amount: '300', due_date: due });
    const { milestone: first } = await manager.api.createMilestone({
      params: { id: contractId },
      body: body('Discovery', '2026-12-01'),
    });
    expect(first.payment_requested).toEqual([]);
    const { milestone: second } = await manager.api.createMilestone({
      params: { id: contractId },
      body: body('Build', '2026-12-20'),
    });
    const { milestone: funded } = await manager.api.fundMilestone({ params: { id: first.id } });
    expect(funded.payment_requested).toEqual([]);

    const ask = (message: string) =>
      freelancer.api.requestPayment({
        body: { contract_id: contractId, milestone_id: first.id, amount_requested: '120.5', request_message: message },
      });
    const { payment_request: earlier } = await ask('First draft.');
    await manager.api.requestChanges({ body: { payment_request_id: earlier.id, message: 'Add the diagram.' } });
    const { payment_request: later } = await ask('With the diagram.');

    for (const party of [manager, freelancer]) {
      const { records } = await party.api.contractMilestones({ params: { id: contractId } });
      expect(records.map((record) => [record.id, record.payment_requested.map((request) => request.id)])).toEqual([
        [first.id, [later.id, earlier.id]],
        [second.id, []],
      ]);
      expect(records[0]?.payment_requested[0]).toEqual({
        id: later.id,
        status: 'Payment Requested',
        amount_requested: '120.50',
        created_at: later.created_at,
      });
      expect(records[0]?.payment_requested[1]?.status).toBe('changes_requested');
    }
  });
});
