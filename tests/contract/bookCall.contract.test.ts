import { serverMessages, type ApiClient, type BookCallRequest } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import { bookCallMachine, type BookCallContext } from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { rateLimits } from '../../packages/api/src/http/rateLimit.ts';
import { clientFor } from '../../packages/api/test/support.ts';
import { bothWays } from './support.ts';

const machine = (api: ApiClient) =>
  bookCallMachine.provide({
    actors: { bookCall: fromPromise(({ input }) => api.bookCall({ body: input })) },
  });

const booking: BookCallRequest = {
  name: 'Grace Hopper',
  email: 'grace.hopper@example.test',
  phone: '+14155550123',
  message: 'We would like to move our data platform to AWS.',
};

/** Types the form as the view does (the phone field reports E.164) and presses 'Book a call'. */
function drive(actor: ActorRefFrom<typeof bookCallMachine>) {
  actor.send({ type: 'name.change', value: booking.name });
  actor.send({ type: 'email.change', value: booking.email });
  actor.send({ type: 'phone.change', value: { e164: booking.phone, empty: false } });
  actor.send({ type: 'message.change', value: booking.message });
  actor.send({ type: 'submit' });
  return Promise.resolve();
}

describe('book a call: MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  it('books the call, empties the form and shows the toast', async () => {
    const { mock, real } = await bothWays({
      machine,
      drive,
      settled: (snapshot) => snapshot.matches({ editing: 'booked' }),
    });
    expect(real.value).toEqual({ editing: 'booked' });
    expect(real.context).toMatchObject({ name: '', email: '', message: '', error: undefined, fieldErrors: {} });
    expect({ value: mock.value, context: mock.context }).toEqual({ value: real.value, context: real.context });
  });

  it("keeps the form and shows the server's message once the address has booked too often (429)", async () => {
    const { mock, real } = await bothWays({
      machine,
      mocks: [handlers.bookCall.tooMany],
      prepare: async (server) => {
        const api = clientFor(server);
        for (let index = 0; index < rateLimits.contactPerIp.limit; index += 1) {
          await api.bookCall({ body: { ...booking, email: `earlier-${String(index)}@example.test` } });
        }
        return undefined;
      },
      drive,
      settled: (snapshot) => (snapshot.context as BookCallContext).error !== undefined,
    });
    expect(real.value).toEqual({ editing: 'idle' });
    expect(real.context).toMatchObject({ error: serverMessages.tooManyRequests, name: booking.name });
    expect({ value: mock.value, context: mock.context }).toEqual({ value: real.value, context: real.context });
  });
});
