import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expertProfileServerMessages, toCreateProfileRequest } from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDiskStorage } from '../src/adapters/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { makePdf } from './files.ts';
import { signedInExpert } from './proposals.support.ts';
import { completeApplicationForm, failureOf, insertUpload, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`an admin lists and reviews freelancers on ${kind}`, () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admin-freelancers-'));
    server = await startTestServer({ adapters: { storage: createDiskStorage(dir) } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db()('rate_limits').delete();
  });
  const db = () => server.database.knex;

  /** A freelancer who applied with a real resume (stored), named so this file's searches find only them. */
  async function applicant(lastName: string) {
    const signed = await signedInAs(server, 'freelancer', { firstName: 'Zebulon', lastName });
    const { upload: resume } = await signed.api.uploadFile({
      query: { kind: 'resume' },
      body: { file: new File([new Uint8Array(makePdf())], 'Zebulon CV.pdf', { type: 'application/pdf' }) },
    });
    const form = completeApplicationForm({ resume, profile_picture: await insertUpload(server, signed.user, 'photo') });
    const created = await signed.api.createProfile({ body: toCreateProfileRequest(form) });
    return { ...signed, resume, profileUuid: created.profile_uuid };
  }

  it('lists every profile by review status, account status and term, a page at a time; find_freelancers only the approved', async () => {
    const admin = await signedInAs(server, 'admin');
    const pending = await applicant('Pendingworth');
    const approved = await signedInExpert(server, { firstName: 'Zebulon' });
    await db()('users').where({ id: approved.user.id }).update({ last_name: 'Approvedworth' });
    await db()('coding_test_attempts').insert({
      user_id: pending.user.id,
      question_ids: JSON.stringify([1, 2]),
      started_at: new Date('2026-11-20T09:30:00Z'),
      ends_at: new Date('2026-11-20T10:30:00Z'),
      submitted_at: new Date('2026-11-20T10:00:00Z'),
      score: 8,
      total: 10,
      passed: true,
    });

    const all = await admin.api.freelancerIndex({ query: { search: 'zebulon' } });
    expect(all.records.map((row) => row.last_name).sort()).toEqual(['Approvedworth', 'Pendingworth']);
    const row = all.records.find((record) => record.uuid === pending.profileUuid);
    expect(row).toMatchObject({
      user_id: pending.user.id,
      email: pending.user.email,
      status: 'submitted',
      account_status: 'active',
      coding_test: { score: 8, total: 10, passed: true, timed_out: false, submitted_at: '2026-11-20T10:00:00.000Z' },
    });
    expect(all.records.find((record) => record.uuid === approved.profileUuid)?.coding_test).toBeNull();

    const submitted = await admin.api.freelancerIndex({ query: { search: 'zebulon', status: 'submitted' } });
    expect(submitted.records.map((record) => record.uuid)).toEqual([pending.profileUuid]);
    const byEmail = await admin.api.freelancerIndex({ query: { search: pending.user.email.toUpperCase() } });
    expect(byEmail.records.map((record) => record.uuid)).toEqual([pending.profileUuid]);
    // A term's % and _ are literal.
    expect((await admin.api.freelancerIndex({ query: { search: 'zeb%lon' } })).total_count).toBe(0);

    const paged = await admin.api.freelancerIndex({ query: { search: 'zebulon', per_page: 1, page: 2 } });
    expect([paged.records.length, paged.total_count, paged.total_pages, paged.current_page]).toEqual([1, 2, 2, 2]);

    const experts = await admin.api.adminFindFreelancers({ query: { search: 'zebulon' } });
    expect(experts.records.map((record) => record.uuid)).toEqual([approved.profileUuid]);
    await db()('users').where({ id: approved.user.id }).update({ status: 'banned' });
    const banned = await admin.api.adminFindFreelancers({ query: { search: 'zebulon', account_status: 'banned' } });
    expect(banned.records.map((record) => [record.uuid, record.account_status])).toEqual([
      [approved.profileUuid, 'banned'],
    ]);
    expect(
      (await admin.api.adminFindFreelancers({ query: { search: 'zebulon', account_status: 'active' } })).total_count,
    ).toBe(0);
  });

  it('shows an admin a pending profile with its review and lets them download the resume; no one else', async () => {
    const admin = await signedInAs(server, 'admin');
    const pending = await applicant('Reviewworth');
    const details = await admin.api.freelancerDetails({ params: { id: pending.profileUuid } });
    expect(details.freelancer.uuid).toBe(pending.profileUuid);
    expect(details.review).toMatchObject({
      user_id: pending.user.id,
      email: pending.user.email,
      status: 'submitted',
      account_status: 'active',
      coding_test: null,
      resume: { id: pending.resume.id, name: 'Zebulon CV.pdf', content_type: 'application/pdf' },
    });
    const file = await admin.api.getUpload({ params: { id: pending.resume.id } });
    expect(file.size).toBe(pending.resume.size);

    // Anyone else: the pending profile is unknown, the resume too, and no review comes along.
    const manager = await signedInAs(server, 'project_manager');
    for (const api of [manager.api, pending.api]) {
      const hidden = await failureOf(api.freelancerDetails({ params: { id: pending.profileUuid } }));
      expect([hidden.status, hidden.message]).toEqual([404, expertProfileServerMessages.notFound]);
    }
    expect((await rawCall(server, 'GET', `/uploads/${pending.resume.id}`, { token: manager.token })).status).toBe(404);
    const expert = await signedInExpert(server);
    const listed = await rawCall(server, 'GET', `/freelancer_details/${expert.profileUuid}`, { token: manager.token });
    expect([listed.status, 'review' in (listed.body ?? {})]).toEqual([200, false]);
    const visitor = await rawCall(server, 'GET', `/freelancer_details/${expert.profileUuid}`);
    expect([visitor.status, 'review' in (visitor.body ?? {})]).toEqual([200, false]);
    // A manager's interview document is not an application: an admin cannot read it.
    const document = await insertUpload(server, manager.user, 'resume');
    expect((await rawCall(server, 'GET', `/uploads/${document.id}`, { token: admin.token })).status).toBe(404);

    const unknown = await failureOf(
      admin.api.freelancerDetails({ params: { id: '9f9f9f9f-2b3c-4d5e-8f90-000000000999' } }),
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses other roles, the anonymous and malformed filters', async () => {
    const admin = await signedInAs(server, 'admin');
    for (const path of ['/freelancer_index', '/admins/find_freelancers']) {
      expect((await rawCall(server, 'GET', path)).status).toBe(401);
      for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
        const other = await signedInAs(server, role);
        expect((await rawCall(server, 'GET', path, { token: other.token })).status).toBe(403);
      }
      for (const query of [
        ...(path === '/freelancer_index' ? ['status=pending'] : []),
        'account_status=gone',
        'platform=Cobol',
        'page=0',
        'per_page=51',
        'page=abc',
        `search=${'a'.repeat(101)}`,
      ]) {
        expect((await rawCall(server, 'GET', `${path}?${query}`, { token: admin.token })).status, query).toBe(422);
      }
    }
  });
});
