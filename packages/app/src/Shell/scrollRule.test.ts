import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './scrollRule.ts';

describe('shouldScrollToTop', () => {
  it('scrolls to the top when the path changes', () => {
    expect(shouldScrollToTop('/', '/freelancer-search')).toBe(true);
    expect(shouldScrollToTop('/help-center', '/post-job')).toBe(true);
  });

  it('keeps the position on the first render, and when only the query or the hash changes', () => {
    expect(shouldScrollToTop(undefined, '/press')).toBe(false);
    expect(shouldScrollToTop('/freelancer-search', '/freelancer-search')).toBe(false);
  });

  it('never scrolls when going to /category_page_description, however it is spelled', () => {
    expect(shouldScrollToTop('/', '/category_page_description')).toBe(false);
    expect(shouldScrollToTop('/', '/Category_Page_Description')).toBe(false);
  });

  it('scrolls when leaving /category_page_description', () => {
    expect(shouldScrollToTop('/category_page_description', '/')).toBe(true);
  });
});
