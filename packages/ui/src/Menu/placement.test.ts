import { describe, expect, it } from 'vitest';
import { menuPlacement } from './placement.ts';

describe('menuPlacement', () => {
  const viewportHeight = 800;

  it('opens below when more than the minimum space is left below the trigger', () => {
    expect(menuPlacement({ viewportHeight, triggerBottom: 300, minSpaceBelow: 240 })).toBe('bottom');
  });

  it('opens below when exactly the minimum space is left', () => {
    expect(menuPlacement({ viewportHeight, triggerBottom: 560, minSpaceBelow: 240 })).toBe('bottom');
  });

  it('opens upward when less than the minimum space is left', () => {
    expect(menuPlacement({ viewportHeight, triggerBottom: 561, minSpaceBelow: 240 })).toBe('top');
  });

  it('opens upward when the trigger is below the viewport', () => {
    expect(menuPlacement({ viewportHeight, triggerBottom: 900, minSpaceBelow: 0 })).toBe('top');
  });

  it('opens below for a zero minimum while the trigger is on screen', () => {
    expect(menuPlacement({ viewportHeight, triggerBottom: viewportHeight, minSpaceBelow: 0 })).toBe('bottom');
  });
});
