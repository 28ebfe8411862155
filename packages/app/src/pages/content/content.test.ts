import { describe, expect, it } from 'vitest';
import { footerColumns, primaryLinks, secondaryLinks, serviceLinks } from '../../site/navigation.ts';
import { advisoryPaths, helpPaths, infoPaths, legalPaths, paths } from '../../site/paths.ts';
import { advisoryPages } from './advisory.ts';
import { helpPages } from './help.ts';
import { infoPages } from './info.ts';
import type { ContentPage } from './types.ts';

/** Every path the public route table answers (Find Work and the account pages are not built yet). */
const routed = new Set<string>([
  paths.home,
  paths.findExperts,
  paths.findExpertsSearch,
  ...Object.values(infoPaths),
  ...Object.values(legalPaths).flat(),
  ...Object.values(helpPaths),
  ...Object.values(advisoryPaths),
]);
/** Linked on purpose before their pages exist (they come with the next issues). */
const comingNext = new Set<string>([paths.findWork, paths.login, paths.signUp]);

const pages: Array<[string, ContentPage]> = [
  ...Object.entries(infoPages),
  ...Object.entries(helpPages),
  ...Object.entries(advisoryPages),
];

const linksOf = (page: ContentPage) => [
  ...(page.actions ?? []),
  ...page.sections.flatMap((section) => section.links ?? []),
];

describe('the written pages', () => {
  it('have content for every information, help and advisory path', () => {
    expect(Object.keys(infoPages).sort()).toEqual(Object.keys(infoPaths).sort());
    expect(Object.keys(helpPages).sort()).toEqual(Object.keys(helpPaths).sort());
    expect(Object.keys(advisoryPages).sort()).toEqual(Object.keys(advisoryPaths).sort());
  });

  it.each(pages)('%s links only to pages the site has', (_, page) => {
    for (const link of linksOf(page)) {
      const path = new URL(link.to, 'http://localhost').pathname;
      expect(routed.has(path) || comingNext.has(path), `${link.label} -> ${link.to}`).toBe(true);
    }
  });

  it.each(pages)('%s has unique section anchors and real text', (_, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(page)).not.toMatch(/lorem|ipsum|TODO|undefined/i);
  });

  it('quote the spec’s figures', () => {
    const all = JSON.stringify(pages);
    for (const fact of [
      '2,293+',
      '4.8',
      'top 1%',
      '2-3 business days',
      '$33.90/hour',
      '25-minute intro call',
      '5%',
      '2.5%',
    ]) {
      expect(all).toContain(fact);
    }
  });
});

describe('the header and footer', () => {
  it('list the five advisory pages under Services, in the spec’s order', () => {
    expect(serviceLinks.map((link) => link.label)).toEqual([
      'AWS',
      'Salesforce',
      'Google Cloud',
      'Microsoft Azure',
      'Oracle',
    ]);
    expect(serviceLinks.map((link) => link.to)).toEqual([
      '/advisory-services/aws-advisory-services',
      '/advisory-services/salesforce-advisory-services',
      '/advisory-services/google-cloud-service',
      '/advisory-services/microsoft-azure-service',
      '/advisory-services/oracle-cloud-services',
    ]);
  });

  it('link only to pages the site has', () => {
    const links = [...primaryLinks, ...secondaryLinks, ...footerColumns.flatMap((column) => column.links)];
    for (const link of links) expect(routed.has(link.to) || comingNext.has(link.to), link.to).toBe(true);
    expect(footerColumns.map((column) => column.title)).toEqual(['Company', 'Opportunities', 'Services']);
  });
});
