import { respond, serverError } from '../define.ts';
import { buildPaymentSchedule, buildPaymentScheduleItems } from '../fixtures/paymentSchedule.ts';

/** `GET /payments/schedule` (ours, /payment-schedule): empty by default, so other stories do not change. */
export const paymentScheduleHandlers = {
  paymentSchedule: {
    empty: respond('paymentSchedule', () => buildPaymentSchedule([])),
    /** The freelancer's view: the client's name on each milestone. */
    some: respond('paymentSchedule', () => buildPaymentSchedule()),
    /** The manager's view: the freelancer's name on each milestone. */
    manager: respond('paymentSchedule', () => buildPaymentSchedule(buildPaymentScheduleItems('Priya R.'))),
    serverError: serverError('paymentSchedule'),
  },
};
