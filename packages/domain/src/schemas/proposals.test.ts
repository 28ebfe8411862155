import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptOfferMessages, inviteMessages, proposalServerMessages, rejectMessages } from '../proposalTexts.ts';
import {
  answerOfferRequestSchema,
  changeProposalRequestSchema,
  sendInvitationRequestSchema,
  submitProposalRequestSchema,
} from './proposals.ts';

/** The first message of a failed parse, keyed by its path. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('proposal schemas', () => {
  it('takes the bid as typed dollars with two decimals at most, above 0, up to $1,000,000', () => {
    const base = { job_id: 1, cover_letter: 'Hello', screening_answers: [] };
    expect(submitProposalRequestSchema.safeParse({ ...base, bid: '85.50' }).success).toBe(true);
    for (const bid of ['0', '12.345', '-1', '1e3', 'abc', '']) {
      expect(messages(submitProposalRequestSchema.safeParse({ ...base, bid }))).toMatchObject({
        bid: proposalServerMessages.bidInvalid,
      });
    }
    expect(messages(submitProposalRequestSchema.safeParse({ ...base, bid: '1000000.01' }))).toMatchObject({
      bid: proposalServerMessages.bidTooHigh,
    });
  });

  it('accepts every whole-cent amount in range and refuses every one above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const bid = `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
        expect(submitProposalRequestSchema.safeParse({ job_id: 1, cover_letter: 'x', bid }).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100_000_001, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const bid = `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
        expect(submitProposalRequestSchema.safeParse({ job_id: 1, cover_letter: 'x', bid }).success).toBe(false);
      }),
    );
  });

  it("needs a reason to reject, and a custom reason for 'Other' (REJECT_PROPOSAL_POPUP)", () => {
    expect(messages(changeProposalRequestSchema.safeParse({ status: 'rejected' }))).toEqual({
      reject_reason: rejectMessages.reasonRequired,
    });
    expect(messages(changeProposalRequestSchema.safeParse({ status: 'rejected', reject_reason: 'Other' }))).toEqual({
      custom_reason: rejectMessages.customReasonRequired,
    });
    expect(
      changeProposalRequestSchema.safeParse({ status: 'rejected', reject_reason: 'Other', custom_reason: 'Timing' })
        .success,
    ).toBe(true);
    expect(
      changeProposalRequestSchema.safeParse({ status: 'rejected', reject_reason: 'Budget too high' }).success,
    ).toBe(true);
  });

  it("checks SEND_INVITE_POPUP and CE_ACCEPT_OFFER with the spec's messages", () => {
    expect(
      messages(sendInvitationRequestSchema.safeParse({ recipient_id: crypto.randomUUID(), message: ' ' })),
    ).toEqual({
      job_id: inviteMessages.jobRequired,
      message: inviteMessages.messageRequired,
    });
    expect(messages(answerOfferRequestSchema.safeParse({ status: 'Accepted', message: 'Yes' }))).toEqual({
      agree: acceptOfferMessages.termsRequired,
    });
    expect(answerOfferRequestSchema.safeParse({ status: 'Declined' }).success).toBe(true);
  });
});
