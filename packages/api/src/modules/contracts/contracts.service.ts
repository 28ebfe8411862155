import {
  contractLimits,
  contractServerMessages,
  type Contract,
  type ContractStatus,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { findOwnJob } from '../proposals/hiring.repository.ts';
import { iso, isoOrNull, notFound, toCandidate, toJobRef } from '../proposals/shared.ts';
import {
  findContract,
  listContracts,
  listHiredFreelancers,
  type ContractRow,
  type HiredFreelancerRow,
} from './contracts.repository.ts';

export function toContract(row: ContractRow): Contract {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    job: toJobRef(row),
    client_uuid: row.client_uuid,
    freelancer: toCandidate(row),
    proposal_id: Number(row.job_application_id),
    offer_id: Number(row.id),
    job_pay_type: row.contract_pay_type,
    amount_cents: Number(row.amount_cents),
    status: row.status,
    offer_message: row.offer_message,
    acceptance_message: row.acceptance_message ?? '',
    started_at: iso(row.started_at),
    ended_at: isoOrNull(row.ended_at),
    billed_cents: Number(row.billed_cents),
    released_cents: Number(row.released_cents),
  };
}

function toHiredFreelancer(row: HiredFreelancerRow) {
  return {
    freelancer: toCandidate(row),
    contracts_count: Number(row.contracts_count),
    active_contracts_count: Number(row.active_contracts_count),
    latest_contract_id: Number(row.latest_contract_id),
    latest_started_at: iso(row.latest_started_at),
  };
}

type ListQuery = {
  page?: number | undefined;
  per_page?: number | undefined;
  search?: string | undefined;
  'filter[status]'?: ContractStatus | undefined;
};

/** `GET /active_contracts` (freelancer) and `GET /manager_active_contracts` (manager): their own contracts. */
export async function contractsOf(db: Knex, auth: Auth, query: ListQuery): Promise<ResponseOf<'activeContracts'>> {
  const { page, perPage, limit, offset } = pageOf(query, contractLimits.pageSize);
  const { rows, total } = await listContracts(
    db,
    auth.user,
    { status: query['filter[status]'], search: query.search },
    { limit, offset },
  );
  return pageAnswer(rows.map(toContract), total, { page, perPage });
}

/** One contract, to its freelancer or its manager; anyone else gets the same 404 as a missing one. */
export async function getContract(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'getContract'>> {
  const row = await findContract(db, id, auth.user);
  if (!row) throw notFound(contractServerMessages.contractNotFound);
  return { contract: toContract(row) };
}

/** `GET /jobs/{id}/get_job_active_contract`: the active contracts on the manager's own job. */
export async function jobActiveContracts(
  db: Knex,
  auth: Auth,
  jobId: number,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'jobActiveContracts'>> {
  if (!(await findOwnJob(db, auth.user.id, { id: jobId }))) throw notFound(contractServerMessages.jobNotFound);
  const { page, perPage, limit, offset } = pageOf(query, contractLimits.pageSize);
  const { rows, total } = await listContracts(db, auth.user, { status: 'active', jobId }, { limit, offset });
  return pageAnswer(rows.map(toContract), total, { page, perPage });
}

/** `GET /jobs/get_all_hired_freelancers`: the manager's hired freelancers, each once. */
export async function allHiredFreelancers(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'allHiredFreelancers'>> {
  const { page, perPage, limit, offset } = pageOf(query, contractLimits.pageSize);
  const { rows, total } = await listHiredFreelancers(db, auth.user.id, { limit, offset });
  return pageAnswer(rows.map(toHiredFreelancer), total, { page, perPage });
}
