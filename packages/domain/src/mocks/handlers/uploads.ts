import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { applicationMessages, errorMessages, serverMessages } from '../../messages.ts';
import { uploadRules, type UploadKind } from '../../schemas/uploads.ts';
import { errorBody, fail, handle, networkError, serverError } from '../define.ts';
import { fixtureUploads } from '../fixtures/application.ts';
import { buildUploadResponse, fixtureUploadFiles } from '../fixtures/uploads.ts';

const kindOf = (request: Request): UploadKind =>
  new URL(request.url).searchParams.get('kind') === 'photo' ? 'photo' : 'resume';

/** Handlers of the upload calls, grouped by call; the first of each group is its default answer. */
export const uploadsHandlers = {
  uploadFile: {
    /** The fixture file of the kind asked for, with the name and size of the file sent (when one was). */
    uploaded: handle('uploadFile', async ({ request }) => {
      const kind = kindOf(request);
      const sent = (await request.formData().catch(() => undefined))?.get('file');
      const file = sent instanceof File && sent.name !== '' ? { name: sent.name, size: sent.size } : {};
      return HttpResponse.json(buildUploadResponse(kind, file), { status: 201 });
    }),
    /** The API refused the file while it streamed in, past the kind's cap. */
    tooLarge: handle('uploadFile', ({ request }) =>
      HttpResponse.json(
        errorBody(errorCodes.payloadTooLarge, errorMessages.uploadTooLarge, {
          file: applicationMessages.fileTooLarge(uploadRules[kindOf(request)].limit),
        }),
        { status: 413 },
      ),
    ),
    /** The file's bytes are not one of the kind's formats, whatever its name said. */
    typeNotSupported: handle('uploadFile', ({ request }) => {
      const message = applicationMessages.fileTypeNotSupported(uploadRules[kindOf(request)].formats);
      return HttpResponse.json(errorBody(errorCodes.validation, message, { file: message }), { status: 422 });
    }),
    serverError: serverError('uploadFile'),
    networkDown: networkError('uploadFile'),
  },
  getUpload: {
    /** The fixture resume's id serves a PDF; any other id the photo, a PNG. */
    file: handle('getUpload', ({ params }) => {
      const file = params.id === fixtureUploads.resume.id ? fixtureUploadFiles.resume : fixtureUploadFiles.photo;
      return new HttpResponse(file.bytes, { headers: { 'content-type': file.type } });
    }),
    notFound: fail('getUpload', 404, errorBody(errorCodes.notFound, serverMessages.uploadNotFound)),
    serverError: serverError('getUpload'),
    networkDown: networkError('getUpload'),
  },
};
