import { errorCodes, errorMessages } from '@cloudexperts/domain';
import { AiUnavailableError } from '../../adapters/ai.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { listSkills } from '../platforms/platforms.repository.ts';
import { resumeText, type ReceivedResume } from './resumeText.ts';

/** The hosted model failed or answered nonsense: a 503 in the spec's words, never a 500. */
async function orUnavailable<T>(app: AppContext, work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    app.logger.warn({ err: error }, 'the AI helper could not answer');
    throw new AppError(503, errorCodes.aiUnavailable, message);
  }
}

/** `POST /profiles/generate_about_me` */
export async function generateAboutMe(app: AppContext, bulletPoints: string) {
  return { about_me: await orUnavailable(app, app.ai.writeAboutMe(bulletPoints), errorMessages.aiWriterFailed) };
}

/** `POST /profiles/generate_resume_response`: the resume's text, read against the skills catalogue. Nothing is kept. */
export async function generateResumeResponse(app: AppContext, resume: ReceivedResume) {
  const text = await resumeText(resume);
  const knownSkills = (await listSkills(app.database.knex, true)).map((skill) => skill.name);
  const structured = await orUnavailable(
    app,
    app.ai.summariseResume(text, knownSkills),
    errorMessages.resumeExtractionFailed,
  );
  return { structured_data: structured };
}
