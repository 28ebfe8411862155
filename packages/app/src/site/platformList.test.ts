import { platformLabels, platformListLabels, platformOptions } from '@cloudexperts/domain';
import { buildAdminPlatform, buildAdminPlatforms, buildPublicPlatforms } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { platformListOf, platformOptionLabel, platformSelectItems } from './platformList.ts';

describe('platformListOf', () => {
  it('names the spec’s six, all offered, until GET /platforms has answered', () => {
    const list = platformListOf(null);
    expect(list.loaded).toBe(false);
    expect(list.all).toEqual(platformOptions.map((key) => ({ key, label: platformLabels[key], offered: true })));
    expect(list.label('Amazon')).toBe(platformLabels.Amazon);
  });

  it('keeps a renamed platform’s stored label after it is taken off, listed after the offered ones', () => {
    const catalogue = buildAdminPlatforms({
      platforms: platformOptions.map((key, index) =>
        key === 'Oracle'
          ? buildAdminPlatform({ key, label: 'Oracle Cloud', offered: false, position: 1 })
          : buildAdminPlatform({ key, position: index + 2 }),
      ),
    });
    const list = platformListOf(buildPublicPlatforms(catalogue).platforms);
    expect(list.loaded).toBe(true);
    expect(list.all.map((platform) => platform.key)).toEqual([
      ...platformOptions.filter((key) => key !== 'Oracle'),
      'Oracle',
    ]);
    const oracle = list.all.find((platform) => platform.key === 'Oracle');
    expect(oracle).toEqual({ key: 'Oracle', label: 'Oracle Cloud', offered: false });
    expect(list.label('Oracle')).toBe('Oracle Cloud');
    expect(oracle && platformOptionLabel(oracle)).toBe(platformListLabels.notOffered('Oracle Cloud'));
    expect(platformSelectItems(list, { id: 'any', label: 'Any' }).map((item) => item.label)).toEqual([
      'Any',
      ...platformOptions.filter((key) => key !== 'Oracle').map((key) => platformLabels[key]),
      platformListLabels.notOffered('Oracle Cloud'),
    ]);
  });
});
