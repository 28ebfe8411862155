/** Where mail leaves: an SMTP server (`smtp://` or `smtps://`, credentials in the URL) and the sender. */
export interface MailSettings {
  smtpUrl: string;
  /** The From of every mail, an address or `Name <address>`. */
  from: string;
}

/** The SMS provider's HTTP API: POST JSON `{to, body}` with the token as a bearer token. */
export interface SmsSettings {
  apiUrl: string;
  apiToken: string;
}

/** How mail and SMS leave the outbox (src/delivery/worker.ts). */
export interface DeliveryConfig {
  /** `SMTP_URL` + `MAIL_FROM`; without them mail is delivered into the dev mailbox. */
  mail: MailSettings | undefined;
  /** `SMS_API_URL` + `SMS_API_TOKEN`; without them texts are delivered into the dev mailbox. */
  sms: SmsSettings | undefined;
  /** `DELIVERY_MAX_ATTEMPTS` (default 6): tries per message; after the last one it is marked failed. */
  maxAttempts: number;
  /**
   * `DELIVERY_RETRY_DELAY_SECONDS` (default 10): the first retry waits 1-2 times this, each later one
   * about twice as long as the one before (pg-boss's backoff, with jitter), never more than
   * `DELIVERY_RETRY_DELAY_MAX_SECONDS` (default 600).
   */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /**
   * `DELIVERY_TIMEOUT_SECONDS` (default 60): the longest one attempt may take. The transports' own
   * time limits fit inside it, and a message claimed by a worker that died mid-send can be claimed
   * again once it has passed.
   */
  attemptTimeoutSeconds: number;
  /**
   * `DELIVERY_POLL_SECONDS` (default 2, at least 0.5): how often an idle worker asks for work. On a
   * Postgres server a new message wakes the worker at once (LISTEN/NOTIFY) and this is the backstop;
   * on PGlite it is the delay before a message leaves.
   */
  pollSeconds: number;
  /**
   * `DELIVERY_CONCURRENCY` (default 4, at least 2): messages in flight at once per process, fetched
   * as one batch (pg-boss fetches again at once after a full batch only when batches hold 2 or more).
   */
  concurrency: number;
  /**
   * `HOUSEKEEPING_POLL_SECONDS` (default 60, at least 0.5): how often each process asks for the
   * hourly jobs' work (the uploads sweep, the digests, the auto-release). An hourly job need not be
   * taken at once; a test of several processes sets it low.
   */
  housekeepingPollSeconds: number;
}

type Source = NodeJS.ProcessEnv;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function wholeNumber(source: Source, name: string, fallback: number, min: number): number {
  const value = source[name];
  if (!set(value)) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  }
  return parsed;
}

function seconds(source: Source, name: string, fallback: number, min: number): number {
  const value = source[name];
  if (!set(value)) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) {
    throw new Error(`${name} must be a number of seconds of at least ${min}, got "${value}"`);
  }
  return parsed;
}

function url(name: string, value: string, protocols: readonly string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new Error(`${name} must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);
  }
  return value;
}

/** Settings that only work together: both or neither. */
function pair(source: Source, first: string, second: string, purpose: string): [string, string] | undefined {
  const a = source[first];
  const b = source[second];
  if (set(a) && set(b)) return [a.trim(), b.trim()];
  if (set(a)) throw new Error(`${second} must be set with ${first} (${purpose})`);
  if (set(b)) throw new Error(`${first} must be set with ${second} (${purpose})`);
  return undefined;
}

/** Reads the delivery settings; throws, naming the setting, on one it cannot use. */
export function parseDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const mail = pair(env, 'SMTP_URL', 'MAIL_FROM', 'mail delivery');
  const sms = pair(env, 'SMS_API_URL', 'SMS_API_TOKEN', 'SMS delivery');
  const retryDelaySeconds = wholeNumber(env, 'DELIVERY_RETRY_DELAY_SECONDS', 10, 1);
  const retryDelayMaxSeconds = wholeNumber(env, 'DELIVERY_RETRY_DELAY_MAX_SECONDS', 600, 1);
  if (retryDelayMaxSeconds < retryDelaySeconds) {
    throw new Error('DELIVERY_RETRY_DELAY_MAX_SECONDS must not be below DELIVERY_RETRY_DELAY_SECONDS');
  }
  return {
    mail: mail && { smtpUrl: url('SMTP_URL', mail[0], ['smtp:', 'smtps:']), from: mail[1] },
    sms: sms && { apiUrl: url('SMS_API_URL', sms[0], ['http:', 'https:']), apiToken: sms[1] },
    maxAttempts: wholeNumber(env, 'DELIVERY_MAX_ATTEMPTS', 6, 1),
    retryDelaySeconds,
    retryDelayMaxSeconds,
    // pg-boss bounds a job's run in whole seconds (at least 1); 3 leaves the transports room.
    attemptTimeoutSeconds: wholeNumber(env, 'DELIVERY_TIMEOUT_SECONDS', 60, 3),
    // pg-boss polls at most every 500 ms.
    pollSeconds: seconds(env, 'DELIVERY_POLL_SECONDS', 2, 0.5),
    concurrency: wholeNumber(env, 'DELIVERY_CONCURRENCY', 4, 2),
    housekeepingPollSeconds: seconds(env, 'HOUSEKEEPING_POLL_SECONDS', 60, 0.5),
  };
}

/** https, or plain http to this machine only (a local test double of the provider). */
function isSafeUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * What production lacks to deliver for real, one message per setting (empty when nothing is
 * missing). Without them messages would only reach the dev mailbox, which production never shows.
 */
export function deliveryProblemsInProduction(config: DeliveryConfig): string[] {
  const problems: string[] = [];
  if (!config.mail) {
    problems.push(
      'SMTP_URL: the SMTP server mail is delivered through (smtp:// or smtps://, credentials in the URL)',
      'MAIL_FROM: the sender of every mail (an address, or Name <address>)',
    );
  }
  if (!config.sms) {
    problems.push(
      "SMS_API_URL: the SMS provider's HTTP API texts are delivered through (POST {to, body})",
      "SMS_API_TOKEN: the bearer token of the SMS provider's API",
    );
  } else if (!isSafeUrl(config.sms.apiUrl)) {
    problems.push('SMS_API_URL: an https URL (the SMS token is sent to it)');
  }
  return problems;
}
