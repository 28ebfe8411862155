import { projectModalMessages, type ApiClient, type TalkToExpertRequest } from '@cloudexperts/domain';
import { buildCaptchaToken, handlers } from '@cloudexperts/domain/mocks';
import {
  projectEnquiryMachine,
  type ProjectEnquiryContext,
  type ProjectEnquiryOutput,
} from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { clientFor, solveCaptcha } from '../../packages/api/test/support.ts';
import { bothWays, type Outcome } from './support.ts';

const machine = (api: ApiClient) =>
  projectEnquiryMachine.provide({
    actors: { sendEnquiry: fromPromise(({ input }) => api.talkToExpert({ body: input })) },
  });

const enquiry: Omit<TalkToExpertRequest, 'captcha_token'> = {
  name: "Zoë O'Brien",
  email: 'zoe.obrien@example.test',
  contact: '+442071838750',
  company: 'Acme Analytics',
  message: 'We need an Azure architect for a three month migration.',
};

/** Types the form as the view does, gets the captcha's token (the field's `verified` event), submits. */
const drive = (token: () => string) => (actor: ActorRefFrom<typeof projectEnquiryMachine>) => {
  actor.send({ type: 'name.change', value: enquiry.name });
  actor.send({ type: 'email.change', value: enquiry.email });
  actor.send({ type: 'phone.change', value: { e164: enquiry.contact ?? null, empty: false } });
  actor.send({ type: 'company.change', value: enquiry.company });
  actor.send({ type: 'message.change', value: enquiry.message });
  actor.send({ type: 'captcha.verified', token: token() });
  actor.send({ type: 'submit' });
  return Promise.resolve();
};

/** Where the machine ended, less the captcha token (each side has its own). */
const comparable = ({ value, output, context }: Outcome) => {
  const rest: Partial<ProjectEnquiryContext> = { ...(context as ProjectEnquiryContext) };
  delete rest.captchaToken;
  return { value, output, context: rest };
};

describe(
  "'Tell us about your Projects': MSW and the real API lead the machine to the same place",
  { timeout: 60_000 },
  () => {
    it('sends the enquiry with a solved captcha, shows the message, then ends asking for the reload', async () => {
      let token = buildCaptchaToken().captcha_token;
      const { mock, real } = await bothWays({
        machine,
        prepare: async (server) => {
          token = await solveCaptcha(server);
          return undefined;
        },
        drive: drive(() => token),
        settled: (snapshot) => snapshot.status === 'done',
      });
      const reload: ProjectEnquiryOutput = { reload: true };
      expect(real).toMatchObject({ value: 'reloading', output: reload });
      expect(real.context).toMatchObject({ error: undefined, fieldErrors: {} });
      expect(comparable(mock)).toEqual(comparable(real));
    });

    it("asks for the captcha again when the server refuses a spent token (422 'Please verify the captcha')", async () => {
      let token = buildCaptchaToken().captcha_token;
      const { mock, real } = await bothWays({
        machine,
        mocks: [handlers.talkToExpert.captchaRequired],
        prepare: async (server) => {
          token = await solveCaptcha(server);
          // Someone (another tab, a replay) used the token first.
          await clientFor(server).talkToExpert({ body: { ...enquiry, captcha_token: token } });
          return undefined;
        },
        drive: drive(() => token),
        settled: (snapshot) => (snapshot.context as ProjectEnquiryContext).error !== undefined,
      });
      expect(real.value).toBe('editing');
      expect(real.context).toMatchObject({
        error: projectModalMessages.captchaRequired,
        fieldErrors: { captcha: projectModalMessages.captchaRequired },
        captchaToken: null,
        name: enquiry.name,
      });
      expect(comparable(mock)).toEqual(comparable(real));
    });
  },
);
