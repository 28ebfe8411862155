import type { Knex } from 'knex';

export interface BookCallRow {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface ExpertRequestRow {
  name: string;
  company: string;
  email: string;
  contact: string | null;
  message: string;
}

export async function insertBookCall(db: Knex, row: BookCallRow): Promise<void> {
  await db('book_calls').insert(row);
}

export async function insertExpertRequest(db: Knex, row: ExpertRequestRow): Promise<void> {
  await db('expert_requests').insert(row);
}
