import { errorCodes, interviewServerMessages, uploadRules } from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { AppError } from '../../http/errors.ts';
import { receiveFile } from '../../http/multipart.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { discardUpload, downloadName, openUpload, saveUpload, stageUpload } from './uploads.service.ts';

/** The application's files: upload one (streamed, never whole in memory), read one of your own back. */
export function uploadsRoutes(router: Router, app: AppContext) {
  mount(
    router,
    app,
    'uploadFile',
    async ({ auth, query, ctx }) => {
      // A manager's upload is an interview's document (INTERVIEW_SCHEDULE's optional file).
      if (auth.user.role === 'project_manager' && query.kind !== 'resume') {
        throw new AppError(403, errorCodes.forbidden, interviewServerMessages.documentsOnly);
      }
      const staged = await receiveFile(ctx.req, {
        field: 'file',
        maxBytes: uploadRules[query.kind].maxBytes,
        consume: (file) => stageUpload(app, query.kind, file),
        discard: (file) => discardUpload(app, file),
      });
      return { upload: await saveUpload(app, auth, staged) };
    },
    // Counted before a byte of the body is read.
    { limits: ({ auth }) => [rule('uploadPerUser', `upload:${auth.user.id}`)] },
  );

  mount(router, app, 'getUpload', async ({ auth, params }) => {
    const file = await openUpload(app, auth, params.id);
    return {
      body: file.body,
      contentType: file.contentType,
      size: file.size,
      headers: {
        // A photo shows in place; a document is saved, never opened as a page of ours.
        'Content-Disposition': contentDisposition(
          file.kind === 'photo' ? 'inline' : 'attachment',
          downloadName(file.name, file.contentType),
        ),
        'X-Content-Type-Options': 'nosniff',
        // The owner's browser may keep it (an upload never changes); no shared cache may.
        'Cache-Control': 'private',
      },
    };
  });
}
