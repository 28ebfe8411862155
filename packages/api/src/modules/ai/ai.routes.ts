import { uploadRules } from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { receiveFile } from '../../http/multipart.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { generateAboutMe, generateResumeResponse } from './ai.service.ts';
import { receiveResume, RESUME_FIELD } from './resumeText.ts';

/** The application's AI helpers: About Me from bullet points, and the resume import (nothing stored). */
export function aiRoutes(router: Router, app: AppContext) {
  // One counter for both: each call is a model's work (or a document's parsing).
  const limits = ({ auth }: { auth: { user: { id: number } } }) => [rule('aiPerUser', `ai:${String(auth.user.id)}`)];

  mount(router, app, 'generateAboutMe', ({ body }) => generateAboutMe(app, body.bulletPoints), { limits });

  mount(
    router,
    app,
    'generateResumeResponse',
    async ({ ctx }) => {
      const resume = await receiveFile(ctx.req, {
        field: RESUME_FIELD,
        maxBytes: uploadRules.resume.maxBytes,
        consume: receiveResume,
        // Held in memory only: nothing to remove.
        discard: () => Promise.resolve(),
      });
      return generateResumeResponse(app, resume);
    },
    // Counted before a byte of the body is read.
    { limits },
  );
}
