import { describe, expect, it } from 'vitest';
import { getPageItems, type PageItem } from './pages.ts';

describe('getPageItems', () => {
  it('lists every page when they all fit', () => {
    expect(getPageItems({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(getPageItems({ page: 3, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has nothing to list without pages', () => {
    expect(getPageItems({ page: 1, pageCount: 0 })).toEqual([]);
  });

  it('puts the gap after the window near the start', () => {
    expect(getPageItems({ page: 1, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(getPageItems({ page: 4, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts a gap on both sides in the middle', () => {
    expect(getPageItems({ page: 10, pageCount: 20 })).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(getPageItems({ page: 5, pageCount: 20 })).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
  });

  it('puts the gap before the window near the end', () => {
    expect(getPageItems({ page: 17, pageCount: 20 })).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(getPageItems({ page: 20, pageCount: 20 })).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows a lone hidden page rather than an ellipsis', () => {
    expect(getPageItems({ page: 4, pageCount: 8 })).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(getPageItems({ page: 5, pageCount: 8 })).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the range', () => {
    expect(getPageItems({ page: 0, pageCount: 20 })).toEqual(getPageItems({ page: 1, pageCount: 20 }));
    expect(getPageItems({ page: 99, pageCount: 20 })).toEqual(getPageItems({ page: 20, pageCount: 20 }));
  });

  it('honours wider siblings and boundaries', () => {
    expect(getPageItems({ page: 10, pageCount: 20, siblingCount: 2, boundaryCount: 2 })).toEqual([
      1,
      2,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      19,
      20,
    ]);
    expect(getPageItems({ page: 10, pageCount: 20, siblingCount: 0, boundaryCount: 0 })).toEqual([
      'start-ellipsis',
      10,
      'end-ellipsis',
    ]);
  });

  it.each([
    { siblingCount: 0, boundaryCount: 0 },
    { siblingCount: 1, boundaryCount: 1 },
    { siblingCount: 2, boundaryCount: 1 },
    { siblingCount: 1, boundaryCount: 2 },
  ])('keeps its promises for every page of 1 to 30 pages with %o', (options) => {
    const slots = 2 * options.boundaryCount + 2 * options.siblingCount + 3;
    for (let pageCount = 1; pageCount <= 30; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const items = getPageItems({ page, pageCount, ...options });
        const numbers = items.filter((item): item is number => typeof item === 'number');
        const where = `page ${page} of ${pageCount}: ${JSON.stringify(items)}`;

        // The current page, its siblings and the ends are shown, in order, once each.
        const expected = [page];
        for (let offset = -options.siblingCount; offset <= options.siblingCount; offset++) {
          const sibling = page + offset;
          if (sibling >= 1 && sibling <= pageCount) expected.push(sibling);
        }
        if (options.boundaryCount > 0) expected.push(1, pageCount);
        expect(numbers, where).toEqual(expect.arrayContaining(expected));
        expect(numbers, where).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size, where).toBe(numbers.length);

        // The bar keeps its length; an ellipsis stands for two or more pages, at most once a side.
        expect(items, where).toHaveLength(Math.min(pageCount, slots));
        items.forEach((item: PageItem, index) => {
          if (typeof item === 'number') return;
          const before = items[index - 1];
          const after = items[index + 1];
          const from = typeof before === 'number' ? before : 0;
          const to = typeof after === 'number' ? after : pageCount + 1;
          expect(to - from - 1, where).toBeGreaterThanOrEqual(2);
        });
        expect(items.filter((item) => item === 'start-ellipsis').length, where).toBeLessThanOrEqual(1);
        expect(items.filter((item) => item === 'end-ellipsis').length, where).toBeLessThanOrEqual(1);
      }
    }
  });
});
