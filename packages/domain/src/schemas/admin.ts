import { z } from 'zod';
import { adminServerMessages } from '../adminTexts.ts';

/** `/admins/approve_freelancer/{id}`: the expert profile's uuid (as `/freelancer_details/{id}` takes it). */
export const approveFreelancerParamsSchema = z.object({
  id: z.uuid({ error: adminServerMessages.freelancerNotFound }),
});

export const approveFreelancerResponseSchema = z.object({
  message: z.string(),
  freelancer: z.object({ uuid: z.uuid(), status: z.literal('approved') }),
});
