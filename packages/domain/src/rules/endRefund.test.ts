import { describe, expect, it } from 'vitest';
import { refundOnEndingCents } from './endRefund.ts';

const request = (status: string, amount: string) => ({ status, amount_requested: amount });

describe('refundOnEndingCents', () => {
  it('gives back each escrow less what waiting requests hold (as settleEndedContract)', () => {
    expect(
      refundOnEndingCents([
        {
          escrow_cents: 40_000,
          payment_requested: [request('Payment Requested', '150.00'), request('approved', '50.00')],
        },
        { escrow_cents: 30_000, payment_requested: [] },
        { escrow_cents: 0, payment_requested: [request('changes_requested', '10.00')] },
      ]),
    ).toBe(55_000);
  });

  it('never gives back less than nothing when requests wait for more than the escrow', () => {
    expect(
      refundOnEndingCents([{ escrow_cents: 10_000, payment_requested: [request('Payment Requested', '250.00')] }]),
    ).toBe(0);
    expect(refundOnEndingCents([])).toBe(0);
  });
});
