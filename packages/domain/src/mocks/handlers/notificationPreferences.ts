import { HttpResponse } from 'msw';
import { endpoints } from '../../endpoints.ts';
import { errorCodes } from '../../errors.ts';
import { notificationCategoryLabels } from '../../notificationPreferenceTexts.ts';
import {
  notificationPreferenceServerMessages,
  updateNotificationPreferencesRequestSchema,
} from '../../schemas/notificationPreferences.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import {
  buildNotificationPreferences,
  buildNotificationPreferencesSaved,
} from '../fixtures/notificationPreferences.ts';

/** Handlers of the notification preference calls, grouped by call; the first of each group is its default. */
export const notificationPreferencesHandlers = {
  notificationPreferences: {
    defaults: respond('notificationPreferences', () => ({ preferences: buildNotificationPreferences() })),
    someOff: respond('notificationPreferences', () => ({
      preferences: buildNotificationPreferences({
        proposals: { email: true, mode: 'digest' },
        interviews: { email: false, mode: 'immediate' },
      }),
    })),
    serverError: serverError('notificationPreferences'),
  },
  updateNotificationPreferences: {
    // Answers what was sent, as the API does (the fixture's set when the body is not one).
    saved: handle('updateNotificationPreferences', async ({ request }) => {
      const sent = updateNotificationPreferencesRequestSchema.safeParse(await request.json().catch(() => null));
      return HttpResponse.json(buildNotificationPreferencesSaved(sent.success ? sent.data : undefined), {
        status: endpoints.updateNotificationPreferences.status,
      });
    }),
    serverError: serverError('updateNotificationPreferences'),
  },
  unsubscribeNotificationEmail: {
    stopped: respond('unsubscribeNotificationEmail', {
      message: notificationPreferenceServerMessages.unsubscribed(notificationCategoryLabels.proposals.name),
    }),
    invalidLink: fail(
      'unsubscribeNotificationEmail',
      404,
      errorBody(errorCodes.notFound, notificationPreferenceServerMessages.unsubscribeLinkInvalid),
    ),
    serverError: serverError('unsubscribeNotificationEmail'),
  },
};
