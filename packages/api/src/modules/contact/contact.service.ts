import {
  productName,
  successMessages,
  type ResponseOf,
  type bookCallRequestSchema,
  type talkToExpertRequestSchema,
} from '@cloudexperts/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaptcha } from '../captcha/requireCaptcha.ts';
import { insertBookCall, insertExpertRequest } from './contact.repository.ts';

/** Where requests from the public contact forms go. */
export const SALES_INBOX = 'sales@cloudexperts.example';

/** Text typed into a form, made safe for a subject line (one line, no control characters). */
const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/**
 * 'Let's have a chat' (spec document 1, section 2): the request, a confirmation to the requester and
 * a notice to sales are written together or not at all.
 */
export async function bookCall(
  app: AppContext,
  body: z.output<typeof bookCallRequestSchema>,
): Promise<ResponseOf<'bookCall'>> {
  await app.database.knex.transaction(async (trx) => {
    await insertBookCall(trx, body);
    await app.messenger.email(trx, {
      to: body.email,
      subject: `Your intro call with ${productName}`,
      body: [
        `Hi ${oneLine(body.name)},`,
        '',
        `Thank you for booking an intro call. ${successMessages.bookCall}`,
        '',
        'Your message:',
        body.message,
        '',
        `The ${productName} team`,
      ].join('\n'),
    });
    await app.messenger.email(trx, {
      to: SALES_INBOX,
      subject: `Call booked: ${oneLine(body.name)}`,
      body: [`Name: ${oneLine(body.name)}`, `Email: ${body.email}`, `Phone: ${body.phone}`, '', body.message].join(
        '\n',
      ),
    });
  });
  return { message: successMessages.bookCall };
}

/**
 * 'Tell us about your Projects' (spec document 1, section 2): a solved captcha first, then the
 * request and both mails in one transaction.
 */
export async function talkToExpert(
  app: AppContext,
  body: z.output<typeof talkToExpertRequestSchema>,
  ip: string,
): Promise<ResponseOf<'talkToExpert'>> {
  await requireCaptcha(app, body.captcha_token, ip, 'captcha_token');
  const request = {
    name: body.name,
    company: body.company,
    email: body.email,
    contact: body.contact ?? null,
    message: body.message,
  };
  await app.database.knex.transaction(async (trx) => {
    await insertExpertRequest(trx, request);
    await app.messenger.email(trx, {
      to: request.email,
      subject: `Your project with ${productName}`,
      body: [
        `Hi ${oneLine(request.name)},`,
        '',
        `Thank you for telling us about your project. ${successMessages.projectModal}`,
        '',
        'Your message:',
        request.message,
        '',
        `The ${productName} team`,
      ].join('\n'),
    });
    await app.messenger.email(trx, {
      to: SALES_INBOX,
      subject: `Project enquiry: ${oneLine(request.name)}, ${oneLine(request.company)}`,
      body: [
        `Name: ${request.name}`,
        `Company: ${request.company}`,
        `Email: ${request.email}`,
        `Contact: ${request.contact ?? 'not given'}`,
        '',
        request.message,
      ].join('\n'),
    });
  });
  return { message: successMessages.projectModal };
}
