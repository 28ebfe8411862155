import {
  jobMessages,
  jobServerMessages,
  serverMessages,
  type JobForm,
  type Role,
  type SaveJobRequest,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { clientFor, completeJobForm, createUser, failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`jobs on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  const signedIn = (role: Role = 'project_manager') => signedInAs(server, role);
  const anonymous = () => clientFor(server);

  const post = (form: JobForm, status: SaveJobRequest['status'] = 'open', current_tab = 5): SaveJobRequest => ({
    form,
    current_tab,
    status,
  });

  /** A unique word, so a search finds only this test's jobs. */
  const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`;

  describe('the post-job wizard calls', () => {
    it('saves a half-filled draft as typed, shows it to its manager only, and posts it once complete', async () => {
      const { api, token } = await signedIn();
      const draft = { ...completeJobForm(), description: 'Too short', budget: '12.345', platform: '' as const };
      const created = await api.createJob({ body: post(draft, 'draft', 1) });
      expect(created.job).toMatchObject({ status: 'draft', published_at: null, budget: null, is_owner: true });
      expect(created.job.owner).toEqual({ form: draft, current_tab: 1 });

      const other = await signedIn();
      for (const client of [other.api, anonymous()]) {
        expect((await failureOf(client.getJob({ params: { id: created.job.id } }))).status).toBe(404);
      }

      const refused = await failureOf(api.updateJob({ params: { id: created.job.id }, body: post(draft) }));
      expect(refused.status).toBe(422);
      expect(refused.message).toBe(jobServerMessages.incomplete);
      expect(refused.fields).toMatchObject({
        description: jobMessages.descriptionTooShort,
        platform: jobMessages.platformRequired,
        budget: jobMessages.budgetInvalid,
      });
      expect((await api.getJob({ params: { id: created.job.id } })).job.status).toBe('draft');

      const posted = await api.updateJob({ params: { id: created.job.id }, body: post(completeJobForm()) });
      expect(posted.job).toMatchObject({ status: 'open', budget: 85, job_pay_type: 'hourly', platform: 'Amazon' });
      expect(posted.job.published_at).not.toBeNull();

      // Public: no token, no form, no private parts of the manager.
      const seen = await anonymous().getJob({ params: { id: created.job.id } });
      expect(seen.job).toMatchObject({ is_owner: false, owner: null, favorited: false });
      const raw = await rawCall(server, 'GET', `/jobs/${String(created.job.id)}`, {});
      expect(JSON.stringify(raw.body)).not.toContain('@');
      expect(raw.body).not.toHaveProperty('job.manager_id');
      void token;
    });

    it('refuses an incomplete job at creation with every field message and writes nothing', async () => {
      const { api } = await signedIn();
      const before = await db()('jobs').count<Array<{ count: string | number }>>({ count: '*' }).first();
      const refused = await failureOf(
        api.createJob({
          body: post({ ...completeJobForm(), title: 'Short', expiration_date: '2020-01-01', job_pay_type: '' }),
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.fields).toEqual({
        title: jobMessages.titleTooShort,
        expiration_date: jobMessages.expirationInPast,
        job_pay_type: jobMessages.payTypeRequired,
      });
      const after = await db()('jobs').count<Array<{ count: string | number }>>({ count: '*' }).first();
      expect(Number(after?.count)).toBe(Number(before?.count));
    });

    it('checks the budget by pay type: at least $5, at most $1000 an hour, two decimals', async () => {
      const { api } = await signedIn();
      const cases: Array<[Partial<JobForm>, string]> = [
        [{ budget: '4.99' }, jobMessages.budgetTooLow],
        [{ budget: '1000.01', job_pay_type: 'hourly' }, jobMessages.hourlyBudgetTooHigh],
        [{ budget: '1000000.01', job_pay_type: 'fixed' }, jobMessages.fixedBudgetTooHigh],
        [{ budget: '-5' }, jobMessages.budgetInvalid],
        [{ budget: '1e3' }, jobMessages.budgetInvalid],
      ];
      for (const [changes, message] of cases) {
        const refused = await failureOf(api.createJob({ body: post(completeJobForm(changes)) }));
        expect(refused.fields.budget).toBe(message);
      }
      const fixed = await api.createJob({ body: post(completeJobForm({ budget: '25000.50', job_pay_type: 'fixed' })) });
      expect(fixed.job.budget).toBe(25_000.5);
    });

    it('keeps a posted job open and as posted while it is edited; the edit shows once it is posted', async () => {
      const { api } = await signedIn();
      const { job } = await api.createJob({ body: post(completeJobForm()) });
      const halfEdited = completeJobForm({ title: 'Migrate our', budget: '12.345' });
      const edited = await api.updateJob({ params: { id: job.id }, body: post(halfEdited, 'draft', 0) });
      expect(edited.job).toMatchObject({ status: 'open', title: job.title, budget: 85 });
      expect(edited.job.owner).toEqual({ form: halfEdited, current_tab: 0 });
      expect((await anonymous().getJob({ params: { id: job.id } })).job.title).toBe(job.title);

      const retitled = completeJobForm({ title: 'Migrate our Kubernetes platform to Google GKE' });
      const posted = await api.updateJob({ params: { id: job.id }, body: post(retitled) });
      expect(posted.job).toMatchObject({ status: 'open', title: 'Migrate our Kubernetes platform to Google GKE' });
      expect(posted.job.published_at).toBe(job.published_at);
      expect((await anonymous().getJob({ params: { id: job.id } })).job.title).toBe(retitled.title);
    });

    it('keeps screening question ids across saves and removes one through DELETE /job_screening_questions/{id}', async () => {
      const { api } = await signedIn();
      const questions = [
        { id: null, question: 'Which EKS versions have you upgraded?' },
        { id: null, question: 'Have you used Karpenter?' },
      ];
      const { job } = await api.createJob({
        body: post(completeJobForm({ screening_questions: questions }), 'draft', 3),
      });
      const stored = job.owner?.form.screening_questions ?? [];
      expect(stored.map((item) => item.question)).toEqual(questions.map((item) => item.question));
      expect(stored.every((item) => typeof item.id === 'number')).toBe(true);

      const [first, second] = stored;
      const renamed = await api.updateJob({
        params: { id: job.id },
        body: post(
          completeJobForm({
            screening_questions: [
              { id: second?.id ?? null, question: 'Have you used Karpenter in production?' },
              { id: first?.id ?? null, question: 'Which EKS versions have you upgraded?' },
            ],
          }),
          'draft',
          3,
        ),
      });
      expect(renamed.job.screening_questions.map((item) => item.id)).toEqual([second?.id, first?.id]);

      const other = await signedIn();
      expect((await failureOf(other.api.deleteScreeningQuestion({ params: { id: first?.id ?? 0 } }))).status).toBe(404);
      const left = await api.deleteScreeningQuestion({ params: { id: first?.id ?? 0 } });
      expect(left.job.screening_questions).toEqual([
        { id: second?.id, question: 'Have you used Karpenter in production?' },
      ]);
      expect(left.job.owner?.form.screening_questions).toEqual(left.job.screening_questions);
      expect((await failureOf(api.deleteScreeningQuestion({ params: { id: first?.id ?? 0 } }))).message).toBe(
        jobServerMessages.questionNotFound,
      );
    });

    it('serialises concurrent saves of one job: both answer, the job ends as one of them', async () => {
      const { api } = await signedIn();
      const { job } = await api.createJob({ body: post(completeJobForm(), 'draft', 0) });
      const titles = ['Concurrent title number one', 'Concurrent title number two'];
      const answers = await Promise.all(
        titles.map((title) =>
          api.updateJob({
            params: { id: job.id },
            body: post(completeJobForm({ title, screening_questions: [{ id: null, question: title }] }), 'draft', 0),
          }),
        ),
      );
      expect(answers).toHaveLength(2);
      const final = await api.getJob({ params: { id: job.id } });
      expect(titles).toContain(final.job.title);
      expect(final.job.screening_questions.map((item) => item.question)).toEqual([final.job.title]);
    });
  });

  describe('who may do what', () => {
    it('lets only the owner edit, close or delete; the wrong role, another manager and anonymous are refused', async () => {
      const owner = await signedIn();
      const { job } = await owner.api.createJob({ body: post(completeJobForm()) });
      const other = await signedIn();
      const freelancer = await signedIn('freelancer');
      const body = post(completeJobForm({ title: 'Somebody else took this job over' }));

      const stranger = await failureOf(other.api.updateJob({ params: { id: job.id }, body }));
      expect(stranger.status).toBe(403);
      expect(stranger.message).toBe(jobServerMessages.notOwner);
      expect((await failureOf(other.api.deleteJob({ params: { id: job.id } }))).status).toBe(403);
      for (const call of [
        () => freelancer.api.updateJob({ params: { id: job.id }, body }),
        () => freelancer.api.deleteJob({ params: { id: job.id } }),
        () => freelancer.api.createJob({ body }),
      ]) {
        const refused = await failureOf(call());
        expect(refused.status).toBe(403);
        expect(refused.message).toBe(serverMessages.notAllowed);
      }
      for (const [method, path] of [
        ['PUT', `/jobs/${String(job.id)}`],
        ['PUT', `/jobs/${String(job.id)}/delete_job`],
        ['POST', '/jobs'],
        ['GET', '/jobs/jobs_by_status'],
      ] as const) {
        const json = method === 'GET' ? undefined : body;
        expect((await rawCall(server, method, path, { json })).status).toBe(401);
        expect((await rawCall(server, method, path, { json, token: `${owner.token}x` })).status).toBe(401);
      }
      expect((await owner.api.getJob({ params: { id: job.id } })).job.title).toBe(job.title);

      const closed = await owner.api.updateJob({ params: { id: job.id }, body: post(completeJobForm(), 'closed') });
      expect(closed.job.status).toBe('closed');
      const frozen = await failureOf(owner.api.updateJob({ params: { id: job.id }, body }));
      expect([frozen.status, frozen.message]).toEqual([409, jobServerMessages.notEditable]);
      // A closed job is no longer public.
      expect((await failureOf(other.api.getJob({ params: { id: job.id } }))).status).toBe(404);
    });

    it('answers 422, never 500, to malformed ids and bodies, and refuses oversize fields', async () => {
      const { token } = await signedIn();
      expect((await rawCall(server, 'GET', '/jobs/abc', {})).status).toBe(422);
      expect((await rawCall(server, 'GET', '/jobs/99999999999999999999', {})).status).toBe(422);
      expect((await rawCall(server, 'POST', '/jobs', { token, json: { form: {} } })).status).toBe(422);
      const huge = await rawCall(server, 'POST', '/jobs', {
        token,
        json: post(completeJobForm({ title: 'x'.repeat(121) }), 'draft'),
      });
      expect(huge.status).toBe(422);
      const broken = await rawCall(server, 'POST', '/jobs', {
        token,
        body: '{"form":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect((await rawCall(server, 'GET', '/jobs/424242424', {})).status).toBe(404);
    });
  });

  describe("the manager's lists", () => {
    it('pages the own jobs by status, 5 a page by default, and counts them for the dashboard', async () => {
      const { api, user } = await signedIn();
      for (let index = 0; index < 6; index += 1)
        await insertJob(server, user.id, { title: `Open job ${String(index)}` });
      await insertJob(server, user.id, { title: 'A draft', status: 'draft' });
      const someoneElse = await createUser(server, { role: 'project_manager' });
      await insertJob(server, someoneElse.id, { title: 'Not mine' });

      const first = await api.jobsByStatus({ query: { status: 'open' } });
      expect(first).toMatchObject({ current_page: 1, per_page: 5, total_count: 6, total_pages: 2 });
      expect(first.records).toHaveLength(5);
      const second = await api.jobsByStatus({ query: { status: 'open', page: 2 } });
      expect(second.records).toHaveLength(1);
      expect([...first.records, ...second.records].map((job) => job.title)).not.toContain('Not mine');

      const dashboard = await api.managerDashboard({ query: { status: 'draft' } });
      expect(dashboard.counts).toEqual({ draft: 1, open: 6, closed: 0 });
      expect(dashboard.jobs.map((job) => job.title)).toEqual(['A draft']);
    });
  });

  describe('search', () => {
    it('finds open jobs by words, ranks the title above the description, and needs no token', async () => {
      const word = marker();
      const manager = await createUser(server, { role: 'project_manager' });
      const inDescription = await insertJob(server, manager.id, {
        title: 'Platform engineering help',
        description: `We need help with ${word} pipelines across several accounts and regions.`,
      });
      const inTitle = await insertJob(server, manager.id, {
        title: `${word} migration lead`,
        published_at: new Date(Date.now() - 86_400_000),
      });
      await insertJob(server, manager.id, { title: `${word} draft`, status: 'draft' });

      const found = await anonymous().findJobs({ query: { search: word } });
      expect(found.records.map((job) => job.id)).toEqual([inTitle, inDescription]);
      expect(found.total_count).toBe(2);
      // The spec's other name for the term, and stemming (migrations finds migration).
      const alias = await anonymous().findJobs({ query: { search_jobs: `${word} migrations` } });
      expect(alias.records.map((job) => job.id)).toEqual([inTitle]);
    });

    it('lists no job of a banned or deactivated manager, in a search or its counts', async () => {
      const word = marker();
      const active = await createUser(server, { role: 'project_manager' });
      const shown = await insertJob(server, active.id, { title: `${word} shown` });
      for (const status of ['banned', 'deactivated'] as const) {
        const manager = await createUser(server, { role: 'project_manager' });
        await insertJob(server, manager.id, { title: `${word} of a ${status} manager` });
        await db()('users').where({ id: manager.id }).update({ status });
      }
      const found = await anonymous().findJobs({ query: { search: word } });
      expect(found.records.map((job) => job.id)).toEqual([shown]);
      expect(found.total_count).toBe(1);
    });

    it('filters by skills, platform, pay type, country, budget and age, each alone and together', async () => {
      const word = marker();
      const manager = await createUser(server, { role: 'project_manager' });
      const description = `Work on ${word} for a growing team of engineers in several countries.`;
      const a = await insertJob(server, manager.id, {
        description,
        skills: ['Terraform', 'Kubernetes'],
        platform: 'Amazon',
        job_pay_type: 'hourly',
        budget_cents: 9_000,
        location: 'Germany',
      });
      const b = await insertJob(server, manager.id, {
        description,
        skills: ['BigQuery'],
        platform: 'Google',
        job_pay_type: 'fixed',
        budget_cents: 500_000,
        published_at: new Date(Date.now() - 10 * 86_400_000),
      });
      const ids = async (query: Record<string, unknown>) =>
        (await anonymous().findJobs({ query: { search: word, ...query } })).records.map((job) => job.id).sort();

      expect(await ids({ skills: 'Kubernetes' })).toEqual([a]);
      expect(await ids({ skills: 'BigQuery,Kubernetes' })).toEqual([a, b].sort());
      expect(await ids({ platform: 'Google' })).toEqual([b]);
      expect(await ids({ job_pay_type: 'fixed' })).toEqual([b]);
      // A job open to anywhere matches every country.
      expect(await ids({ country: 'germany' })).toEqual([a, b].sort());
      expect(await ids({ country: 'France' })).toEqual([b]);
      expect(await ids({ min_budget: 100 })).toEqual([b]);
      expect(await ids({ max_budget: 100 })).toEqual([a]);
      expect(await ids({ posted_within: 7 })).toEqual([a]);
      expect(await ids({ platform: 'Amazon', job_pay_type: 'fixed' })).toEqual([]);

      const sorted = await anonymous().findJobs({ query: { search: word, sort_by: 'budget_desc' } });
      expect(sorted.records.map((job) => job.id)).toEqual([b, a]);
      expect((await rawCall(server, 'GET', '/find_jobs?posted_within=2', {})).status).toBe(422);
      expect((await rawCall(server, 'GET', '/find_jobs?page=101', {})).status).toBe(422);
      expect((await rawCall(server, 'GET', `/find_jobs?search=${'x'.repeat(101)}`, {})).status).toBe(422);
      // Search syntax is words, never SQL: quotes, operators and markup are just text.
      for (const term of [`'); drop table jobs; --`, '<script>alert(1)</script>', '!!& | :*', '"unclosed']) {
        expect((await rawCall(server, 'GET', `/find_jobs?search=${encodeURIComponent(term)}`, {})).status).toBe(200);
      }
    });

    it('counts each filter value under the other filters, and says how many filters are on', async () => {
      const word = marker();
      const manager = await createUser(server, { role: 'project_manager' });
      const description = `Counting ${word} facets for the filter panel of the job search page.`;
      await insertJob(server, manager.id, { description, platform: 'Amazon', skills: ['Terraform', 'AWS IAM'] });
      await insertJob(server, manager.id, {
        description,
        platform: 'Amazon',
        skills: ['Terraform'],
        job_pay_type: 'fixed',
      });
      await insertJob(server, manager.id, { description, platform: 'Oracle', skills: ['PL/SQL'] });

      const { filters } = await anonymous().availableJobFilters({ query: { search: word, platform: 'Amazon' } });
      // The platform facet ignores the platform filter itself; the others apply it.
      expect(filters.platform).toEqual([
        { value: 'Amazon', count: 2 },
        { value: 'Oracle', count: 1 },
      ]);
      expect(filters.skills).toEqual([
        { value: 'Terraform', count: 2 },
        { value: 'AWS IAM', count: 1 },
      ]);
      expect(filters.job_pay_type).toEqual(
        expect.arrayContaining([
          { value: 'hourly', count: 1 },
          { value: 'fixed', count: 1 },
        ]),
      );
      expect(filters.posted_within.find((bucket) => bucket.value === '1')?.count).toBe(2);

      const freelancer = await signedIn('freelancer');
      const all = await freelancer.api.fetchAllJobs({
        query: { search: word, platform: 'Amazon', skills: 'Terraform' },
      });
      expect(all).toMatchObject({ total_count: 2, filters_count: 2 });
      const same = await anonymous().availableJobFilters({
        query: { search: word, platform: 'Amazon', skills: 'Terraform' },
      });
      expect(all.filters_data).toEqual(same.filters);
      expect(all.filters_data.platform).toEqual([{ value: 'Amazon', count: 2 }]);
      const manager2 = await signedIn();
      expect((await failureOf(manager2.api.fetchAllJobs({ query: {} }))).status).toBe(403);
    });
  });

  describe('deleting a job', () => {
    it('takes it out of every list and every answer at once', async () => {
      const word = marker();
      const owner = await signedIn();
      const { job } = await owner.api.createJob({
        body: post(
          completeJobForm({ description: `A ${word} job that will be deleted after it was saved by someone.` }),
        ),
      });
      const freelancer = await signedIn('freelancer');
      await freelancer.api.addFavorite({ body: { job_id: job.id } });
      expect((await anonymous().findJobs({ query: { search: word } })).total_count).toBe(1);

      const deleted = await owner.api.deleteJob({ params: { id: job.id } });
      expect(deleted.job.id).toBe(job.id);
      expect((await anonymous().findJobs({ query: { search: word } })).total_count).toBe(0);
      expect((await freelancer.api.fetchAllJobs({ query: { search: word } })).total_count).toBe(0);
      expect((await freelancer.api.favoritedJobs()).records.map((item) => item.id)).not.toContain(job.id);
      expect((await owner.api.jobsByStatus({ query: {} })).records.map((item) => item.id)).not.toContain(job.id);
      expect((await owner.api.managerDashboard({ query: {} })).counts.open).toBe(0);
      expect((await failureOf(anonymous().getJob({ params: { id: job.id } }))).status).toBe(404);
      expect((await failureOf(freelancer.api.addFavorite({ body: { job_id: job.id } }))).status).toBe(404);
      expect((await failureOf(owner.api.deleteJob({ params: { id: job.id } }))).status).toBe(404);
      expect(await db()('jobs').where({ id: job.id }).first('id')).toBeDefined();
    });
  });

  describe('favorites', () => {
    it('adds once, lists newest first, marks the job in searches, and removes only the own favorite', async () => {
      const word = marker();
      const manager = await createUser(server, { role: 'project_manager' });
      const description = `Favorite ${word} jobs are listed for the freelancer who saved them.`;
      const older = await insertJob(server, manager.id, { description });
      const newer = await insertJob(server, manager.id, { description });
      const draft = await insertJob(server, manager.id, { description, status: 'draft' });
      const { api } = await signedIn('freelancer');
      const other = await signedIn('freelancer');

      await api.addFavorite({ body: { job_id: older } });
      await api.addFavorite({ body: { job_id: newer } });
      await api.addFavorite({ body: { job_id: newer } });
      await other.api.addFavorite({ body: { job_id: older } });
      expect((await failureOf(api.addFavorite({ body: { job_id: draft } }))).status).toBe(404);

      const list = await api.favoritedJobs();
      expect(list.records.map((job) => job.id)).toEqual([newer, older]);
      expect(list.records.every((job) => job.favorited)).toBe(true);
      const searched = await api.fetchAllJobs({ query: { search: word } });
      expect(searched.records.every((job) => job.favorited)).toBe(true);
      expect((await anonymous().findJobs({ query: { search: word } })).records.some((job) => job.favorited)).toBe(
        false,
      );

      // Removing is the spec's GET; it touches only the caller's own row.
      expect(await api.removeFavorite({ query: { job_id: older } })).toMatchObject({ favorited: false });
      expect((await api.favoritedJobs()).records.map((job) => job.id)).toEqual([newer]);
      expect((await other.api.favoritedJobs()).records.map((job) => job.id)).toEqual([older]);

      const managerClient = await signedIn();
      expect((await failureOf(managerClient.api.addFavorite({ body: { job_id: newer } }))).status).toBe(403);
      expect((await rawCall(server, 'POST', '/favorites', { json: { job_id: newer } })).status).toBe(401);
    });
  });

  describe('saved filters', () => {
    it('saves, lists and deletes the own filters; names are unique per user; at most 20', async () => {
      const { api } = await signedIn('freelancer');
      const other = await signedIn('freelancer');
      const saved = await api.saveJobFilter({
        body: {
          filter_name: 'AWS hourly',
          filters_json: { platform: 'Amazon', job_pay_type: 'hourly', skills: 'Terraform' },
        },
      });
      expect(saved.filter).toMatchObject({
        filter_name: 'AWS hourly',
        filters_json: { platform: 'Amazon', job_pay_type: 'hourly', skills: ['Terraform'] },
        daily_digest: false,
      });
      const taken = await failureOf(api.saveJobFilter({ body: { filter_name: 'aws HOURLY', filters_json: {} } }));
      expect([taken.status, taken.message]).toEqual([409, jobServerMessages.filterNameTaken]);
      await other.api.saveJobFilter({ body: { filter_name: 'AWS hourly', filters_json: {} } });

      expect((await failureOf(other.api.destroyJobFilter({ body: { id: saved.filter.id } }))).status).toBe(404);
      expect((await api.jobFilters()).filters.map((filter) => filter.id)).toEqual([saved.filter.id]);
      expect((await api.destroyJobFilter({ body: { id: saved.filter.id } })).filters).toEqual([]);

      for (let index = 0; index < 20; index += 1) {
        await api.saveJobFilter({
          body: { filter_name: `Filter ${String(index)}`, filters_json: {}, daily_digest: true },
        });
      }
      const full = await failureOf(api.saveJobFilter({ body: { filter_name: 'One too many', filters_json: {} } }));
      expect([full.status, full.message]).toEqual([409, jobServerMessages.tooManyFilters]);
      expect((await failureOf(api.saveJobFilter({ body: { filter_name: ' ', filters_json: {} } }))).status).toBe(422);
    });
  });
});
