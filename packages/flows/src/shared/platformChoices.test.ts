import { platformLabels, platformOptions } from '@cloudexperts/domain';
import { buildAdminPlatform, buildAdminPlatforms, buildPublicPlatforms } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { platformChoices } from './platformChoices.ts';

/** `GET /platforms` with Oracle renamed "Oracle Cloud" and taken off new jobs and applications. */
const withOracleWithdrawn = buildPublicPlatforms(
  buildAdminPlatforms({
    platforms: platformOptions.map((key) =>
      key === 'Oracle'
        ? buildAdminPlatform({ key, label: 'Oracle Cloud', offered: false })
        : buildAdminPlatform({ key }),
    ),
  }),
).platforms;

describe('platformChoices', () => {
  it('offers the spec’s six until the stored platforms load', () => {
    expect(platformChoices(undefined, '')).toEqual(platformOptions.map((key) => ({ key, label: platformLabels[key] })));
  });

  it('offers only the platforms still offered', () => {
    expect(platformChoices(withOracleWithdrawn, null).map((choice) => choice.key)).toEqual(
      platformOptions.filter((key) => key !== 'Oracle'),
    );
  });

  it('keeps the form’s own platform, by its stored name, after it was taken off', () => {
    expect(platformChoices(withOracleWithdrawn, 'Oracle').at(-1)).toEqual({ key: 'Oracle', label: 'Oracle Cloud' });
  });
});
