import { randomUUID } from 'node:crypto';
import {
  catalogInputMessages,
  errorCodes,
  platformOptions,
  platformServerMessages,
  toCreateProfileRequest,
  type JobForm,
  type SaveJobRequest,
} from '@cloudexperts/domain';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  completeFormOf,
  completeJobForm,
  createUser,
  failureOf,
  rawCall,
  signedInAs,
  tokenFor,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** The six platforms as migration 0200 leaves them (every test puts them back). */
const seeded = {
  Microsoft: 'Microsoft Azure',
  Amazon: 'AWS',
  Google: 'Google Cloud',
  'AI & Machine Learning': 'AI & Machine Learning',
  Oracle: 'Oracle',
  Salesforce: 'Salesforce',
} as const;

describe(`platforms and skills on ${kind}`, () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const created: number[] = [];
  beforeAll(async () => {
    admin = await signedInAs(server, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  });
  // The files share the database: the platforms go back as they were, the skills made here go.
  let saved: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    saved = await db()('platforms').select('key', 'label', 'description', 'position', 'offered');
  });
  afterEach(async () => {
    for (const row of saved) await db()('platforms').where({ key: row.key }).update(row);
    await db()('rate_limits').delete();
  });
  afterAll(async () => {
    if (created.length > 0) await db()('skills').whereIn('id', created).delete();
    await db()('catalog_changes').delete();
  });

  const db = () => server.database.knex;
  /** A skill name no other test uses. */
  const fresh = (stem = 'Skill') => `${stem} ${randomUUID().slice(0, 8)}`;
  const addSkill = async (name: string, platforms: Array<(typeof platformOptions)[number]> = []) => {
    const answer = await admin.api.createSkill({ body: { name, platforms } });
    const skill = answer.skills.find((item) => item.name === name);
    if (!skill) throw new Error('the added skill is not listed');
    created.push(skill.id);
    return { answer, skill };
  };
  const post = (form: JobForm, status: SaveJobRequest['status'] = 'open'): SaveJobRequest => ({
    form,
    current_tab: 5,
    status,
  });

  it('reads the six platforms in order with their skills, for anyone', async () => {
    const { platforms } = await clientFor(server).platforms();
    expect(platforms.map((platform) => [platform.key, platform.label, platform.offered])).toEqual(
      Object.entries(seeded).map(([key, label]) => [key, label, true]),
    );
    const salesforce = platforms.find((platform) => platform.key === 'Salesforce');
    expect(salesforce?.skills.map((skill) => skill.name)).toContain('Apex');
    expect(salesforce?.skills.map((skill) => skill.name)).not.toContain('Terraform');
    expect(salesforce?.description).toMatch(/Salesforce/);

    const catalogue = await admin.api.adminPlatforms();
    expect(catalogue.platforms.map((platform) => platform.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(catalogue.platforms.every((platform) => platform.offered)).toBe(true);
    expect(catalogue.skills.find((skill) => skill.name === 'Terraform')).toMatchObject({
      platforms: [],
      retired_at: null,
    });
  });

  it('adds a skill to platforms: offered at once, its name unique whatever the case, the change recorded', async () => {
    const name = fresh('Crossplane');
    const { answer, skill } = await addSkill(name, ['Amazon', 'Google']);
    expect(answer.message).toBe(platformServerMessages.skillAdded(name));
    expect(skill).toMatchObject({ platforms: ['Amazon', 'Google'], retired_at: null });

    const { platforms } = await clientFor(server).platforms();
    for (const key of ['Amazon', 'Google'] as const) {
      expect(platforms.find((platform) => platform.key === key)?.skills.map((item) => item.name)).toContain(name);
    }
    expect(platforms.find((platform) => platform.key === 'Oracle')?.skills.map((item) => item.name)).not.toContain(
      name,
    );
    expect((await clientFor(server).skills()).skills.find((item) => item.name === name)).toMatchObject({
      platforms: ['Amazon', 'Google'],
      image_url: '/images/skills/skill.svg',
    });

    // The same name in other cases and spacing is taken; so is a seeded one.
    for (const taken of [name.toUpperCase(), `  ${name.toLowerCase().replace(' ', '   ')} `, 'terraform']) {
      const refused = await failureOf(admin.api.createSkill({ body: { name: taken, platforms: [] } }));
      expect(refused.status).toBe(409);
      expect(refused.body?.error.code).toBe(errorCodes.conflict);
      expect(refused.message).toBe(
        platformServerMessages.skillNameTaken(taken.trim() === 'terraform' ? 'Terraform' : name),
      );
    }

    const changes = await admin.api.platformChanges();
    expect(changes.records[0]).toMatchObject({
      action: 'skill_added',
      subject: name,
      platform: 'AWS, Google Cloud',
      admin: { id: admin.user.id, name: 'Ada Admin' },
    });
  });

  it('renames, moves between platforms, retires and restores a skill, each change recorded', async () => {
    const { skill } = await addSkill(fresh('Pulumi'), ['Amazon']);
    const renamed = fresh('Pulumi IaC');
    const answer = await admin.api.updateSkill({
      params: { id: skill.id },
      body: { name: renamed, platforms: ['Microsoft', 'Amazon'] },
    });
    expect(answer.message).toBe(platformServerMessages.skillSaved(renamed));
    expect(answer.skills.find((item) => item.id === skill.id)).toMatchObject({
      name: renamed,
      platforms: ['Microsoft', 'Amazon'],
    });
    await admin.api.updateSkill({ params: { id: skill.id }, body: { platforms: ['Microsoft'] } });

    const retired = await admin.api.updateSkill({ params: { id: skill.id }, body: { retired: true } });
    expect(retired.message).toBe(platformServerMessages.skillRetired(renamed));
    expect(retired.skills.find((item) => item.id === skill.id)?.retired_at).not.toBeNull();
    // Retired: in the admin's list, out of every public one.
    expect((await clientFor(server).skills()).skills.map((item) => item.name)).not.toContain(renamed);
    const { platforms } = await clientFor(server).platforms();
    expect(platforms.flatMap((platform) => platform.skills.map((item) => item.name))).not.toContain(renamed);

    const restored = await admin.api.updateSkill({ params: { id: skill.id }, body: { retired: false } });
    expect(restored.message).toBe(platformServerMessages.skillRestored(renamed));
    expect((await clientFor(server).skills()).skills.map((item) => item.name)).toContain(renamed);

    const { records } = await admin.api.platformChanges({ query: { per_page: 6 } });
    expect(records.map((record) => [record.action, record.subject, record.from, record.to, record.platform])).toEqual([
      ['skill_restored', renamed, null, null, null],
      ['skill_retired', renamed, null, null, null],
      ['skill_detached', renamed, null, null, 'AWS'],
      ['skill_attached', renamed, null, null, 'Microsoft Azure'],
      ['skill_renamed', renamed, skill.name, renamed, null],
      ['skill_added', skill.name, null, null, 'AWS'],
    ]);

    // A rename onto another skill's name, whatever the case, is refused and changes nothing.
    const refused = await failureOf(admin.api.updateSkill({ params: { id: skill.id }, body: { name: 'KUBERNETES' } }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(platformServerMessages.skillNameTaken('Kubernetes'));
    expect(await db()('skills').where({ id: skill.id }).first('name')).toEqual({ name: renamed });
    // A change of case of its own name is a rename.
    await admin.api.updateSkill({ params: { id: skill.id }, body: { name: renamed.toUpperCase() } });
    expect(await db()('skills').where({ id: skill.id }).first('name')).toEqual({ name: renamed.toUpperCase() });
  });

  it('edits a platform: label, description, offered; a label another platform has is refused', async () => {
    const answer = await admin.api.updatePlatform({
      params: { key: 'Oracle' },
      body: { label: 'Oracle Cloud', description: '  Databases and OCI.  ', offered: false },
    });
    expect(answer.message).toBe(platformServerMessages.platformUpdated('Oracle Cloud'));
    expect(answer.platforms.find((platform) => platform.key === 'Oracle')).toMatchObject({
      label: 'Oracle Cloud',
      description: 'Databases and OCI.',
      offered: false,
    });
    // Not offered: still in the public list under its stored label, marked, so older jobs keep it.
    const listed = (await clientFor(server).platforms()).platforms;
    expect(listed.find((platform) => platform.key === 'Oracle')).toMatchObject({
      label: 'Oracle Cloud',
      offered: false,
    });
    expect(listed.filter((platform) => platform.offered)).toHaveLength(5);

    const taken = await failureOf(
      admin.api.updatePlatform({ params: { key: 'Oracle' }, body: { label: 'aws', description: '', offered: true } }),
    );
    expect(taken.status).toBe(409);
    expect(taken.message).toBe(platformServerMessages.labelTaken('aws'));
    expect((await admin.api.platformChanges()).records[0]).toMatchObject({
      action: 'platform_updated',
      subject: 'Oracle Cloud',
      from: 'Oracle',
      to: 'Oracle Cloud',
    });
    // An edit that keeps the label says what changed.
    await admin.api.updatePlatform({
      params: { key: 'Oracle' },
      body: { label: 'Oracle Cloud', description: 'Databases and OCI.', offered: true },
    });
    expect((await admin.api.platformChanges()).records[0]).toMatchObject({
      action: 'platform_updated',
      subject: 'Oracle Cloud',
      from: null,
      to: 'offered',
    });
  });

  it('reorders the platforms: each of the six once, or nothing changes', async () => {
    const order = [...platformOptions].reverse();
    const answer = await admin.api.reorderPlatforms({ body: { order } });
    expect(answer.platforms.map((platform) => platform.key)).toEqual(order);
    expect((await clientFor(server).platforms()).platforms.map((platform) => platform.key)).toEqual(order);
    expect((await admin.api.platformChanges()).records[0]).toMatchObject({
      action: 'platforms_reordered',
      to: order.map((key) => seeded[key]).join(', '),
    });

    for (const bad of [
      platformOptions.slice(0, 5),
      [...platformOptions.slice(0, 5), 'Microsoft'],
      [...platformOptions.slice(0, 5), 'IBM'],
      'Microsoft',
    ]) {
      const refused = await rawCall(server, 'PUT', '/admins/platform_order', {
        token: admin.token,
        json: { order: bad },
      });
      expect(refused.status).toBe(422);
    }
    expect((await admin.api.adminPlatforms()).platforms.map((platform) => platform.key)).toEqual(order);
  });

  it('holds new job and application input to the offered catalogue, and keeps what a job already has', async () => {
    const { skill } = await addSkill(fresh('Karpenter'), ['Amazon']);
    const manager = await signedInAs(server, 'project_manager');
    // Offered: accepted, spelled as the catalogue spells it.
    const { job } = await manager.api.createJob({
      body: post(completeJobForm({ skills: [skill.name.toLowerCase(), 'terraform'] })),
    });
    expect(job.skills).toEqual([skill.name, 'Terraform']);

    // Unknown: refused on the field.
    const unknown = await failureOf(
      manager.api.createJob({ body: post(completeJobForm({ skills: ['Made-up Skill'] })) }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.fields).toEqual({ skills: catalogInputMessages.unknownSkill('Made-up Skill') });

    await admin.api.updateSkill({ params: { id: skill.id }, body: { retired: true } });
    // Retired: refused in a new job, kept in the job that has it.
    const retired = await failureOf(manager.api.createJob({ body: post(completeJobForm({ skills: [skill.name] })) }));
    expect(retired.fields).toEqual({ skills: catalogInputMessages.unknownSkill(skill.name) });
    const kept = await manager.api.updateJob({
      params: { id: job.id },
      body: post(completeJobForm({ title: 'Karpenter kept', skills: [skill.name, 'Terraform'] })),
    });
    expect(kept.job.skills).toEqual([skill.name, 'Terraform']);

    // A platform taken off new input: refused in a new job, kept in the job that has it.
    await admin.api.updatePlatform({
      params: { key: 'Amazon' },
      body: { label: 'AWS', description: '', offered: false },
    });
    const off = await failureOf(manager.api.createJob({ body: post(completeJobForm()) }));
    expect(off.fields).toEqual({ platform: catalogInputMessages.platformNotOffered('AWS') });
    await manager.api.updateJob({ params: { id: job.id }, body: post(completeJobForm({ skills: ['Terraform'] })) });

    // The application: the same rule on submit.
    const user = await createUser(server, { role: 'freelancer' });
    const applicant = clientFor(server, await tokenFor(server, user));
    const form = { ...(await completeFormOf(server, user)), primary_platform: 'Google' as const };
    const refused = await failureOf(
      applicant.createProfile({
        body: toCreateProfileRequest({ ...form, skills: ['BigQuery', 'Cloud Run', skill.name] }),
      }),
    );
    expect(refused.fields).toEqual({ skill: catalogInputMessages.unknownSkill(skill.name) });
    const offAmazon = await failureOf(
      applicant.createProfile({ body: toCreateProfileRequest({ ...form, primary_platform: 'Amazon' }) }),
    );
    expect(offAmazon.fields).toEqual({ category: catalogInputMessages.platformNotOffered('AWS') });
    await applicant.createProfile({
      body: toCreateProfileRequest({ ...form, skills: ['bigquery', 'Cloud Run', 'docker'] }),
    });
    expect(await db()('freelancer_profiles').where({ user_id: user.id }).first('skills')).toEqual({
      skills: ['BigQuery', 'Cloud Run', 'Docker'],
    });
  });

  it('serialises racing writes: two renames to one name and two adds of one name each give one clean answer', async () => {
    const [{ skill: first }, { skill: second }] = [await addSkill(fresh('Race A')), await addSkill(fresh('Race B'))];
    const target = fresh('Race Winner');
    const renames = await Promise.all(
      [first, second].map((skill) =>
        rawCall(server, 'PATCH', `/admins/skills/${String(skill.id)}`, { token: admin.token, json: { name: target } }),
      ),
    );
    expect(renames.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = renames.find((answer) => answer.status === 409);
    expect(loser?.body?.error).toMatchObject({ message: platformServerMessages.skillNameTaken(target) });
    const [winner] = await db()('skills').whereRaw('lower(name) = lower(?)', [target]).count('* as count');
    expect(Number(winner?.count)).toBe(1);

    const name = fresh('Race Add');
    const adds = await Promise.all(
      [name, name.toUpperCase()].map((value) =>
        rawCall(server, 'POST', '/admins/skills', { token: admin.token, json: { name: value, platforms: ['Google'] } }),
      ),
    );
    expect(adds.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const added = await db()('skills').whereRaw('lower(name) = lower(?)', [name]).select('id');
    expect(added).toHaveLength(1);
    created.push(...added.map((row: { id: number }) => row.id));
  });

  describe('attacks', () => {
    const writes = (skillId: number) =>
      [
        ['GET', '/admins/platforms', undefined],
        ['GET', '/admins/platform_changes', undefined],
        ['PUT', '/admins/platforms/Oracle', { label: 'Hacked', description: '', offered: false }],
        ['PUT', '/admins/platform_order', { order: [...platformOptions].reverse() }],
        ['POST', '/admins/skills', { name: fresh('Hacked'), platforms: [] }],
        ['PATCH', `/admins/skills/${String(skillId)}`, { retired: true }],
      ] as const;

    it('refuses visitors (401) and every other role (403), writing nothing', async () => {
      const { skill } = await addSkill(fresh('Guarded'), ['Oracle']);
      const before = await db()('catalog_changes').count<[{ count: string }]>('* as count');
      for (const [method, path, json] of writes(skill.id)) {
        expect((await rawCall(server, method, path, json === undefined ? {} : { json })).status).toBe(401);
        for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
          const { token } = await signedInAs(server, role);
          const answer = await rawCall(server, method, path, { token, ...(json === undefined ? {} : { json }) });
          expect(answer.status, `${role} ${method} ${path}`).toBe(403);
        }
      }
      expect(await db()('catalog_changes').count<[{ count: string }]>('* as count')).toEqual(before);
      expect(await db()('platforms').where({ key: 'Oracle' }).first('label')).toEqual({ label: 'Oracle' });
      expect(await db()('skills').where({ id: skill.id }).first('retired_at')).toEqual({ retired_at: null });
    });

    it('answers malformed and oversize input with the field message, never a 500', async () => {
      const { skill } = await addSkill(fresh('Shape'));
      const cases: Array<[string, string, unknown, number, string?]> = [
        ['POST', '/admins/skills', { name: '   ', platforms: [] }, 422, platformServerMessages.skillNameRequired],
        [
          'POST',
          '/admins/skills',
          { name: 'x'.repeat(61), platforms: [] },
          422,
          platformServerMessages.skillNameTooLong,
        ],
        ['POST', '/admins/skills', { name: 42, platforms: [] }, 422],
        ['POST', '/admins/skills', { name: 'Fine', platforms: ['IBM'] }, 422, platformServerMessages.unknownPlatform],
        ['POST', '/admins/skills', { name: 'Fine', platforms: ['Google', 'Google'] }, 422],
        ['POST', '/admins/skills', { name: 'Fine', platforms: [], extra: 1 }, 422],
        ['POST', '/admins/skills', 'not an object', 422],
        ['PATCH', `/admins/skills/${String(skill.id)}`, {}, 422, platformServerMessages.nothingToChange],
        ['PATCH', `/admins/skills/${String(skill.id)}`, { retired: 'yes' }, 422],
        ['PATCH', '/admins/skills/abc', { retired: true }, 422],
        ['PATCH', '/admins/skills/0', { retired: true }, 422],
        ['PATCH', '/admins/skills/99999999999999', { retired: true }, 422],
        ['PATCH', '/admins/skills/2147483000', { retired: true }, 404, platformServerMessages.skillNotFound],
        ['PUT', '/admins/platforms/IBM', { label: 'IBM', description: '', offered: true }, 422],
        [
          'PUT',
          '/admins/platforms/Oracle',
          { label: '', description: '', offered: true },
          422,
          platformServerMessages.labelRequired,
        ],
        ['PUT', '/admins/platforms/Oracle', { label: 'x'.repeat(41), description: '', offered: true }, 422],
        ['PUT', '/admins/platforms/Oracle', { label: 'Oracle', description: 'x'.repeat(301), offered: true }, 422],
        ['PUT', '/admins/platforms/Oracle', { label: 'Oracle', description: '' }, 422],
        ['PUT', '/admins/platforms/Oracle', { key: 'IBM', label: 'Oracle', description: '', offered: true }, 422],
        ['GET', '/admins/platform_changes?page=0', undefined, 422],
        ['GET', '/admins/platform_changes?per_page=500', undefined, 422],
      ];
      for (const [method, path, json, status, message] of cases) {
        const answer = await rawCall(server, method, path, {
          token: admin.token,
          ...(json === undefined ? {} : { json }),
        });
        expect(answer.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(status);
        if (message) expect(JSON.stringify(answer.body)).toContain(JSON.stringify(message).slice(1, -1));
      }
      expect(await db()('platforms').where({ key: 'Oracle' }).first('label', 'description')).toEqual({
        label: 'Oracle',
        description: saved.find((row) => row.key === 'Oracle')?.description,
      });
    });
  });
});
