import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientServerMessages } from '../clientTexts.ts';
import {
  clientDisplayName,
  clientHistoryQuerySchema,
  clientParamsSchema,
  projectManagersQuerySchema,
} from './clients.ts';

describe('clientDisplayName', () => {
  it('names a client by their company, else by first name and last initial', () => {
    expect(clientDisplayName({ company_name: 'Northwind Cloud', first_name: 'Grace', last_name: 'Hopper' })).toBe(
      'Northwind Cloud',
    );
    expect(clientDisplayName({ company_name: '  Northwind  ', first_name: 'Grace', last_name: 'Hopper' })).toBe(
      'Northwind',
    );
    expect(clientDisplayName({ company_name: null, first_name: 'Grace', last_name: 'Hopper' })).toBe('Grace H.');
    expect(clientDisplayName({ company_name: '   ', first_name: ' Grace ', last_name: ' hopper' })).toBe('Grace h.');
    expect(clientDisplayName({ first_name: 'Grace', last_name: '' })).toBe('Grace');
    // The initial is a whole character, never half of one.
    expect(clientDisplayName({ first_name: 'Ana', last_name: '𝒵eta' })).toBe('Ana 𝒵.');
  });

  it('never shows more of the last name than its first character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 2 }), (first, last) => {
        const shown = clientDisplayName({ first_name: first, last_name: last });
        const initial = Array.from(last.trim())[0] ?? '';
        expect(shown).toBe(initial ? `${first.trim()} ${initial}.` : first.trim());
      }),
    );
  });
});

describe('the client calls’ inputs', () => {
  it('takes a uuid (any case) as the client id, and says so otherwise', () => {
    expect(clientParamsSchema.safeParse({ id: '3D0F5B8E-6A43-4C1E-9F27-1B2C3D4E5F60' }).success).toBe(true);
    for (const id of ['1', 'abc', '3d0f5b8e-6a43-4c1e-9f27-1b2c3d4e5f6', '', 42]) {
      const parsed = clientParamsSchema.safeParse({ id });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(clientServerMessages.invalidId);
    }
    expect(clientHistoryQuerySchema.safeParse({}).success).toBe(false);
  });

  it('pages up to 100, 50 a page at most, with a search of up to 100 characters', () => {
    expect(projectManagersQuerySchema.parse({ page: '100', per_page: '50', search: '  grace ' })).toEqual({
      page: 100,
      per_page: 50,
      search: 'grace',
    });
    for (const query of [{ page: '0' }, { page: '101' }, { per_page: '51' }, { search: 'x'.repeat(101) }]) {
      expect(projectManagersQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
