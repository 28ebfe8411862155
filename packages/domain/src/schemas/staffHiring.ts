import { z } from 'zod';
import { invitationStatuses } from '../rules/lifecycles.ts';
import { adminPartySchema } from './adminReports.ts';
import { idParamsSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { invitationSchema, makeOfferRequestSchema, proposalSchema, sendInvitationRequestSchema } from './proposals.ts';

/**
 * Staff hiring on a client's behalf (issue 19): reading one proposal on any client's job, and
 * (with `staff.hiring.manage`) inviting a freelancer to a client's job or making an offer on a
 * proposal as the client would, each recorded in the staff actions.
 */

/** `GET /staff/proposals/{id}`, `POST /staff/proposals/{id}/offer`: a proposal by id. */
export const staffProposalParamsSchema = idParamsSchema;

/**
 * One proposal as staff read it: as its client reads it (their archive and rejection reason),
 * without the client's own interview room link; the client named in full; and whether the
 * caller's role may hire for the client (`staff.hiring.manage`).
 */
export const staffProposalResponseSchema = z.object({
  proposal: proposalSchema,
  client: adminPartySchema,
  can_hire: z.boolean(),
  /** Whether the caller's role may arrange the client's interviews (`staff.interviews.manage`). */
  can_manage_interviews: z.boolean(),
});
export type StaffProposalView = z.infer<typeof staffProposalResponseSchema>;

/** `POST /staff/proposals/{id}/offer`: the client's offer form (amount, message), for the client. */
export const staffMakeOfferRequestSchema = makeOfferRequestSchema.omit({ job_application_id: true }).strict();
export type StaffMakeOfferRequest = z.input<typeof staffMakeOfferRequestSchema>;

/** `POST /staff/jobs/{id}/invitations`: invite a listed freelancer to a client's job, for the client. */
export const staffJobInvitationParamsSchema = idParamsSchema;
export const staffSendInvitationRequestSchema = sendInvitationRequestSchema.omit({ job_id: true }).strict();
export type StaffSendInvitationRequest = z.input<typeof staffSendInvitationRequestSchema>;

/**
 * `GET /staff/jobs/{id}/invitations`: a page of the invitations on any client's job (not deleted),
 * newest first, as its client lists them (`status` filters), each with the staff member who sent
 * it for the client (from the staff actions) or null when the client sent it themself; and
 * whether the caller's role may invite and withdraw for the client (`staff.hiring.manage`).
 */
export const staffJobInvitationsQuerySchema = pageQuerySchema.extend({ status: z.enum(invitationStatuses).optional() });
export const staffJobInvitationSchema = invitationSchema.extend({
  sent_by_staff: z.object({ name: z.string() }).nullable(),
});
export type StaffJobInvitation = z.infer<typeof staffJobInvitationSchema>;
export const staffJobInvitationsResponseSchema = paginationSchema.extend({
  records: z.array(staffJobInvitationSchema),
  can_hire: z.boolean(),
});
export type StaffJobInvitations = z.infer<typeof staffJobInvitationsResponseSchema>;

/** `POST /staff/invitations/{id}/withdraw`: withdraw a client's pending invitation, for the client. */
export const staffWithdrawInvitationParamsSchema = idParamsSchema;
