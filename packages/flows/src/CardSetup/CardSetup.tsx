import { cardSetupLabels as labels, type CardProvider } from '@cloudexperts/domain';
import { Banner, Button, Form, Inline, TextField } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { cardSetupMachine, type CardSetupOutput } from './cardSetup.machine.ts';
import * as styles from './cardSetup.css.ts';
import { confirmStripeCard, mountStripeCard, type MountedStripeCard } from './stripeCard.ts';

export interface CardSetupProps {
  /** Who takes the card (`GET /payments/cards` says): the sandbox's fields, or Stripe.js's. */
  provider: CardProvider;
  /** Stripe's publishable key (Stripe only). */
  publishableKey?: string | null;
  /** Called once: saved (with the card) or cancelled. */
  onDone?: (output: CardSetupOutput) => void;
  /** Offer Cancel (when the manager already has a card, the form is optional). */
  cancellable?: boolean;
}

/** Stripe.js's card field, mounted once the script is loaded. */
function useStripeCard(publishableKey: string | null | undefined, enabled: boolean) {
  const mountRef = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedStripeCard | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const into = mountRef.current;
    if (!enabled || !publishableKey || !into) return undefined;
    let cancelled = false;
    mountStripeCard(publishableKey, into).then(
      (card) => {
        if (cancelled) card.card.destroy();
        else mounted.current = card;
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      mounted.current?.card.destroy();
      mounted.current = null;
    };
  }, [enabled, publishableKey]);
  return { mountRef, mounted, failed };
}

/**
 * The card form of /stripe-payment-setup (issue 17): card number (grouped in fours), expiry MM/YY,
 * CVC and name, checked as typed in the server's words; Save card runs the provider's setup
 * (start, confirm, save). A decline or failure shows at the top with everything kept. Under
 * Stripe the number, expiry and CVC are Stripe.js's own field, loaded only then.
 */
export function CardSetup({ provider, publishableKey, onDone, cancellable = false }: CardSetupProps) {
  const api = useApi();
  const {
    mountRef,
    mounted: stripeMounted,
    failed: stripeFailed,
  } = useStripeCard(publishableKey, provider === 'stripe');
  const machine = useMemo(
    () =>
      cardSetupMachine.provide({
        actors: {
          startSetup: fromPromise(async ({ signal }) => (await api.startCardSetup({ signal })).setup),
          confirmCard: fromPromise(async ({ input, signal }) => {
            if (input.setup.provider === 'stripe') {
              const mounted = stripeMounted.current;
              if (!mounted || !input.setup.client_secret) throw new Error('Stripe.js is not ready');
              return confirmStripeCard(mounted, input.setup.client_secret, input.name);
            }
            return api.confirmSandboxCard({
              body: {
                setup_id: input.setup.id,
                number: input.number,
                expiry: input.expiry,
                cvc: input.cvc,
                name: input.name,
              },
              signal,
            });
          }),
          saveCard: fromPromise(
            async ({ input, signal }) => (await api.saveCard({ body: { setup_id: input.setupId }, signal })).card,
          ),
        },
      }),
    [api, stripeMounted],
  );
  const { snapshot, send } = useFlow(machine, { input: { provider }, onDone });
  const { number, expiry, cvc, name, fieldErrors, error } = snapshot.context;
  const busy = !snapshot.matches('editing');
  const { formRef, request } = useFocusFirstInvalid(!busy);

  return (
    <Form
      ref={formRef}
      className={styles.form}
      aria-label={labels.addHeading}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        request();
        send({ type: 'submit' });
      }}
    >
      {error ? <Banner tone="error">{error}</Banner> : null}
      {stripeFailed ? <Banner tone="error">{labels.actionFailed}</Banner> : null}
      {provider === 'sandbox' ? (
        <>
          <p className={styles.hint}>{labels.sandboxHint}</p>
          <TextField
            label={labels.numberLabel}
            autoComplete="cc-number"
            inputMode="numeric"
            value={number}
            onChange={(value) => send({ type: 'number.change', value })}
            isRequired
            isInvalid={fieldErrors.number !== undefined}
            errorMessage={fieldErrors.number}
            isReadOnly={busy}
          />
          <div className={styles.pair}>
            <TextField
              label={labels.expiryLabel}
              autoComplete="cc-exp"
              inputMode="numeric"
              value={expiry}
              onChange={(value) => send({ type: 'expiry.change', value })}
              isRequired
              isInvalid={fieldErrors.expiry !== undefined}
              errorMessage={fieldErrors.expiry}
              isReadOnly={busy}
            />
            <TextField
              label={labels.cvcLabel}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={cvc}
              onChange={(value) => send({ type: 'cvc.change', value })}
              isRequired
              isInvalid={fieldErrors.cvc !== undefined}
              errorMessage={fieldErrors.cvc}
              isReadOnly={busy}
            />
          </div>
        </>
      ) : (
        <div ref={mountRef} className={styles.stripeField} aria-label={labels.numberLabel} role="group" />
      )}
      <TextField
        label={labels.nameLabel}
        autoComplete="cc-name"
        value={name}
        onChange={(value) => send({ type: 'name.change', value })}
        isRequired
        isInvalid={fieldErrors.name !== undefined}
        errorMessage={fieldErrors.name}
        isReadOnly={busy}
      />
      <Inline>
        <Button type="submit" isPending={busy} pendingLabel={labels.saving}>
          {labels.save}
        </Button>
        {cancellable ? (
          <Button variant="secondary" onPress={() => send({ type: 'cancel' })} isDisabled={busy}>
            {labels.cancel}
          </Button>
        ) : null}
      </Inline>
    </Form>
  );
}
