import type { Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the staff contract view of an ended contract on ${kind}`, () => {
  const server = useTestServer();
  const staff = (role: Role, lastName: string) => signedInAs(server, role, { firstName: 'Endra', lastName });
  const reason = 'The client asked us to end it: their budget was frozen for the quarter.';

  it('an active contract: no ratings and no ending by staff', async () => {
    const { contractId } = await startedContract(server, { card: false });
    const support = await staff('support', 'Activa');
    const view = await support.api.staffContract({ params: { id: contractId } });
    expect(view.contract.status).toBe('active');
    expect(view.ratings).toEqual({ client: null, freelancer: null });
    expect(view.ended_by_staff).toBeNull();
  });

  it('ended by staff: who (name and role), when and the reason; then each party’s rating as they give it', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const coordinator = await staff('coordinator', 'Endwell');
    const before = Date.now();
    const ended = await coordinator.api.staffEndContract({
      params: { id: contractId },
      body: { reason: ` ${reason} ` },
    });
    expect(ended.contract.status).toBe('completed');
    expect(ended.ended_by_staff).toMatchObject({ staff: { name: 'Endra Endwell', role: 'coordinator' }, reason });
    const at = Date.parse(ended.ended_by_staff?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(ended.ratings).toEqual({ client: null, freelancer: null });

    // Support reads the same ending; the ratings show as the parties give them (the client's first).
    const support = await staff('support', 'Readwell');
    await manager.api.createRating({ body: { contract_id: contractId, score: 3, feedback: 'Fine until the freeze.' } });
    const rated = await support.api.staffContract({ params: { id: contractId } });
    expect(rated.ended_by_staff).toEqual(ended.ended_by_staff);
    expect(rated.ratings.client).toMatchObject({ score: 3, feedback: 'Fine until the freeze.' });
    expect(rated.ratings.freelancer).toBeNull();
    await freelancer.api.createRating({ body: { contract_id: contractId, score: 5 } });
    const both = await support.api.staffContract({ params: { id: contractId } });
    expect(both.ratings.client).toEqual(rated.ratings.client);
    expect(both.ratings.freelancer).toMatchObject({ score: 5, feedback: '' });
    // The same ratings the parties read.
    const theirs = await manager.api.getRatings({ params: { id: contractId } });
    expect(both.ratings).toEqual({ client: theirs.manager_rating, freelancer: theirs.freelancer_rating });
  });

  it('ended by a rating: the rating shows, no ending by staff (another contract’s ending is not it)', async () => {
    const other = await startedContract(server, { card: false });
    const coordinator = await staff('coordinator', 'Elsewhere');
    await coordinator.api.staffEndContract({ params: { id: other.contractId }, body: { reason } });

    const { freelancer, contractId } = await startedContract(server, { card: false });
    await freelancer.api.createRating({ body: { contract_id: contractId, score: 4, feedback: 'Clear goals.' } });
    const view = await coordinator.api.staffContract({ params: { id: contractId } });
    expect(view.contract.status).toBe('completed');
    expect(view.ended_by_staff).toBeNull();
    expect(view.ratings.client).toBeNull();
    expect(view.ratings.freelancer).toMatchObject({ score: 4, feedback: 'Clear goals.' });
    expect(Number.isSafeInteger(view.ratings.freelancer?.id)).toBe(true);
  });
});
