import { serviceFeeFor, serverMessages } from '@cloudexperts/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createDiskStorage } from '../src/adapters/storage.ts';
import { sweepAbandonedUploads } from '../src/modules/uploads/sweep.ts';
import { makePdf } from './files.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** `GET /payments/requests` (ours, /review-pay) and who may read a request's work documents. */
describe(`the payment request list on ${kind}`, () => {
  const server = useTestServer();

  type Contract = Awaited<ReturnType<typeof startedContract>>;

  /** A funded milestone of `amount` on the contract (a new contract unless given). */
  async function fundedMilestone(contract: Contract, amount = '400.00', description = 'Landing zone') {
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description, deposite_amount: amount, due_date: '2026-12-15' },
    });
    await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
    return milestone;
  }

  async function request(contract: Contract, milestoneId: number, amount: string, documentIds: string[] = []) {
    const { payment_request: made } = await contract.freelancer.api.requestPayment({
      body: {
        contract_id: contract.contractId,
        milestone_id: milestoneId,
        amount_requested: amount,
        request_message: 'Deployed; see the runbook.',
        document_upload_ids: documentIds,
      },
    });
    return made;
  }

  async function pdfOf(contract: Contract, name = 'runbook.pdf') {
    const { upload } = await contract.freelancer.api.uploadFile({
      query: { kind: 'resume' },
      body: { file: new File([new Uint8Array(makePdf('Runbook'))], name, { type: 'application/pdf' }) },
    });
    return upload;
  }

  it("lists the manager's requests, requested first, with names, documents and the fee breakdown", async () => {
    const contract = await startedContract(server);
    const first = await fundedMilestone(contract, '400.00', 'Landing zone');
    const second = await fundedMilestone(contract, '700.00', 'Networking');
    const document = await pdfOf(contract);
    const approved = await request(contract, first.id, '400.00');
    await contract.manager.api.approvePayment({ body: { payment_request_id: approved.id } });
    const open = await request(contract, second.id, '700.00', [document.id]);

    const list = await contract.manager.api.paymentRequests({ query: {} });
    expect(list).toMatchObject({ current_page: 1, per_page: 10, total_count: 2, total_pages: 1 });
    expect(list.records.map((record) => record.id)).toEqual([open.id, approved.id]);
    const [requested, released] = list.records;
    // 400.00 billed at 5% before; of 700.00, 100.00 is at 5% and 600.00 at 2.5%.
    const expectedFee = serviceFeeFor(70_000, 40_000);
    expect(expectedFee.feeCents).toBe(500 + 1_500);
    expect(requested).toMatchObject({
      status: 'Payment Requested',
      job_title: expect.any(String) as string,
      milestone_description: 'Networking',
      freelancer_name: 'Milestonia V.',
      manager_name: 'Ledgera P.',
      amount_requested: '700.00',
      documents: [{ id: document.id, name: 'runbook.pdf' }],
      gross_cents: 70_000,
      service_fee_cents: expectedFee.feeCents,
      receive_cents: expectedFee.receiveCents,
    });
    expect(released).toMatchObject({
      status: 'approved',
      documents: [],
      gross_cents: 40_000,
      service_fee_cents: 2_000,
      receive_cents: 38_000,
      net_cents: 38_000,
    });

    const onlyRequested = await contract.manager.api.paymentRequests({ query: { status: 'Payment Requested' } });
    expect(onlyRequested.records.map((record) => record.id)).toEqual([open.id]);
    expect(onlyRequested.total_count).toBe(1);
    const paged = await contract.manager.api.paymentRequests({ query: { page: 2, per_page: 1 } });
    expect(paged).toMatchObject({ current_page: 2, total_count: 2, total_pages: 2 });
    expect(paged.records.map((record) => record.id)).toEqual([approved.id]);

    // The freelancer sees the same two as theirs.
    const theirs = await contract.freelancer.api.paymentRequests({ query: {} });
    expect(theirs.records.map((record) => record.id)).toEqual([open.id, approved.id]);
  });

  it("never lists another manager's or another freelancer's requests (IDOR)", async () => {
    const mine = await startedContract(server);
    const theirs = await startedContract(server);
    const milestone = await fundedMilestone(theirs);
    await request(theirs, milestone.id, '100.00');

    expect((await mine.manager.api.paymentRequests({ query: {} })).total_count).toBe(0);
    expect((await mine.freelancer.api.paymentRequests({ query: {} })).total_count).toBe(0);
    const stranger = await signedInAs(server, 'project_manager');
    expect((await stranger.api.paymentRequests({ query: {} })).records).toEqual([]);
    expect((await theirs.manager.api.paymentRequests({ query: {} })).total_count).toBe(1);
  });

  it("lets the contract's manager download a request's document, and nobody else", async () => {
    const contract = await startedContract(server);
    const other = await startedContract(server);
    const milestone = await fundedMilestone(contract);
    const document = await pdfOf(contract);
    const unattached = await pdfOf(contract, 'draft.pdf');
    await request(contract, milestone.id, '50.00', [document.id]);

    const get = (token: string, id: string) => rawCall(server, 'GET', `/uploads/${id}`, { token });
    expect((await get(contract.manager.token, document.id)).status).toBe(200);
    expect((await get(contract.freelancer.token, document.id)).status).toBe(200);
    // The freelancer's other files stay theirs; another manager and another freelancer read 404.
    const notFound = { error: { code: 'not_found', message: serverMessages.uploadNotFound } };
    expect(await get(contract.manager.token, unattached.id)).toMatchObject({ status: 404, body: notFound });
    expect(await get(other.manager.token, document.id)).toMatchObject({ status: 404, body: notFound });
    expect(await get(other.freelancer.token, document.id)).toMatchObject({ status: 404, body: notFound });
    expect((await rawCall(server, 'GET', `/uploads/${document.id}`)).status).toBe(401);
  });

  it('keeps a work document attached to a request through the abandoned-upload sweep', async () => {
    const contract = await startedContract(server);
    const milestone = await fundedMilestone(contract);
    const old = async (name: string) => {
      const [row] = await server.database
        .knex('uploads')
        .insert({
          user_id: contract.freelancer.user.id,
          kind: 'resume',
          original_name: name,
          content_type: 'application/pdf',
          size_bytes: 5,
          storage_key: `sweep-test/${crypto.randomUUID()}`,
          created_at: new Date(Date.now() - 400 * 3_600_000),
        })
        .returning<Array<{ id: string }>>('id');
      if (!row) throw new Error('no upload row');
      return row.id;
    };
    const attached = await old('runbook.pdf');
    const loose = await old('draft.pdf');
    await request(contract, milestone.id, '50.00', [attached]);
    const dir = mkdtempSync(join(tmpdir(), 'request-sweep-'));
    try {
      await sweepAbandonedUploads(server.database.knex, createDiskStorage(dir), {
        olderThan: new Date(Date.now() - 24 * 3_600_000),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const left = await server.database.knex('uploads').whereIn('id', [attached, loose]).pluck('id');
    expect(left).toEqual([attached]);
  });

  it('refuses visitors, other roles and malformed queries', async () => {
    expect((await rawCall(server, 'GET', '/payments/requests')).status).toBe(401);
    for (const role of ['admin', 'coordinator', 'support'] as const) {
      const { token } = await signedInAs(server, role);
      const answer = await rawCall(server, 'GET', '/payments/requests', { token });
      expect([answer.status, answer.body]).toEqual([
        403,
        { error: expect.objectContaining({ message: serverMessages.notAllowed }) as unknown },
      ]);
    }
    const { token } = await signedInAs(server, 'project_manager');
    for (const query of ['status=paid', 'page=0', 'per_page=51', 'page=abc', `status=${'x'.repeat(5000)}`]) {
      const answer = await rawCall(server, 'GET', `/payments/requests?${query}`, { token });
      expect(answer.status, query).toBe(422);
    }
    const spaced = await rawCall(server, 'GET', '/payments/requests?status=Payment%20Requested', { token });
    expect(spaced.status).toBe(200);
  });
});
