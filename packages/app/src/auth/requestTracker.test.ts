import { describe, expect, it } from 'vitest';
import { isPending, resetPending, trackLoad } from './requestTracker.ts';

describe('the loading bar count', () => {
  it('counts work until it settles, and forgets what was under way when reset', async () => {
    resetPending();
    let finishHung: () => void = () => undefined;
    const hung = trackLoad(new Promise<void>((resolve) => (finishHung = resolve)));
    expect(isPending()).toBe(true);
    resetPending();
    expect(isPending()).toBe(false);
    // Work from before the reset settling later does not drive the count below what is under way now.
    const now = trackLoad(new Promise<void>(() => undefined));
    finishHung();
    await hung;
    expect(isPending()).toBe(true);
    void now;
    resetPending();
    const quick = trackLoad(Promise.resolve());
    await quick;
    await Promise.resolve();
    expect(isPending()).toBe(false);
  });
});
