import { MENU_NAME_LENGTH } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { menuName } from './menuName.ts';

describe('menuName', () => {
  it('keeps a short name whole', () => {
    expect(menuName('Grace Hopper')).toBe('Grace Hopper');
  });

  it(`cuts a long name to its first ${MENU_NAME_LENGTH} characters (spec document 1, section 9)`, () => {
    expect(menuName('Alexandria Ocasio')).toBe('Alexandria O');
    expect(menuName('Alexandria Ocasio')).toHaveLength(MENU_NAME_LENGTH);
  });

  it('counts characters, not UTF-16 units, and leaves no trailing space', () => {
    expect(menuName('😀😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀'.repeat(12));
    expect(menuName('Christopher Columbus')).toBe('Christopher');
    expect(menuName('  Ada  ')).toBe('Ada');
  });
});
