import type { ApiClient } from '@cloudexperts/domain';
import { describe, expect, it, vi } from 'vitest';
import { withSingleUseConfirmation } from './confirmOnce.ts';

function fakeClient() {
  const confirmEmail = vi.fn(({ query }: { query: { confirmation_token: string } }) =>
    Promise.resolve({ status: 200, data: { message: `confirmed ${query.confirmation_token}` } }),
  );
  return { client: { confirmEmail } as unknown as ApiClient, confirmEmail };
}

describe('withSingleUseConfirmation', () => {
  it('spends a token once however often the flow asks (StrictMode mounts it twice)', async () => {
    const { client, confirmEmail } = fakeClient();
    const first = withSingleUseConfirmation(client);
    const second = withSingleUseConfirmation(client);
    const aborted = new AbortController();
    aborted.abort();
    const answers = await Promise.all([
      first.confirmEmail({ query: { confirmation_token: 't1' }, signal: aborted.signal }),
      second.confirmEmail({ query: { confirmation_token: 't1' } }),
    ]);
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    // The shared call carries no signal: the first run's unmount does not cancel it.
    expect(confirmEmail).toHaveBeenCalledWith({ query: { confirmation_token: 't1' } });
    expect(answers[0]).toBe(answers[1]);
  });

  it('sends each token, and each client, on its own', async () => {
    const one = fakeClient();
    const other = fakeClient();
    await withSingleUseConfirmation(one.client).confirmEmail({ query: { confirmation_token: 't1' } });
    await withSingleUseConfirmation(one.client).confirmEmail({ query: { confirmation_token: 't2' } });
    await withSingleUseConfirmation(other.client).confirmEmail({ query: { confirmation_token: 't1' } });
    expect(one.confirmEmail).toHaveBeenCalledTimes(2);
    expect(other.confirmEmail).toHaveBeenCalledTimes(1);
  });
});
