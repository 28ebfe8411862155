import { z } from 'zod';
import { aiLimits, applicationLimits } from '../constants.ts';
import { serverMessages } from '../messages.ts';
import { fileBytesSchema } from './uploads.ts';

/**
 * The AI helpers of the application (spec document 1, sections 2, 3 and 7): About Me written from
 * bullet points, and a resume read for its skills and a summary.
 */

/** `POST /profiles/generate_about_me`: a few points about the user, one per line or bullet. */
export const generateAboutMeRequestSchema = z.object({
  bulletPoints: z
    .string(serverMessages.bulletPointsRequired)
    .trim()
    .min(1, serverMessages.bulletPointsRequired)
    .max(aiLimits.bulletPointsMaxLength, serverMessages.bulletPointsTooLong),
});
export type GenerateAboutMeRequest = z.infer<typeof generateAboutMeRequestSchema>;

export const generateAboutMeResponseSchema = z.object({
  about_me: z.string().min(1).max(applicationLimits.aboutMeSuggestedMaxLength),
});
export type GenerateAboutMeResponse = z.infer<typeof generateAboutMeResponseSchema>;

/** The formats the resume import reads (a .doc has no reader: it is refused with a clear message). */
export const resumeImportFormats = 'PDF, DOCX';

/** `POST /profiles/generate_resume_response`: the resume, one file in the multipart field `resume`. */
export const generateResumeRequestSchema = z.object({ resume: fileBytesSchema });

export const resumeStructuredDataSchema = z.object({
  /** Names from the skills catalogue (`GET /jobs/fetch_tech_skill`), in the order the resume names them. */
  skills: z.array(z.string().min(1)).max(aiLimits.maxSuggestedSkills),
  about_me_summary: z.string().min(1).max(applicationLimits.aboutMeSuggestedMaxLength),
});
export type ResumeStructuredData = z.infer<typeof resumeStructuredDataSchema>;

export const generateResumeResponseSchema = z.object({ structured_data: resumeStructuredDataSchema });
export type GenerateResumeResponse = z.infer<typeof generateResumeResponseSchema>;
