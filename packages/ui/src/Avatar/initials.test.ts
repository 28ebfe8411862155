import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Grace Brewster Hopper', 'GH'],
    ['Plato', 'P'],
    ['  ada   lovelace  ', 'AL'],
    ['Mary-Jane Watson', 'MW'],
    ["Conan O'Brien", 'CO'],
    ['Émile Zola', 'ÉZ'],
    ['Ada Lovelace 🚀', 'AL'],
    ['Ada & Grace', 'AG'],
    ['Ольга Петрова', 'ОП'],
    ['', ''],
    ['   ', ''],
    ['42', ''],
  ])('%j -> %j', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });

  it('upper-cases with the given locale', () => {
    expect(getInitials('ilker ışık', 'tr')).toBe('İI');
  });
});
