import {
  errorCodes,
  expertProfileServerMessages,
  roles,
  toCreateProfileRequest,
  type FreelancerDetails,
} from '@cloudexperts/domain';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDiskStorage } from '../src/adapters/storage.ts';
import { makePng } from './files.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import {
  clientFor,
  completeApplicationForm,
  completeFormOf,
  createUser,
  failureOf,
  insertUpload,
  rawCall,
  tokenFor,
  type TestUser,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Every member of the public profile: the card's and the profile page's own, nothing else. */
const publicKeys = [
  'about_me',
  'availability',
  'certifications',
  'city',
  'country',
  'current_job_title',
  'display_name',
  'educations',
  'employments',
  'english_proficiency',
  'experience',
  'hourly_rate',
  'member_since',
  'primary_platform',
  'profile_picture',
  'rating',
  'reviews_count',
  'skills',
  'state',
  'uuid',
];

const notFoundBody = { error: { code: errorCodes.notFound, message: expertProfileServerMessages.notFound } };

describe(`GET /freelancer_details/{id} on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  /** The expert who applied through the wizard, with every block filled in, then approved. */
  let expert: TestUser;
  let profileUuid: string;
  /** What the application stored that no visitor may see. */
  const secrets = {
    phone: `+1555${String(Date.now()).slice(-7)}`,
    skype: `skype-${randomUUID().slice(0, 8)}`,
    linkedin: `https://www.linkedin.com/in/private-${randomUUID().slice(0, 8)}`,
    resumeId: '',
    photoId: '',
  };

  /** A freelancer who submitted the application (POST /profiles), and the profile's uuid. */
  async function applicant(overrides: { phoneNumber?: string; firstName?: string; lastName?: string } = {}) {
    const user = await createUser(server, { role: 'freelancer', ...overrides });
    const form = await completeFormOf(server, user);
    const created = await clientFor(server, await tokenFor(server, user)).createProfile({
      body: toCreateProfileRequest({
        ...form,
        current_location_state: 'Greater London',
        skype_profile: secrets.skype,
        linkedin_profile: secrets.linkedin,
        certifications: [
          {
            name: 'AWS Certified Solutions Architect – Professional',
            issuer: 'Amazon Web Services',
            issue_date: '2024-03-15',
            expiry_date: '2027-03-15',
            credential_id: 'AWS-PSA-1',
            url: 'https://aws.amazon.com/verification',
          },
        ],
        portfolio: [
          { title: 'Landing zone', description: 'Forty accounts under Control Tower.', url: 'https://example.com/lz' },
          // Left blank: dropped on submit, never shown.
          { title: '', description: '', url: '' },
        ],
      }),
    });
    return { user, form, profileUuid: created.profile_uuid };
  }

  const approve = (uuid: string) => db()('freelancer_profiles').where({ uuid }).update({ status: 'approved' });
  const details = (id: string, token?: string) => rawCall(server, 'GET', `/freelancer_details/${id}`, { token });

  beforeAll(async () => {
    const applied = await applicant({ phoneNumber: secrets.phone, firstName: 'Ada', lastName: 'Lovelace' });
    expert = applied.user;
    profileUuid = applied.profileUuid;
    const files = await db()('freelancer_profiles')
      .where({ uuid: profileUuid })
      .first<{ resume_upload_id: string; photo_upload_id: string } | undefined>('resume_upload_id', 'photo_upload_id');
    secrets.resumeId = files?.resume_upload_id ?? '';
    secrets.photoId = files?.photo_upload_id ?? '';
    // The applicant took the coding test before being approved.
    await clientFor(server, await tokenFor(server, expert)).startCodingTest();
    await approve(profileUuid);
  });

  it('answers an approved profile to anyone, with what the application wizard stored', async () => {
    const { freelancer } = await clientFor(server).freelancerDetails({ params: { id: profileUuid } });
    const user = await db()('users').where({ id: expert.id }).first<{ created_at: Date } | undefined>('created_at');
    const expected: FreelancerDetails = {
      uuid: profileUuid,
      display_name: 'Ada L.',
      current_job_title: 'Cloud Architect',
      about_me: 'I design and run AWS landing zones for regulated companies, end to end.',
      country: 'United Kingdom',
      state: 'Greater London',
      city: 'London',
      hourly_rate: 85.5,
      primary_platform: 'Amazon',
      skills: ['AWS Lambda', 'Terraform', 'Kubernetes'],
      rating: 0,
      reviews_count: 0,
      profile_picture: `/api/v1/freelancer_details/${profileUuid}/photo`,
      experience: '5-10 years',
      availability: '30 to 40 hours',
      english_proficiency: 'Fluent',
      educations: [
        {
          degree: 'BSc',
          school: 'UCL',
          area_of_study: 'Maths',
          from_date: '2008',
          to_date: '2011',
          education_description: '',
        },
      ],
      certifications: [
        {
          certification_name: 'AWS Certified Solutions Architect – Professional',
          issuer: 'Amazon Web Services',
          issue_date: '2024-03-15',
          expiry_date: '2027-03-15',
          credential_id: 'AWS-PSA-1',
          certification_link: 'https://aws.amazon.com/verification',
        },
      ],
      employments: [
        {
          title: 'Landing zone',
          employment_description: 'Forty accounts under Control Tower.',
          url: 'https://example.com/lz',
        },
      ],
      member_since: new Date(user?.created_at ?? 0).toISOString(),
    };
    expect(freelancer).toEqual(expected);
  });

  it('carries no private field: only the public members, and none of the stored secrets anywhere', async () => {
    const response = await details(profileUuid);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body ?? {})).toEqual(['freelancer']);
    const freelancer = response.body?.freelancer as Record<string, unknown>;
    expect(Object.keys(freelancer).sort()).toEqual(publicKeys);
    const blockKeys = (name: string) =>
      (freelancer[name] as Array<Record<string, unknown>>).map((block) => Object.keys(block).sort());
    expect(blockKeys('educations')).toEqual([
      ['area_of_study', 'degree', 'education_description', 'from_date', 'school', 'to_date'],
    ]);
    expect(blockKeys('certifications')).toEqual([
      ['certification_link', 'certification_name', 'credential_id', 'expiry_date', 'issue_date', 'issuer'],
    ]);
    expect(blockKeys('employments')).toEqual([['employment_description', 'title', 'url']]);

    const text = JSON.stringify(response.body);
    for (const secret of [
      expert.email,
      secrets.phone,
      secrets.skype,
      secrets.linkedin,
      secrets.resumeId,
      secrets.photoId,
      expert.uuid,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('Lovelace');
    for (const word of [
      'password',
      'resume',
      'email',
      'phone',
      'status',
      'submitted',
      'approved',
      'coding',
      'user_id',
    ]) {
      expect(text.toLowerCase()).not.toContain(word);
    }
  });

  it('answers the same to a visitor and to a signed-in user of every role', async () => {
    const anonymous = await details(profileUuid);
    for (const role of roles) {
      const user = await createUser(server, { role });
      const signedIn = await details(profileUuid, await tokenFor(server, user));
      expect(signedIn.status, role).toBe(200);
      // An admin reads the same profile and its review as well (issue 19: /freelancer/:id).
      if (role === 'admin') expect({ ...signedIn.body, review: undefined }, role).toEqual(anonymous.body);
      else expect(signedIn.body, role).toEqual(anonymous.body);
    }
    // The expert themself sees their public profile as everyone does.
    const own = await details(profileUuid, await tokenFor(server, expert));
    expect(own.body).toEqual(anonymous.body);
  });

  it('ignores a forged, stale or malformed token (a public call), never a 500', async () => {
    const user = await createUser(server, { role: 'project_manager' });
    const token = await tokenFor(server, user);
    const [header, payload] = token.split('.');
    const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
    const revoked = await tokenFor(server, user);
    await db()('sessions').where({ user_id: user.id }).delete();
    const expected = (await details(profileUuid)).body;
    for (const bad of [forged, revoked, 'not-a-token', 'x'.repeat(5000)]) {
      const response = await details(profileUuid, bad);
      expect(response.status, bad.slice(0, 20)).toBe(200);
      expect(response.body).toEqual(expected);
    }
  });

  it('answers 404 for a profile not yet approved, or rejected, and for an unknown uuid', async () => {
    const pending = await applicant();
    expect(await details(pending.profileUuid)).toMatchObject({ status: 404, body: notFoundBody });
    await db()('freelancer_profiles')
      .where({ uuid: pending.profileUuid })
      .update({ status: 'rejected', rejection_reason: 'Other', rejected_at: new Date() });
    expect(await details(pending.profileUuid)).toMatchObject({ status: 404, body: notFoundBody });
    await db()('freelancer_profiles').where({ uuid: pending.profileUuid }).update({ status: 'draft' });
    expect(await details(pending.profileUuid)).toMatchObject({ status: 404, body: notFoundBody });
    expect(await details(randomUUID())).toMatchObject({ status: 404, body: notFoundBody });
    // Not even its own applicant sees it before approval; an admin reviews it (issue 19).
    const admin = await createUser(server, { role: 'admin' });
    expect((await details(pending.profileUuid, await tokenFor(server, admin))).status).toBe(200);
    expect((await details(pending.profileUuid, await tokenFor(server, pending.user))).status).toBe(404);
    const failure = await failureOf(clientFor(server).freelancerDetails({ params: { id: pending.profileUuid } }));
    expect(failure.status).toBe(404);
    expect(failure.message).toBe(expertProfileServerMessages.notFound);
  });

  it.each(['banned', 'deactivated'] as const)('answers 404 for the approved profile of a %s user', async (status) => {
    const applied = await applicant();
    await approve(applied.profileUuid);
    expect((await details(applied.profileUuid)).status).toBe(200);
    await db()('users').where({ id: applied.user.id }).update({ status });
    expect(await details(applied.profileUuid)).toMatchObject({ status: 404, body: notFoundBody });
    const manager = await createUser(server, { role: 'project_manager' });
    expect((await details(applied.profileUuid, await tokenFor(server, manager))).status).toBe(404);
    await db()('users').where({ id: applied.user.id }).update({ status: 'active' });
    expect((await details(applied.profileUuid)).status).toBe(200);
  });

  it('answers 422 with the field for an id that is not a uuid, however long', async () => {
    for (const id of [
      'abc',
      '42',
      `${profileUuid}x`,
      `${profileUuid.slice(0, -1)}g`,
      'x'.repeat(2000),
      '%27%20or%201%3D1--',
    ]) {
      const response = await details(id);
      expect(response.status, id.slice(0, 40)).toBe(422);
      expect(response.body).toEqual({
        error: {
          code: errorCodes.validation,
          message: expect.any(String) as unknown,
          fields: { id: expertProfileServerMessages.invalidId },
        },
      });
    }
  });

  it('shows a profile without the optional parts (seeded, or from before the wizard) with nulls and no blocks', async () => {
    const user = await createUser(server, { role: 'freelancer', firstName: 'Grace', lastName: 'Hopper' });
    const [row] = await db()('freelancer_profiles')
      .insert({
        user_id: user.id,
        name_or_company: 'Grace Hopper',
        current_job_title: 'Oracle DBA',
        primary_platform: 'Oracle',
        hourly_rate_cents: 60_00,
        status: 'approved',
      })
      .returning<Array<{ uuid: string }>>('uuid');
    const { freelancer } = await clientFor(server).freelancerDetails({ params: { id: row?.uuid ?? '' } });
    expect(freelancer).toMatchObject({
      display_name: 'Grace H.',
      about_me: '',
      country: null,
      state: null,
      city: null,
      skills: [],
      experience: null,
      availability: null,
      english_proficiency: null,
      educations: [],
      certifications: [],
      employments: [],
    });
  });

  it('leaves out a stored block that does not fit its shape, and a language the options do not have', async () => {
    const applied = await applicant();
    await db()('freelancer_profiles')
      .where({ uuid: applied.profileUuid })
      .update({
        status: 'approved',
        english_proficiency: 'Klingon',
        educations: JSON.stringify([
          { degree: 5 },
          { degree: 'MSc', school: 'ETH', from_date: '2012', to_date: '2014' },
        ]),
        certifications: JSON.stringify({ not: 'a list' }),
      });
    const { freelancer } = await clientFor(server).freelancerDetails({ params: { id: applied.profileUuid } });
    expect(freelancer.english_proficiency).toBeNull();
    expect(freelancer.educations).toEqual([
      {
        degree: 'MSc',
        school: 'ETH',
        area_of_study: '',
        from_date: '2012',
        to_date: '2014',
        education_description: '',
      },
    ]);
    expect(freelancer.certifications).toEqual([]);
    expect(freelancer.employments).toHaveLength(1);
  });

  it('is what the cards of the search link to: a listed card’s uuid opens its profile', async () => {
    const page = await clientFor(server).findFreelancers({ query: { search: 'Ada L.' } });
    const card = page.records.find((record) => record.uuid === profileUuid);
    expect(card).toBeDefined();
    const { freelancer } = await clientFor(server).freelancerDetails({ params: { id: profileUuid } });
    const { state, english_proficiency, educations, certifications, employments, member_since, ...cardPart } =
      freelancer;
    expect(cardPart).toEqual(card);
    expect([state, english_proficiency, educations.length, certifications.length, employments.length]).toEqual([
      'Greater London',
      'Fluent',
      1,
      1,
      1,
    ]);
    expect(Date.parse(member_since)).not.toBeNaN();
  });
});

describe(`GET /freelancer_details/{id}/photo on ${kind}`, () => {
  let server: TestServer;
  let dir: string;
  const db = () => server.database.knex;
  const photo = (id: string, token?: string) =>
    fetch(`${server.origin}/api/v1/freelancer_details/${id}/photo`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'expert-photo-'));
    server = await startTestServer({ adapters: { storage: createDiskStorage(dir) } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A freelancer who uploaded a real 40 x 30 photo and applied with it; approved unless told. */
  async function expertWithPhoto({ approved = true } = {}) {
    const user = await createUser(server, { role: 'freelancer' });
    const api = clientFor(server, await tokenFor(server, user));
    const { upload } = await api.uploadFile({
      query: { kind: 'photo' },
      body: { file: new File([new Uint8Array(await makePng(40, 30))], 'me.png', { type: 'image/png' }) },
    });
    const form = completeApplicationForm({
      resume: await insertUpload(server, user, 'resume'),
      profile_picture: upload,
    });
    const { profile_uuid: uuid } = await api.createProfile({ body: toCreateProfileRequest(form) });
    if (approved) await db()('freelancer_profiles').where({ uuid }).update({ status: 'approved' });
    return { user, uuid, uploadId: upload.id };
  }

  it("serves an approved expert's photo to anyone, at the address the card names", async () => {
    const { uuid, uploadId } = await expertWithPhoto();
    const { freelancer } = await clientFor(server).freelancerDetails({ params: { id: uuid } });
    expect(freelancer.profile_picture).toBe(`/api/v1/freelancer_details/${uuid}/photo`);

    const response = await fetch(`${server.origin}${freelancer.profile_picture ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    // A signed-in caller of another role gets the same bytes; the upload's own address stays its owner's.
    const manager = await tokenFor(server, await createUser(server, { role: 'project_manager' }));
    expect(Buffer.from(await (await photo(uuid, manager)).arrayBuffer())).toEqual(bytes);
    expect((await rawCall(server, 'GET', `/uploads/${uploadId}`, { token: manager })).status).toBe(404);
  });

  it('answers 404 while the profile is not approved, for a banned or deactivated expert, and without a photo', async () => {
    const pending = await expertWithPhoto({ approved: false });
    expect(await photo(pending.uuid)).toMatchObject({ status: 404 });
    expect((await photo(pending.uuid, await tokenFor(server, pending.user))).status).toBe(404);

    const listed = await expertWithPhoto();
    for (const status of ['banned', 'deactivated'] as const) {
      await db()('users').where({ id: listed.user.id }).update({ status });
      const response = await photo(listed.uuid);
      expect(response.status, status).toBe(404);
      expect(await response.json()).toEqual(notFoundBody);
    }
    await db()('users').where({ id: listed.user.id }).update({ status: 'active' });
    expect((await photo(listed.uuid)).status).toBe(200);

    // An approved profile with no photo: no address on its card, and 404 at the address.
    const plain = await createUser(server, { role: 'freelancer' });
    const [row] = await db()('freelancer_profiles')
      .insert({
        user_id: plain.id,
        name_or_company: 'No Photo',
        current_job_title: 'DBA',
        primary_platform: 'Oracle',
        hourly_rate_cents: 60_00,
        status: 'approved',
      })
      .returning<Array<{ uuid: string }>>('uuid');
    const uuid = row?.uuid ?? '';
    expect((await clientFor(server).freelancerDetails({ params: { id: uuid } })).freelancer.profile_picture).toBeNull();
    expect((await photo(uuid)).status).toBe(404);
    expect((await photo(randomUUID())).status).toBe(404);
  });

  it('answers 422 for an id that is not a uuid, never a 500', async () => {
    for (const id of ['abc', '42', 'x'.repeat(2000), '%27%20or%201%3D1--']) {
      const response = await photo(id);
      expect(response.status, id.slice(0, 20)).toBe(422);
    }
  });
});
