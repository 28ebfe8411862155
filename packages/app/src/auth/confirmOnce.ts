import type { ApiClient, ResponseOf } from '@cloudexperts/domain';

const confirmations = new WeakMap<ApiClient, Map<string, Promise<ResponseOf<'confirmEmail'>>>>();

/**
 * The client with `confirmEmail` sent once per token. A confirmation token is single use, and
 * React's StrictMode (development) mounts the EmailConfirmation flow twice: the second run gets the
 * first call's answer instead of spending the token again (and failing). The shared call carries no
 * abort signal, so the first run's unmount does not cancel it.
 */
export function withSingleUseConfirmation(client: ApiClient): ApiClient {
  let sent = confirmations.get(client);
  if (!sent) {
    sent = new Map();
    confirmations.set(client, sent);
  }
  const answers = sent;
  return {
    ...client,
    confirmEmail: (request) => {
      const token = request.query.confirmation_token;
      let answer = answers.get(token);
      if (!answer) {
        answer = client.confirmEmail({ query: request.query });
        answers.set(token, answer);
      }
      return answer;
    },
  };
}
