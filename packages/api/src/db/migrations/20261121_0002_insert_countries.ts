import type { Knex } from 'knex';
import { countryList } from '../data/countries.ts';

/** Spec document 1, section 3: the United States is id 231; the rest are numbered alphabetically around it. */
const UNITED_STATES_ID = 231;

export function countryRows() {
  let next = 1;
  return countryList.map(([iso2, name]) => {
    if (iso2 === 'US') return { id: UNITED_STATES_ID, iso2, name };
    if (next === UNITED_STATES_ID) next += 1;
    return { id: next++, iso2, name };
  });
}

export async function up(knex: Knex) {
  await knex('countries').insert(countryRows());
}

export async function down(knex: Knex) {
  await knex('countries').delete();
}
