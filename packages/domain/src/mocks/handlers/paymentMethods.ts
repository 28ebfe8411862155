import { errorCodes } from '../../errors.ts';
import { paymentMethodLabels, paymentMethodServerMessages as messages } from '../../paymentMethodTexts.ts';
import { errorBody, fail, invalid, networkError, respond, serverError } from '../define.ts';
import {
  buildPaymentMethod,
  buildWithdrawal,
  FIXTURE_AVAILABLE_CENTS,
  FIXTURE_CONSENT_CODE,
  FIXTURE_CONSENT_STATE,
} from '../fixtures/paymentMethods.ts';

/** Handlers of the payment-method and withdrawal calls, grouped by call; the first of each group is the default. */
export const paymentMethodsHandlers = {
  paymentMethods: {
    payoneer: respond('paymentMethods', () => ({ records: [buildPaymentMethod('Payoneer')] })),
    empty: respond('paymentMethods', { records: [] }),
    all: respond('paymentMethods', () => ({
      records: [
        buildPaymentMethod('Payoneer'),
        buildPaymentMethod('Skrill'),
        buildPaymentMethod('Direct to U.S. Bank (USD)'),
        buildPaymentMethod('paypal'),
      ],
    })),
    serverError: serverError('paymentMethods'),
  },
  setPaymentMethod: {
    started: respond('setPaymentMethod', { redirect_url: `/payout-sandbox?state=${FIXTURE_CONSENT_STATE}` }),
    alreadyAdded: fail('setPaymentMethod', 409, errorBody(errorCodes.conflict, messages.alreadyAdded)),
    serverError: serverError('setPaymentMethod'),
  },
  authenticatePaymentMethod: {
    added: respond('authenticatePaymentMethod', () => ({ payment_method: buildPaymentMethod('Payoneer') })),
    invalid: invalid('authenticatePaymentMethod', 'code', messages.authorizationInvalid),
  },
  removePaymentMethod: {
    removed: respond('removePaymentMethod', { message: paymentMethodLabels.accountDeleted }),
    notFound: fail('removePaymentMethod', 404, errorBody(errorCodes.notFound, messages.methodNotFound)),
    serverError: serverError('removePaymentMethod'),
  },
  payoutConsent: {
    payoneer: respond('payoutConsent', { account_type: 'Payoneer' }),
    invalid: invalid('payoutConsent', 'state', messages.authorizationInvalid),
  },
  answerPayoutConsent: {
    allowed: respond('answerPayoutConsent', {
      redirect_url: `/settings?code=${FIXTURE_CONSENT_CODE}&id=${buildPaymentMethod('Payoneer').id}`,
    }),
    invalid: invalid('answerPayoutConsent', 'state', messages.authorizationInvalid),
  },
  payoutBalance: {
    some: respond('payoutBalance', { available_cents: FIXTURE_AVAILABLE_CENTS, pending_withdrawal_cents: 0 }),
    empty: respond('payoutBalance', { available_cents: 0, pending_withdrawal_cents: 0 }),
    serverError: serverError('payoutBalance'),
  },
  withdraw: {
    paid: respond('withdraw', () => ({
      withdrawal: buildWithdrawal(),
      balance: { available_cents: FIXTURE_AVAILABLE_CENTS - 10_000, pending_withdrawal_cents: 0 },
    })),
    insufficient: invalid('withdraw', 'amount', messages.insufficient),
    declined: fail('withdraw', 402, errorBody(errorCodes.paymentDeclined, messages.payoutDeclined)),
    serverError: serverError('withdraw'),
    networkDown: networkError('withdraw'),
  },
};
