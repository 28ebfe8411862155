/** Rows as the tests read them straight from the database. */

/** The columns of `users` these tests read. */
export interface UserRow {
  id: string | number;
  uuid: string;
  email: string;
  subscribe: boolean;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  country_id: number | null;
  phone_number: string | null;
  phone_verified_at: Date | null;
  terms_accepted_at: Date | null;
  email_confirmed_at: Date | null;
  password_changed_at: Date | null;
}

/** A confirmation or reset link as stored. */
export interface LinkRow {
  token_hash: string;
  expires_at: Date | string;
}

/** A one-time code as stored. */
export interface CodeRow {
  id: string | number;
  purpose: string;
  destination: string;
  expires_at: Date | string;
  user_id: string | number | null;
  code_hash: string;
  attempts: number;
  send_count: number;
  next_send_at: Date | string;
  verified_at: Date | string | null;
}
