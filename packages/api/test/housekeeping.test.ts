import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDiskStorage, newStorageKey } from '../src/adapters/storage.ts';
import { parseDeliveryConfig } from '../src/delivery/config.ts';
import { startHousekeeping, UPLOADS_SWEEP_CRON, uploadsSweepQueue } from '../src/delivery/housekeeping.ts';
import { openDeliveryQueue, type DeliveryQueue } from '../src/delivery/queue.ts';
import { createLogger } from '../src/logger.ts';
import { sweepAbandonedUploads } from '../src/modules/uploads/sweep.ts';
import { openTestDatabase } from './helpers.ts';
import { completeApplicationForm, createUser, insertJob, type TestUser } from './support.ts';
import type { Database } from '../src/db/database.ts';

const databaseUrl = inject('databaseUrl') ?? undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';
const HOUR = 60 * 60 * 1000;

describe(`the sweep of abandoned uploads on ${kind}`, () => {
  let database: Database;
  let dir: string;
  const storage = () => createDiskStorage(dir);
  const db = () => database.knex;

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'sweep-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An upload with its file on disk, created `hoursAgo`. */
  async function upload(user: TestUser, uploadKind: 'photo' | 'resume', hoursAgo: number) {
    const key = newStorageKey();
    await storage().put(key, Readable.from([Buffer.from('bytes')]), 'application/pdf');
    const [row] = await db()('uploads')
      .insert({
        user_id: user.id,
        kind: uploadKind,
        original_name: uploadKind === 'resume' ? 'cv.pdf' : 'me.png',
        content_type: uploadKind === 'resume' ? 'application/pdf' : 'image/png',
        size_bytes: 5,
        storage_key: key,
        created_at: new Date(Date.now() - hoursAgo * HOUR),
      })
      .returning<Array<{ id: string }>>('id');
    if (!row) throw new Error('no upload row');
    return { id: row.id, key, file: { id: row.id, name: 'f', size: 5, type: 'application/pdf' } };
  }

  const exists = async (id: string) => (await db()('uploads').where({ id }).first()) !== undefined;
  const hasFile = async (key: string) => (await storage().get(key)) !== undefined;

  it('removes old uploads nothing points at, rows and files, and keeps what a draft or a profile uses', async () => {
    const server = { database };
    const user = await createUser(server, { role: 'freelancer' });
    const replaced = await upload(user, 'photo', 48);
    const neverSaved = await upload(user, 'resume', 30);
    const recent = await upload(user, 'resume', 1);
    const inDraft = await upload(user, 'resume', 400);
    const photoInDraft = await upload(user, 'photo', 400);
    await db()('freelancer_applications').insert({
      user_id: user.id,
      current_step: 2,
      status: 'draft',
      form: JSON.stringify(completeApplicationForm({ resume: inDraft.file, profile_picture: photoInDraft.file })),
    });
    // Another user's draft naming this user's upload does not keep it (ids are only honoured for their owner).
    const other = await createUser(server, { role: 'freelancer' });
    const named = await upload(user, 'resume', 50);
    await db()('freelancer_applications').insert({
      user_id: other.id,
      current_step: 1,
      status: 'draft',
      form: JSON.stringify(completeApplicationForm({ resume: named.file, profile_picture: null })),
    });
    // A manager's document attached to an interview is kept however old.
    const manager = await createUser(server, { role: 'project_manager' });
    const attached = await upload(manager, 'resume', 400);
    const jobId = await insertJob(server, manager.id);
    const [proposal] = await db()('job_applications')
      .insert({ job_id: jobId, freelancer_id: user.id, cover_letter: 'Hello', bid_cents: 100 })
      .returning<Array<{ id: string }>>('id');
    const startsAt = new Date(Date.now() + 24 * HOUR);
    await db()('interviews').insert({
      job_application_id: proposal?.id,
      job_id: jobId,
      manager_id: manager.id,
      freelancer_id: user.id,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 30 * 60_000),
      duration_minutes: 30,
      timezone: 'UTC',
      platform: 'google_meet',
      agenda: 'Plan',
      upload_id: attached.id,
      ics_uid: `${attached.id}@test`,
    });
    const removed = await sweepAbandonedUploads(db(), storage(), { olderThan: new Date(Date.now() - 24 * HOUR) });
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(await exists(attached.id)).toBe(true);
    for (const gone of [replaced, neverSaved, named]) {
      expect(await exists(gone.id)).toBe(false);
      expect(await hasFile(gone.key)).toBe(false);
    }
    for (const kept of [recent, inDraft, photoInDraft]) {
      expect(await exists(kept.id)).toBe(true);
      expect(await hasFile(kept.key)).toBe(true);
    }
    // Nothing left to do: a second pass removes nothing of these.
    expect(await sweepAbandonedUploads(db(), storage(), { olderThan: new Date(Date.now() - 24 * HOUR) })).toBe(0);
  });

  it('keeps the uploads of a submitted profile', async () => {
    const server = { database };
    const user = await createUser(server, { role: 'freelancer' });
    const resume = await upload(user, 'resume', 100);
    const photo = await upload(user, 'photo', 100);
    await db()('freelancer_profiles').insert({
      user_id: user.id,
      name_or_company: 'Ada Lovelace',
      current_job_title: 'Cloud Architect',
      about_me: 'x'.repeat(60),
      hourly_rate_cents: 8000,
      primary_platform: 'Amazon',
      status: 'submitted',
      resume_upload_id: resume.id,
      photo_upload_id: photo.id,
    });
    await sweepAbandonedUploads(db(), storage(), { olderThan: new Date(Date.now() - 24 * HOUR) });
    expect(await exists(resume.id)).toBe(true);
    expect(await exists(photo.id)).toBe(true);
  });

  it('runs as a pg-boss job scheduled every hour, the schedule kept in the database', { timeout: 60_000 }, async () => {
    const config = parseDeliveryConfig({ DELIVERY_POLL_SECONDS: '0.5' });
    const queue: DeliveryQueue = await openDeliveryQueue({
      database,
      databaseUrl,
      config,
      logger: createLogger('silent'),
    });
    try {
      await startHousekeeping({
        boss: queue.boss,
        db: db(),
        storage: storage(),
        messenger: queue.messenger,
        origin: 'http://localhost:3000',
        digestKey: 'housekeeping-test-digest-key',
        logger: createLogger('silent'),
        pollSeconds: 0.5,
      });
      const schedules = await queue.boss.getSchedules();
      expect(schedules.find((entry) => entry.name === uploadsSweepQueue)?.cron).toBe(UPLOADS_SWEEP_CRON);

      const user = await createUser({ database }, { role: 'freelancer' });
      const stale = await upload(user, 'photo', 72);
      const jobId = await queue.boss.send(uploadsSweepQueue, {});
      if (!jobId) throw new Error('the sweep job was not sent');
      // The job's own record says how it ended: a failed run (retried only a minute later) shows
      // its error here instead of as a row that merely outlived the wait.
      const ended = async () => {
        const [job] = await queue.boss.findJobs(uploadsSweepQueue, { id: jobId });
        return job && ['completed', 'failed', 'retry'].includes(job.state)
          ? { state: job.state, output: job.output as unknown }
          : undefined;
      };
      await expect.poll(ended, { timeout: 40_000, interval: 250 }).toBeDefined();
      expect(await ended()).toMatchObject({ state: 'completed' });
      expect(await exists(stale.id)).toBe(false);
      expect(await hasFile(stale.key)).toBe(false);
    } finally {
      await queue.stop();
    }
  });
});
