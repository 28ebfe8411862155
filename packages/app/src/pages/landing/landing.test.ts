import { landing, landingLabels, platformOptions } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { categories, howItWorksViews, plans } from './content.ts';
import { heroImages } from './heroContent.ts';
import { capitalize, nextIndex } from './rotation.ts';

describe('rotation', () => {
  it('goes round the ring', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(4, 0)).toBe(0);
  });

  it('capitalizes a claim for the start of a line', () => {
    expect(capitalize('top 1%')).toBe('Top 1%');
    expect(capitalize('')).toBe('');
  });
});

describe('the landing copy', () => {
  it('has as many hero images as the spec rotates (3)', () => {
    expect(heroImages).toHaveLength(landing.heroImageCount);
  });

  it('has one category per platform, in the spec order', () => {
    expect(categories.map((category) => category.platform)).toEqual([...platformOptions]);
  });

  it("gives each How it Works view the spec's three steps", () => {
    expect(howItWorksViews.client.steps.map((step) => step.title)).toEqual(landingLabels.howItWorks.clientSteps);
    expect(howItWorksViews.expert.steps.map((step) => step.title)).toEqual(landingLabels.howItWorks.expertSteps);
    for (const step of [...howItWorksViews.client.steps, ...howItWorksViews.expert.steps]) {
      expect(step.text).not.toBe('');
    }
  });

  it('quotes the pricing blurbs', () => {
    expect(plans.partTime.price).toBe('From $40 per hour at 20 hours a week');
    expect(plans.fullTime.price).toBe('From $40 per hour at 40 hours a week');
    expect(plans.flexible.price).toBe('From 1 hour a day');
  });
});
