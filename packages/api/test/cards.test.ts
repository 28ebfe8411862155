import { cardServerMessages, errorCodes, IDEMPOTENCY_HEADER, paymentServerMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { useTestServer } from './helpers.ts';
import { addSandboxCard, sandboxCardNumbers, startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`a manager's cards (sandbox provider) on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Carda', lastName: 'Holder' });
  const confirmBody = (setupId: string, changes: Record<string, unknown> = {}) => ({
    setup_id: setupId,
    number: sandboxCardNumbers.succeeds,
    expiry: '12/40',
    cvc: '123',
    name: 'Carda Holder',
    ...changes,
  });

  /** A contract whose manager has no card yet, with one milestone of `amount` dollars. */
  async function milestoneWithoutCard(amount = '300.00') {
    const contract = await startedContract(server);
    // startedContract gives every manager a card: take it away for these.
    await db()('payment_cards')
      .where({ user_id: contract.manager.user.id })
      .update({ removed_at: db().fn.now(), is_default: false });
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Landing zone', deposite_amount: amount, due_date: '2026-12-20' },
    });
    return { ...contract, milestone };
  }
  const fundRaw = (token: string, id: number, key: string) =>
    rawCall(server, 'POST', `/milestones/${id}/fund`, { token, headers: { [IDEMPOTENCY_HEADER]: key } });

  it('saves the sandbox test card through setup, confirm and save, keeping only brand, last4 and expiry', async () => {
    const { api, user } = await manager();
    expect(await api.cards()).toEqual({ records: [], provider: 'sandbox', publishable_key: null });
    const { setup } = await api.startCardSetup();
    expect(setup).toMatchObject({ provider: 'sandbox', client_secret: null, publishable_key: null });
    expect(setup.id).toMatch(/^seti_sbx_/);
    expect(await api.confirmSandboxCard({ body: confirmBody(setup.id) })).toEqual({
      setup_id: setup.id,
      status: 'succeeded',
    });
    const { card } = await api.saveCard({ body: { setup_id: setup.id } });
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, is_default: true });
    expect((await api.cards()).records).toEqual([card]);
    // No card number or CVC anywhere in what we keep.
    const kept = JSON.stringify([
      await db()('payment_cards').where({ user_id: user.id }),
      await db()('sandbox_card_setups').where({ id: setup.id }),
    ]);
    expect(kept).not.toContain('4242424242424242');
    expect(kept).not.toContain('"123"');
    // A setup saves once.
    expect((await failureOf(api.saveCard({ body: { setup_id: setup.id } }))).message).toBe(
      cardServerMessages.cardAlreadySaved,
    );
    expect((await failureOf(api.confirmSandboxCard({ body: confirmBody(setup.id) }))).status).toBe(409);
  });

  it('refuses cards that are not test cards, and malformed card input field by field', async () => {
    const owner = await manager();
    const { api } = owner;
    const { setup } = await api.startCardSetup();
    // Luhn-valid, but a real card's number: declined as Stripe's test mode does.
    const real = await failureOf(
      api.confirmSandboxCard({ body: confirmBody(setup.id, { number: '5555 5555 5555 4444' }) }),
    );
    expect([real.status, real.body?.error.code, real.message]).toEqual([
      402,
      errorCodes.paymentDeclined,
      cardServerMessages.notTestCard,
    ]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ number: '4242 4242 4242 4241' }, 'number', cardServerMessages.numberInvalid],
      [{ number: '4'.repeat(5000) }, 'number', cardServerMessages.numberInvalid],
      [{ number: 4242424242424242 }, 'number', cardServerMessages.numberInvalid],
      [{ expiry: '13/40' }, 'expiry', cardServerMessages.expiryInvalid],
      [{ expiry: '01/20' }, 'expiry', cardServerMessages.expiryPast],
      [{ expiry: '1'.repeat(500) }, 'expiry', cardServerMessages.expiryInvalid],
      [{ cvc: '12' }, 'cvc', cardServerMessages.cvcInvalid],
      [{ cvc: '12345' }, 'cvc', cardServerMessages.cvcInvalid],
      [{ name: '   ' }, 'name', cardServerMessages.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', cardServerMessages.nameRequired],
      [{ setup_id: 'seti 1' }, 'setup_id', cardServerMessages.setupIdInvalid],
      [{ setup_id: 's'.repeat(300) }, 'setup_id', cardServerMessages.setupIdInvalid],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await rawCall(server, 'POST', '/payments/sandbox/cards/confirm', {
        token: owner.token,
        json: confirmBody(setup.id, changes),
      });
      expect(answer.status, JSON.stringify(changes).slice(0, 80)).toBe(422);
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message);
    }
    // Unconfirmed: nothing to save.
    expect((await failureOf(api.saveCard({ body: { setup_id: setup.id } }))).message).toBe(
      cardServerMessages.setupInvalid,
    );
    expect((await api.cards()).records).toEqual([]);
  });

  it('funds with no card on file only after one is added: 409 card_required, the key given back', async () => {
    const { manager: owner, milestone } = await milestoneWithoutCard();
    const refused = await fundRaw(owner.token, milestone.id, 'no-card-yet');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: errorCodes.cardRequired, message: cardServerMessages.cardRequired },
    });
    expect(await db()('idempotency_keys').where({ user_id: owner.user.id, key: 'no-card-yet' })).toHaveLength(0);
    await addSandboxCard(owner.api);
    const funded = await fundRaw(owner.token, milestone.id, 'no-card-yet');
    expect(funded.status).toBe(200);
    expect(funded.body).toMatchObject({ milestone: { status: 'funded', escrow_cents: 30_000 } });
  });

  it('charges the default card: the declined and insufficient-funds test cards are 402 with their message', async () => {
    const { manager: owner, milestone, contractId } = await milestoneWithoutCard();
    const declined = await addSandboxCard(owner.api, sandboxCardNumbers.declined);
    expect(declined).toMatchObject({ last4: '0002', is_default: true });
    const first = await fundRaw(owner.token, milestone.id, 'decline-1');
    expect(first.status).toBe(402);
    expect(first.body).toMatchObject({
      error: { code: errorCodes.paymentDeclined, message: cardServerMessages.cardDeclined },
    });

    const poor = await addSandboxCard(owner.api, sandboxCardNumbers.insufficientFunds);
    expect(poor.is_default).toBe(false);
    await owner.api.makeDefaultCard({ params: { id: poor.id } });
    const second = await fundRaw(owner.token, milestone.id, 'decline-2');
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ error: { message: cardServerMessages.insufficientFunds } });
    expect(await db()('ledger_postings').where({ milestone_id: milestone.id })).toHaveLength(0);

    const good = await addSandboxCard(owner.api);
    await owner.api.makeDefaultCard({ params: { id: good.id } });
    expect((await owner.api.cards()).records.map((card) => [card.last4, card.is_default])).toEqual([
      ['4242', true],
      ['0002', false],
      ['9995', false],
    ]);
    const third = await fundRaw(owner.token, milestone.id, 'decline-3');
    expect(third.status).toBe(200);
    expect(await balanceOf(db(), { kind: 'escrow', userId: owner.user.id, contractId })).toBe(30_000);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('still refuses the sandbox declined amount whatever the card', async () => {
    const { manager: owner, milestone } = await milestoneWithoutCard('666.00');
    await addSandboxCard(owner.api);
    const answer = await fundRaw(owner.token, milestone.id, 'declined-amount');
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ error: { message: paymentServerMessages.paymentDeclined } });
  });

  it('removes cards: the next becomes the default, a removed card is never charged, funded escrow stays', async () => {
    const contract = await startedContract(server);
    const owner = contract.manager;
    const [firstCard] = (await owner.api.cards()).records;
    if (!firstCard) throw new Error('startedContract gives the manager a card');
    const { milestone: funded } = await owner.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Funded first', deposite_amount: '100', due_date: '2026-12-20' },
    });
    await owner.api.fundMilestone({ params: { id: funded.id } });
    const spare = await addSandboxCard(owner.api);
    expect(await owner.api.removeCard({ params: { id: firstCard.id } })).toEqual({
      message: cardServerMessages.cardRemoved,
    });
    expect((await owner.api.cards()).records).toEqual([{ ...spare, is_default: true }]);
    await owner.api.removeCard({ params: { id: spare.id } });
    expect((await owner.api.cards()).records).toEqual([]);
    expect((await failureOf(owner.api.removeCard({ params: { id: spare.id } }))).status).toBe(404);
    // The funded milestone keeps its escrow; the next one cannot be charged to a removed card.
    const { records } = await owner.api.contractMilestones({ params: { id: contract.contractId } });
    expect(records[0]).toMatchObject({ status: 'funded', escrow_cents: 10_000 });
    const { milestone: next } = await owner.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'After removal', deposite_amount: '50', due_date: '2026-12-21' },
    });
    const refused = await failureOf(owner.api.fundMilestone({ params: { id: next.id } }));
    expect([refused.status, refused.body?.error.code]).toEqual([409, errorCodes.cardRequired]);
  });

  it('serialises a removal and a charge on the same card: either the charge or the refusal, never a charge after removal', async () => {
    const contract = await startedContract(server);
    const owner = contract.manager;
    const [card] = (await owner.api.cards()).records;
    if (!card) throw new Error('startedContract gives the manager a card');
    const { milestone } = await owner.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Raced', deposite_amount: '75', due_date: '2026-12-20' },
    });
    const [fund, removal] = await Promise.all([
      fundRaw(owner.token, milestone.id, 'race-removal'),
      rawCall(server, 'DELETE', `/payments/cards/${card.id}`, { token: owner.token }),
    ]);
    expect(removal.status).toBe(200);
    const postings = await db()('ledger_postings').where({ milestone_id: milestone.id });
    if (fund.status === 200) {
      expect(postings).toHaveLength(1);
    } else {
      expect(fund.status).toBe(409);
      expect(postings).toHaveLength(0);
    }
  });

  it('keeps at most five cards', async () => {
    const { api } = await manager();
    for (let index = 0; index < 5; index += 1) await addSandboxCard(api);
    expect((await failureOf(api.startCardSetup())).message).toBe(cardServerMessages.tooManyCards);
  });

  describe('attacks', () => {
    it('refuses anonymous callers, freelancers and staff on every card call', async () => {
      const freelancer = await signedInAs(server, 'freelancer');
      const coordinator = await signedInAs(server, 'coordinator');
      const support = await signedInAs(server, 'support');
      const id = '00000000-0000-4000-8000-000000000000';
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/payments/cards', undefined],
        ['POST', '/payments/cards/setup', undefined],
        ['POST', '/payments/sandbox/cards/confirm', confirmBody('seti_sbx_x')],
        ['POST', '/payments/cards', { setup_id: 'seti_sbx_x' }],
        ['POST', `/payments/cards/${id}/default`, undefined],
        ['DELETE', `/payments/cards/${id}`, undefined],
      ];
      for (const [method, path, json] of calls) {
        expect((await rawCall(server, method, path, { json })).status, `${method} ${path}`).toBe(401);
        for (const who of [freelancer, coordinator, support]) {
          expect((await rawCall(server, method, path, { json, token: who.token })).status, `${method} ${path}`).toBe(
            403,
          );
        }
      }
    });

    it("never lets a manager see, confirm, save, default or remove another manager's card or setup", async () => {
      const owner = await manager();
      const ownersCard = await addSandboxCard(owner.api);
      const { setup } = await owner.api.startCardSetup();
      const other = await manager();
      await other.api.startCardSetup(); // so the other has a customer of their own
      expect((await other.api.cards()).records).toEqual([]);
      const confirm = await failureOf(other.api.confirmSandboxCard({ body: confirmBody(setup.id) }));
      expect([confirm.status, confirm.message]).toEqual([409, cardServerMessages.setupInvalid]);
      await owner.api.confirmSandboxCard({ body: confirmBody(setup.id) });
      const save = await failureOf(other.api.saveCard({ body: { setup_id: setup.id } }));
      expect([save.status, save.message]).toEqual([409, cardServerMessages.setupInvalid]);
      const calls = [
        () => other.api.removeCard({ params: { id: ownersCard.id } }),
        () => other.api.makeDefaultCard({ params: { id: ownersCard.id } }),
      ];
      for (const call of calls) {
        const failure = await failureOf(call());
        expect([failure.status, failure.message]).toEqual([404, cardServerMessages.cardNotFound]);
      }
      expect((await owner.api.cards()).records).toEqual([ownersCard]);
    });

    it('answers malformed ids and bodies with 422, never 500', async () => {
      const { token } = await manager();
      for (const path of ['/payments/cards/1', '/payments/cards/not-a-uuid', `/payments/cards/${'a'.repeat(4000)}`]) {
        expect((await rawCall(server, 'DELETE', path, { token })).status, path).toBe(422);
        expect((await rawCall(server, 'POST', `${path}/default`, { token })).status, path).toBe(422);
      }
      for (const json of [{}, { setup_id: '' }, { setup_id: 42 }, { setup_id: 'x'.repeat(100_000) }, []]) {
        expect((await rawCall(server, 'POST', '/payments/cards', { token, json })).status).toBe(422);
      }
      const broken = await rawCall(server, 'POST', '/payments/sandbox/cards/confirm', {
        token,
        headers: { 'content-type': 'application/json' },
        body: '{"number":',
      });
      expect(broken.status).toBe(400);
    });
  });
});
