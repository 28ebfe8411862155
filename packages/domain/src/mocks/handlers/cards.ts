import { cardServerMessages as messages } from '../../cardTexts.ts';
import { errorCodes } from '../../errors.ts';
import { errorBody, fail, invalid, networkError, respond, serverError } from '../define.ts';
import { buildSavedCard, buildSpareCard, FIXTURE_CARD_SETUP_ID } from '../fixtures/cards.ts';

const sandbox = { provider: 'sandbox', publishable_key: null } as const;

/** Handlers of a manager's card calls, grouped by call; the first of each group is the default. */
export const cardsHandlers = {
  cards: {
    one: respond('cards', () => ({ records: [buildSavedCard()], ...sandbox })),
    empty: respond('cards', { records: [], ...sandbox }),
    two: respond('cards', () => ({ records: [buildSavedCard(), buildSpareCard()], ...sandbox })),
    serverError: serverError('cards'),
  },
  startCardSetup: {
    sandbox: respond('startCardSetup', {
      setup: { id: FIXTURE_CARD_SETUP_ID, provider: 'sandbox', client_secret: null, publishable_key: null },
    }),
    tooMany: fail('startCardSetup', 409, errorBody(errorCodes.conflict, messages.tooManyCards)),
    serverError: serverError('startCardSetup'),
  },
  confirmSandboxCard: {
    succeeded: respond('confirmSandboxCard', { setup_id: FIXTURE_CARD_SETUP_ID, status: 'succeeded' }),
    notTestCard: fail('confirmSandboxCard', 402, errorBody(errorCodes.paymentDeclined, messages.notTestCard)),
    expired: invalid('confirmSandboxCard', 'expiry', messages.expiryPast),
    networkDown: networkError('confirmSandboxCard'),
  },
  saveCard: {
    saved: respond('saveCard', () => ({ card: buildSavedCard() })),
    setupInvalid: fail('saveCard', 409, errorBody(errorCodes.conflict, messages.setupInvalid)),
    serverError: serverError('saveCard'),
  },
  makeDefaultCard: {
    made: respond('makeDefaultCard', () => ({ card: buildSpareCard({ is_default: true }) })),
    notFound: fail('makeDefaultCard', 404, errorBody(errorCodes.notFound, messages.cardNotFound)),
  },
  removeCard: {
    removed: respond('removeCard', { message: messages.cardRemoved }),
    notFound: fail('removeCard', 404, errorBody(errorCodes.notFound, messages.cardNotFound)),
    serverError: serverError('removeCard'),
  },
};
