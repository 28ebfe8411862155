import { describe, expect, it } from 'vitest';
import { machineLine, machineMarkerMs } from './machineSpeed.ts';

describe('the machine marker', () => {
  it('times the workload: a positive figure, the fastest of its rounds', () => {
    const ms = machineMarkerMs(2);
    expect(ms).toBeGreaterThan(0);
    expect(Number.isFinite(ms)).toBe(true);
  });

  it('says how much slower or faster than the reference machine', () => {
    const reference = { ms: 400, machine: 'the reference' };
    expect(machineLine(800, reference)).toBe('machine marker 800 ms: 2.00× the reference (400 ms)');
    expect(machineLine(300, reference)).toBe('machine marker 300 ms: 0.75× the reference (400 ms)');
  });
});
