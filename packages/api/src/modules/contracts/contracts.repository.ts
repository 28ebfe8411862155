import type { ContractStatus, JobPayType } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { escapeLike } from '../catalog/catalog.repository.ts';
import { billedColumn } from '../payments/billed.ts';
import {
  countOf,
  whereParty,
  withJobAndFreelancer,
  type CandidateColumns,
  type JobRefColumns,
} from '../proposals/shared.repository.ts';

export type ContractRow = JobRefColumns &
  CandidateColumns & {
    id: number | string;
    uuid: string;
    client_uuid: string;
    job_application_id: number | string;
    contract_pay_type: JobPayType;
    amount_cents: number | string;
    status: ContractStatus;
    offer_message: string;
    acceptance_message: string | null;
    started_at: Date | string;
    ended_at: Date | string | null;
    billed_cents: number | string;
    released_cents: number | string;
  };

type Viewer = { id: number; role: string };

const managerView = (viewer: Viewer | null) => (viewer?.role === 'project_manager' ? viewer.id : undefined);

/**
 * `contracts as x` with its job, client, freelancer and offer (its messages), as every read needs:
 * the viewer's own (a party's), or any (null: the staff view, issue 19).
 */
function contracts(db: Knex, viewer: Viewer | null): Knex.QueryBuilder {
  const { query, columns } = withJobAndFreelancer(db, 'contracts', managerView(viewer));
  const joined = query.join('offers as o', 'o.id', 'x.id');
  return (viewer ? whereParty(joined, viewer) : joined).select(
    'x.id',
    'x.uuid',
    'm.uuid as client_uuid',
    'x.job_application_id',
    'x.job_pay_type as contract_pay_type',
    'x.amount_cents',
    'x.status',
    'o.message as offer_message',
    'o.response_message as acceptance_message',
    'x.started_at',
    'x.ended_at',
    billedColumn(db, 'x.manager_id', 'x.freelancer_id'),
    db.raw(
      '(select coalesce(sum(pr.released_cents), 0) from payment_requests as pr where pr.contract_id = x.id) as released_cents',
    ),
    ...columns,
  );
}

/**
 * What a search term is matched against: the job's title and the other party's name as the viewer
 * sees it (the client's company or first name and last initial; the freelancer's card name).
 */
const freelancerSearch = `(j.title || chr(31) || coalesce(m.company_name, '') || chr(31) || m.first_name || ' '
  || left(m.last_name, 1) || '.')`;
const managerSearch = `(j.title || chr(31) || u.first_name || ' ' || left(u.last_name, 1) || '.')`;

/** Any contract, whoever's: the staff view (issue 19). */
export async function findAnyContract(db: Knex, id: number): Promise<ContractRow | undefined> {
  return (await contracts(db, null).where('x.id', id).first()) as ContractRow | undefined;
}

export async function findContract(db: Knex, id: number, viewer: Viewer): Promise<ContractRow | undefined> {
  return (await contracts(db, viewer).where('x.id', id).first()) as ContractRow | undefined;
}

export async function listContracts(
  db: Knex,
  viewer: Viewer,
  filter: { status?: ContractStatus | undefined; search?: string | undefined; jobId?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const base = contracts(db, viewer);
  if (filter.status) void base.where('x.status', filter.status);
  if (filter.jobId !== undefined) void base.where('x.job_id', filter.jobId);
  const term = filter.search?.replace(/\p{Cc}/gu, '');
  if (term) {
    const text = viewer.role === 'freelancer' ? freelancerSearch : managerSearch;
    void base.whereRaw(`${text} ilike ?`, [`%${escapeLike(term)}%`]);
  }
  const rows = (await base
    .clone()
    .orderBy([
      { column: 'x.started_at', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as ContractRow[];
  return { rows, total: await countOf(base) };
}

export type HiredFreelancerRow = CandidateColumns & {
  contracts_count: number | string;
  active_contracts_count: number | string;
  latest_contract_id: number | string;
  latest_started_at: Date | string;
};

/** The manager's hired freelancers across their jobs, each once, latest contract first. */
export async function listHiredFreelancers(
  db: Knex,
  managerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: HiredFreelancerRow[]; total: number }> {
  const totals = db('contracts')
    .where('manager_id', managerId)
    .groupBy('freelancer_id')
    .select(
      'freelancer_id',
      db.raw('count(*) as contracts_count'),
      db.raw("count(*) filter (where status = 'active') as active_contracts_count"),
      db.raw('max(started_at) as latest_started_at'),
      db.raw('(array_agg(id order by started_at desc, id desc))[1] as latest_contract_id'),
    )
    .as('h');
  const { query, columns } = withJobAndFreelancer(db, 'contracts', managerId);
  const base = query
    .join(totals, 'h.latest_contract_id', 'x.id')
    .select('h.contracts_count', 'h.active_contracts_count', 'h.latest_contract_id', 'h.latest_started_at', ...columns);
  const rows = (await base
    .clone()
    .orderBy([
      { column: 'h.latest_started_at', order: 'desc' },
      { column: 'h.latest_contract_id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as HiredFreelancerRow[];
  const count = (await db.from(totals).count({ count: '*' }).first()) as { count: string | number } | undefined;
  return { rows, total: Number(count?.count ?? 0) };
}

/**
 * The contract of an accepted offer, its terms copied from the offer, in the acceptance's
 * transaction. It shares the offer's id.
 */
export async function insertContractFromOffer(trx: Knex.Transaction, offerId: number, now: Date): Promise<void> {
  await trx.raw(
    `insert into contracts (id, job_application_id, job_id, manager_id, freelancer_id, job_pay_type, amount_cents,
       status, started_at, created_at, updated_at)
     select id, job_application_id, job_id, manager_id, freelancer_id, job_pay_type, amount_cents, 'active', ?, ?, ?
     from offers where id = ?`,
    [now, now, now, offerId],
  );
}
