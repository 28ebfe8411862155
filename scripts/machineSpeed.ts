// A fixed single-core workload, timed before the suites start, so that a run's timing table says
// how fast its machine was: the same code took 1270 s on one machine and 2437 s on another of the
// same kind (NOTES.md, the pipeline). The table's figures compare across runs only after dividing
// by this ratio.
import { createHash } from 'node:crypto';

/**
 * The reference: the workload's milliseconds on the machine of the nineteenth session (2026-11-28,
 * quiet: 168-180 ms in eight runs), whose full run of 2437 s is in NOTES.md.
 */
export const referenceMarker = { ms: 170, machine: 'the nineteenth session’s (2026-11-28), full run 2437 s' };

/** What the suites' own code does most: hashing, and building and reading JSON. */
function workload(): void {
  const block = Buffer.alloc(1 << 20, 7);
  for (let index = 0; index < 96; index += 1) createHash('sha256').update(block).digest();
  const data = Array.from({ length: 2000 }, (_, id) => ({
    id,
    name: `name ${String(id)}`,
    tags: ['aws'],
    rate: id / 7,
  }));
  for (let index = 0; index < 60; index += 1) JSON.parse(JSON.stringify(data));
}

/** The workload's fastest of `rounds` runs, in milliseconds (the fastest is the least disturbed). */
export function machineMarkerMs(rounds = 3): number {
  let best = Number.POSITIVE_INFINITY;
  workload(); // Not timed: the first round also compiles it.
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    workload();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** The summary's line: the marker and how much slower (> 1) or faster than the reference machine. */
export function machineLine(ms: number, reference: { ms: number; machine: string } = referenceMarker): string {
  const ratio = ms / reference.ms;
  return `machine marker ${ms.toFixed(0)} ms: ${ratio.toFixed(2)}× ${reference.machine} (${reference.ms.toFixed(0)} ms)`;
}
