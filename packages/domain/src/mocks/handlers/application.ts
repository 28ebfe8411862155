import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { applicationMessages, serverMessages } from '../../messages.ts';
import { saveApplicationRequestSchema } from '../../schemas/application.ts';
import { errorBody, fail, forbidden, handle, invalid, networkError, respond, serverError, tooMany } from '../define.ts';
import { buildApplicationForm, buildApplicationResponse, buildCreateProfileResponse } from '../fixtures/application.ts';

/** A fixed clock for saved drafts, so stories look the same on every run. */
const SAVED_AT = '2026-11-25T10:30:00.000Z';

const alreadySubmitted = (name: 'saveApplication' | 'createProfile') =>
  fail(name, 409, errorBody(errorCodes.conflict, serverMessages.applicationAlreadySubmitted));

/** Handlers of the application calls, grouped by call; the first of each group is its default answer. */
export const applicationHandlers = {
  getApplication: {
    newDraft: respond('getApplication', () => buildApplicationResponse()),
    /** A draft left at step 3 with steps 1 and 2 filled in. */
    resumed: respond('getApplication', () =>
      buildApplicationResponse({
        current_step: 3,
        form: buildApplicationForm({ hourly_rate: '', availability: '', start_date: '' }),
        updated_at: SAVED_AT,
      }),
    ),
    /** Everything filled in, left on the Review step. */
    readyToSubmit: respond('getApplication', () =>
      buildApplicationResponse({ current_step: 6, form: buildApplicationForm(), updated_at: SAVED_AT }),
    ),
    submitted: respond('getApplication', () =>
      buildApplicationResponse({
        status: 'submitted',
        current_step: 7,
        form: buildApplicationForm(),
        updated_at: SAVED_AT,
      }),
    ),
    forbidden: forbidden('getApplication'),
    serverError: serverError('getApplication'),
    networkDown: networkError('getApplication'),
  },
  saveApplication: {
    /** Saves what it is sent and answers it back, as the API does. */
    saved: handle('saveApplication', async ({ request }) => {
      const parsed = saveApplicationRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) {
        return HttpResponse.json(errorBody(errorCodes.validation, serverMessages.invalidRequest), { status: 422 });
      }
      return HttpResponse.json(
        buildApplicationResponse({
          current_step: parsed.data.current_step,
          form: parsed.data.form,
          updated_at: SAVED_AT,
        }),
      );
    }),
    alreadySubmitted: alreadySubmitted('saveApplication'),
    uploadNotFound: invalid('saveApplication', 'form.resume', serverMessages.uploadNotFound),
    tooMany: tooMany('saveApplication'),
    serverError: serverError('saveApplication'),
    networkDown: networkError('saveApplication'),
  },
  createProfile: {
    created: respond('createProfile', () => buildCreateProfileResponse()),
    alreadySubmitted: alreadySubmitted('createProfile'),
    hourlyRateTooLow: invalid('createProfile', 'hourly_rate', applicationMessages.hourlyRateTooLow),
    serverError: serverError('createProfile'),
    networkDown: networkError('createProfile'),
  },
};
