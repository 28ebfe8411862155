import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmationMail } from '../src/modules/auth/auth.mail.ts';
import { deliveryProblemsInProduction, parseDeliveryConfig } from '../src/delivery/config.ts';
import { claimOutboxMessage } from '../src/delivery/outbox.repository.ts';
import { openDeliveryQueue, deliveryQueue } from '../src/delivery/queue.ts';
import { startDeliveryWorker, type DeliveryWorker } from '../src/delivery/worker.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';
import { useTestServer } from './helpers.ts';
import { clientFor } from './support.ts';

const databaseUrl = inject('databaseUrl') ?? undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';
// DELIVERY_TEST_LOG=debug shows what the workers do.
const testLogger = createLogger(process.env.DELIVERY_TEST_LOG ?? 'silent');
const workerScript = fileURLToPath(new URL('../src/delivery/worker.ts', import.meta.url));

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'smtp-secret';
const MAIL_FROM = 'Cloud Experts <no-reply@cloudexperts.test>';
const SMS_TOKEN = 'sms-api-token';

/** Short times so a file of retries and restarts runs in seconds: 3 tries, backoff 1 s then 2 s. */
const fastDelivery = {
  DELIVERY_MAX_ATTEMPTS: '3',
  DELIVERY_RETRY_DELAY_SECONDS: '1',
  DELIVERY_RETRY_DELAY_MAX_SECONDS: '2',
  DELIVERY_TIMEOUT_SECONDS: '3',
  DELIVERY_POLL_SECONDS: '0.5',
  DELIVERY_CONCURRENCY: '2',
};

let seed = Math.floor(Math.random() * 1_000_000);
const unique = () => `${Date.now().toString(36)}-${(seed += 1).toString(36)}`;
const newAddress = (label: string) => `${label}-${unique()}@example.test`;
const newNumber = () => `+1415${String((seed += 1) % 10_000_000).padStart(7, '0')}`;

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A local SMTP server ------------------------------------------------------------------------

interface ReceivedMail {
  to: string;
  user: unknown;
  headers: Map<string, string>;
  text: string;
}

/** The plain-text part of what nodemailer sends: headers, then a 7bit, quoted-printable or base64 body. */
function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding');
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      text
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(text, 'base64').toString('utf8');
  }
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/**
 * Accepts mail (after AUTH with the test credentials), rejects the next attempts to an address with
 * a 451 when told, and can hold messages unanswered (in flight) until released.
 */
function createSmtp() {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number[]>();
  const rejectNext = new Map<string, number>();
  const held: Array<() => void> = [];
  const state = { acceptBeforeHolding: Infinity };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? '';
        attempts.set(to, [...(attempts.get(to) ?? []), Date.now()]);
        const rejections = rejectNext.get(to) ?? 0;
        if (rejections > 0) {
          rejectNext.set(to, rejections - 1);
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          received.push({ to, user: session.user, ...parseMail(Buffer.concat(chunks).toString('utf8')) });
          callback(null, 'Queued');
        };
        if (received.length < state.acceptBeforeHolding) {
          accept();
          return;
        }
        // In flight: no answer until released. A released message was never accepted (its client
        // is gone by then), so it is not counted.
        held.push(() => callback(new Error('Connection dropped')));
      });
    },
  });
  return {
    received,
    attempts,
    held,
    rejectNext,
    /** Answers the first `count` messages from now, then holds every later one. */
    holdAfter(count: number) {
      state.acceptBeforeHolding = received.length + count;
    },
    dropHeld() {
      state.acceptBeforeHolding = Infinity;
      for (const drop of held.splice(0)) drop();
    },
    to: (address: string) => received.filter((mail) => mail.to === address),
    async listen() {
      server.listen(0, '127.0.0.1');
      await once(server.server, 'listening');
      return (server.server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

// A local SMS API ----------------------------------------------------------------------------

interface SmsRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  json: { to: string; body: string };
  at: number;
}

function createSmsApi() {
  const requests: SmsRequest[] = [];
  const failing = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsRequest['json'];
      requests.push({
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        json,
        at: Date.now(),
      });
      response.statusCode = failing.has(json.to) ? 500 : 202;
      response.end(failing.has(json.to) ? `provider down; your text was ${json.body}` : '{"id":"sms-1"}');
    });
  });
  return {
    requests,
    failing,
    to: (number: string) => requests.filter((request) => request.json.to === number),
    async listen() {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface OutboxRow {
  id: string | number;
  recipient: string;
  body: string;
  action_path: string | null;
  list_unsubscribe_url: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
  attempts: number;
  delivered_by: string | null;
  last_error: string | null;
  claimed_until: Date | null;
}

describe('delivery settings', () => {
  it('reads the transports and the retry policy, and refuses half a transport', () => {
    const config = parseDeliveryConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: MAIL_FROM,
      SMS_API_URL: 'https://sms.example.com/messages',
      SMS_API_TOKEN: 'token',
      DELIVERY_MAX_ATTEMPTS: '4',
    });
    expect(config).toMatchObject({
      mail: { smtpUrl: 'smtps://user:pass@mail.example.com:465', from: MAIL_FROM },
      sms: { apiUrl: 'https://sms.example.com/messages', apiToken: 'token' },
      maxAttempts: 4,
      retryDelaySeconds: 10,
      attemptTimeoutSeconds: 60,
    });
    expect(deliveryProblemsInProduction(config)).toEqual([]);
    expect(() => parseDeliveryConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      'MAIL_FROM must be set with SMTP_URL (mail delivery)',
    );
    expect(() => parseDeliveryConfig({ SMTP_URL: 'http://x:secret@mail', MAIL_FROM })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => parseDeliveryConfig({ DELIVERY_POLL_SECONDS: '0.1' })).toThrow(/DELIVERY_POLL_SECONDS/);
    expect(parseDeliveryConfig({}).housekeepingPollSeconds).toBe(60);
    expect(parseDeliveryConfig({ HOUSEKEEPING_POLL_SECONDS: '0.5' }).housekeepingPollSeconds).toBe(0.5);
    expect(() => parseDeliveryConfig({ HOUSEKEEPING_POLL_SECONDS: '0' })).toThrow(/HOUSEKEEPING_POLL_SECONDS/);
  });

  it('names each setting production lacks', () => {
    expect(deliveryProblemsInProduction(parseDeliveryConfig({})).map((line) => line.split(':')[0])).toEqual([
      'SMTP_URL',
      'MAIL_FROM',
      'SMS_API_URL',
      'SMS_API_TOKEN',
    ]);
    const plainHttp = parseDeliveryConfig({ SMS_API_URL: 'http://sms.example.com', SMS_API_TOKEN: 't' });
    expect(deliveryProblemsInProduction(plainHttp)).toContain(
      'SMS_API_URL: an https URL (the SMS token is sent to it)',
    );
  });
});

describe(`the delivery worker on ${kind}`, () => {
  const server = useTestServer();
  const smtp = createSmtp();
  const sms = createSmsApi();
  let realTransports: NodeJS.ProcessEnv;
  let worker: DeliveryWorker | undefined;

  beforeAll(async () => {
    const [smtpPort, smsPort] = await Promise.all([smtp.listen(), sms.listen()]);
    realTransports = {
      SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      MAIL_FROM,
      SMS_API_URL: `http://127.0.0.1:${smsPort}/messages`,
      SMS_API_TOKEN: SMS_TOKEN,
      ...fastDelivery,
    };
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await Promise.all([smtp.close(), sms.close()]);
  });

  const db = () => server.database.knex;
  const rowsTo = (recipients: string[]) => db()<OutboxRow>('outbox').whereIn('recipient', recipients).orderBy('id');
  const start = async (env: NodeJS.ProcessEnv, database: Database = server.database) =>
    (worker = await startDeliveryWorker({
      database,
      databaseUrl,
      config: parseDeliveryConfig(env),
      logger: testLogger,
    }));
  const allSettled = (recipients: string[]) => async () =>
    (await rowsTo(recipients)).every((row) => row.sent_at !== null || row.failed_at !== null);

  it('delivers each mail over SMTP and each text through the SMS API exactly once, then forgets their codes and links', async () => {
    const { messenger, boss } = await start(realTransports);
    const addresses = [newAddress('a'), newAddress('b'), newAddress('c')];
    const numbers = [newNumber(), newNumber()];
    const token = `link-token-${unique()}`;
    // Three mails and two texts in one transaction, as a service writes them.
    await db().transaction(async (trx) => {
      await messenger.email(
        trx,
        confirmationMail({
          to: addresses[0] ?? '',
          firstName: 'Ada',
          origin: 'https://app.test',
          token,
          validFor: '3 days',
        }),
      );
      await messenger.email(trx, {
        to: addresses[1] ?? '',
        subject: 'Second',
        body: 'Two',
        listUnsubscribeUrl: `https://app.test/api/v1/job_filters/unsubscribe?token=${token}`,
        // A calendar invitation rides along as a file (the interviews' .ics).
        attachments: [
          {
            filename: 'interview.ics',
            content_type: 'text/calendar; method=REQUEST; charset=utf-8',
            content: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-LINK:${token}\r\nEND:VCALENDAR\r\n`,
          },
        ],
      });
      for (const number of numbers) await messenger.sms(trx, { to: number, body: 'Your code is 482913' });
    });
    // Without a transaction the messenger opens its own.
    await messenger.email(db(), { to: addresses[2] ?? '', subject: 'Third', body: 'Three' });
    // A rolled-back transaction leaves neither the row nor its job.
    const rolledBack = newAddress('rolled-back');
    await expect(
      db().transaction(async (trx) => {
        await messenger.email(trx, { to: rolledBack, subject: 'Never', body: 'Never sent' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const recipients = [...addresses, ...numbers];
    await waitFor('every message to be sent', allSettled(recipients));

    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    for (const number of numbers) expect(sms.to(number)).toHaveLength(1);
    const [confirmation] = smtp.to(addresses[0] ?? '');
    expect(confirmation?.user).toBe(SMTP_USER);
    expect(confirmation?.headers.get('from')).toBe(MAIL_FROM);
    expect(confirmation?.headers.get('subject')).toBe('Confirm your email');
    expect(confirmation?.text).toContain(`https://app.test/login_page/${token}`);
    expect(confirmation?.headers.has('list-unsubscribe')).toBe(false);
    // A mail with a one-click unsubscribe (the digest) carries it as RFC 8058 asks.
    const [unsubscribable] = smtp.to(addresses[1] ?? '');
    expect(unsubscribable?.headers.get('list-unsubscribe')).toBe(
      `<https://app.test/api/v1/job_filters/unsubscribe?token=${token}>`,
    );
    expect(unsubscribable?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribable?.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(unsubscribable?.text).toMatch(/Content-Type: text\/calendar; method=REQUEST/i);
    expect(unsubscribable?.text).toContain('filename=interview.ics');
    const [text] = sms.to(numbers[0] ?? '');
    expect(text).toMatchObject({
      authorization: `Bearer ${SMS_TOKEN}`,
      json: { to: numbers[0], body: 'Your code is 482913' },
    });

    const rows = await rowsTo(recipients);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        attempts: 1,
        last_error: null,
        failed_at: null,
        claimed_until: null,
        action_path: null,
        list_unsubscribe_url: null,
        attachments: null,
      });
      expect(row.delivered_by).toBe(row.recipient.startsWith('+') ? 'sms-api' : 'smtp');
      expect(row.body).toMatch(/^\[Delivered by (smtp|sms-api) at .+\. The text is not kept after delivery\.\]$/);
      expect(row.body).not.toContain(token);
      expect(row.body).not.toContain('482913');
    }
    // The outbox id is what the receiving side can recognise a repeat by.
    const confirmationRow = rows.find((row) => row.recipient === addresses[0]);
    expect(confirmation?.headers.get('message-id')).toMatch(
      new RegExp(`^<outbox-${String(confirmationRow?.id)}-\\d+@cloudexperts\\.test>$`),
    );
    expect(text?.idempotencyKey).toMatch(/^outbox-\d+-\d+$/);
    // One job per message, each completed (pg-boss settles it just after the handler): none to run again.
    const jobStates = async () =>
      (await Promise.all(rows.map((row) => boss.findJobs(deliveryQueue, { data: { outboxId: Number(row.id) } })))).map(
        (found) => found.map((job) => job.state),
      );
    await waitFor('every job to complete', async () =>
      (await jobStates()).every((states) => states.every((state) => state === 'completed')),
    );
    expect(await jobStates()).toEqual(rows.map(() => ['completed']));
    expect(await db()('outbox').where({ recipient: rolledBack })).toEqual([]);
    expect(smtp.to(rolledBack)).toEqual([]);
  });

  it('retries a refused mail with backoff until it is delivered, and marks a text failed after the last attempt', async () => {
    const { messenger } = await start(realTransports);
    const address = newAddress('busy-mailbox');
    const number = newNumber();
    smtp.rejectNext.set(address, 2);
    sms.failing.add(number);
    await messenger.email(db(), { to: address, subject: 'Third time lucky', body: 'Hello' });
    await messenger.sms(db(), { to: number, body: 'Your code is 551177' });
    await waitFor('both messages to settle', allSettled([address, number]));

    // Three tries each (DELIVERY_MAX_ATTEMPTS), waiting longer before each retry: 1-2 s, then 2 s.
    const mailTries = smtp.attempts.get(address) ?? [];
    const textTries = sms.to(number).map((request) => request.at);
    for (const tries of [mailTries, textTries]) {
      expect(tries).toHaveLength(3);
      const [first = 0, second = 0, third = 0] = tries;
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1900);
    }
    expect(smtp.to(address)).toHaveLength(1);

    const [mail, text] = await Promise.all([
      db()<OutboxRow>('outbox').where({ recipient: address }).first(),
      db()<OutboxRow>('outbox').where({ recipient: number }).first(),
    ]);
    expect(mail).toMatchObject({ attempts: 3, delivered_by: 'smtp', last_error: null, failed_at: null });
    expect(mail?.sent_at).not.toBeNull();
    expect(text).toMatchObject({ attempts: 3, sent_at: null, delivered_by: null });
    expect(text?.failed_at).not.toBeNull();
    // The provider's answer quoted the text (and its code): only the status is kept.
    expect(text?.last_error).toBe('the SMS API answered 500 Internal Server Error');
    // Given up on: its code is not kept either.
    expect(text?.body).toMatch(/^\[Not delivered: given up at .+\. The text is not kept\.\]$/);
  });

  it('shares the queue between two workers without sending anything twice', async () => {
    const first = await start(realTransports);
    const second = await startDeliveryWorker({
      database: server.database,
      databaseUrl,
      config: parseDeliveryConfig(realTransports),
      logger: testLogger,
    });
    try {
      const addresses = Array.from({ length: 12 }, (_, index) => newAddress(`shared-${index}`));
      await db().transaction(async (trx) => {
        for (const [index, address] of addresses.entries()) {
          await (index % 2 ? first : second).messenger.email(trx, { to: address, subject: 'Shared', body: 'Once' });
        }
      });
      await waitFor('every mail to be sent', allSettled(addresses));
      for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
      expect((await rowsTo(addresses)).map((row) => row.attempts)).toEqual(addresses.map(() => 1));
    } finally {
      await second.stop();
    }
    // And the claim itself: of two attempts at one message, one gets it.
    const [row] = await db()('outbox')
      .insert({ channel: 'email', recipient: newAddress('claimed'), subject: 'Claim', body: 'Once' })
      .returning<Array<{ id: string | number }>>('id');
    const id = Number(row?.id);
    const claims = await Promise.all([claimOutboxMessage(db(), id, 60), claimOutboxMessage(db(), id, 60)]);
    expect(claims.map((claim) => claim.kind).sort()).toEqual(['busy', 'claimed']);
    await db()('outbox').where({ id }).update({ failed_at: new Date() });
    expect((await claimOutboxMessage(db(), id, 60)).kind).toBe('settled');
  });

  it('delivers into the dev mailbox when no transport is configured, keeping the text and link /dev/mailbox shows', async () => {
    const { messenger } = await start(fastDelivery);
    const address = newAddress('dev');
    const number = newNumber();
    const token = `dev-token-${unique()}`;
    await messenger.email(
      db(),
      confirmationMail({ to: address, firstName: 'Dev', origin: 'http://localhost:3000', token, validFor: '3 days' }),
    );
    await messenger.sms(db(), { to: number, body: 'Your code is 123456' });
    await waitFor('both messages to be delivered', allSettled([address, number]));

    const rows = await rowsTo([address, number]);
    expect(rows.map((row) => [row.delivered_by, row.attempts])).toEqual([
      ['dev-mailbox', 1],
      ['dev-mailbox', 1],
    ]);
    const { messages } = await clientFor(server).devMailbox({ query: { to: address } });
    expect(messages).toHaveLength(1);
    expect(messages[0]?.action_path).toBe(`/login_page/${token}`);
    expect(messages[0]?.body).toContain(`http://localhost:3000/login_page/${token}`);
    const texts = await clientFor(server).devMailbox({ query: { to: number } });
    expect(texts.messages[0]?.body).toBe('Your code is 123456');
    expect(smtp.to(address)).toEqual([]);
    expect(sms.to(number)).toEqual([]);
  });

  /**
   * "Killed" here is a real SIGKILL: the worker runs as its own process (the standalone entry of
   * src/delivery/worker.ts), is killed while two mails sit unanswered inside the SMTP transaction,
   * and a new worker takes over. On PGlite the database is a data directory the killed process had
   * open, reopened after it died, as `npm start` restarted on the same .data would.
   */
  it('loses and repeats nothing when a worker process is killed mid-delivery and another takes over', async () => {
    const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'cloudexperts-delivery-')) : undefined;
    // On Postgres every worker shares the run's database; on PGlite each process opens the directory.
    const open = () => (dataDir ? openDatabase({ dataDir }) : server.database);
    const template = inject('pgliteTemplate');
    let database: Database | undefined =
      dataDir && template
        ? openDatabase({
            pglite: new PGlite(join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(template)]) }),
          })
        : open();
    let child: ChildProcess | undefined;
    const release = async () => {
      if (dataDir && database) await database.close();
      database = undefined;
    };
    try {
      // Five mails queued while no worker runs.
      const addresses = Array.from({ length: 5 }, (_, index) => newAddress(`killed-${index}`));
      const config = parseDeliveryConfig(realTransports);
      const queue = await openDeliveryQueue({ database, databaseUrl, config, logger: testLogger });
      for (const address of addresses) {
        await queue.messenger.email(database.knex, { to: address, subject: 'In flight', body: `Hello ${address}` });
      }
      await queue.stop();
      await release();

      // The worker process answers two, then has two in flight (DELIVERY_CONCURRENCY) when it dies.
      smtp.holdAfter(2);
      child = spawn(process.execPath, [workerScript], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...realTransports,
          ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl }),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = once(child, 'exit');
      // The worker fetches its next batch of two only once the last is marked sent, so two held
      // means the two accepted are committed: the kill does not land in an uncertain end.
      // A new Node process that loads the database engine and starts pg-boss: tens of seconds on
      // a loaded machine (15 s was once not enough while other suites ran).
      await waitFor('two mails accepted and two in flight', () => smtp.held.length === 2, 60_000);
      if (!dataDir) expect(await rowsTo(addresses).whereNotNull('sent_at')).toHaveLength(2);
      child.kill('SIGKILL');
      await exited;
      smtp.dropHeld();
      expect(addresses.filter((address) => smtp.to(address).length > 0)).toHaveLength(2);

      const restarted = open();
      database = restarted;
      await start(realTransports, restarted);
      const rowsOf = () => restarted.knex<OutboxRow>('outbox').whereIn('recipient', addresses).orderBy('id');
      await waitFor('every mail to be sent', async () => (await rowsOf()).every((row) => row.sent_at !== null), 45_000);

      for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
      const rows = await rowsOf();
      // The two in flight were claimed by the killed worker, then again after their claim ran out.
      expect(rows.filter((row) => row.attempts === 2)).toHaveLength(2);
      expect(rows.filter((row) => row.attempts === 1)).toHaveLength(3);
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      smtp.dropHeld();
      await worker?.stop();
      worker = undefined;
      await release();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
