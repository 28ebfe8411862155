import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/**
 * Stripe.js for the card field when cards go to Stripe: loaded from js.stripe.com on first use
 * only (a dynamic import, so neither the landing page nor the sandbox form carries it).
 */
export interface MountedStripeCard {
  stripe: Stripe;
  card: StripeCardElement;
}

export async function mountStripeCard(publishableKey: string, into: HTMLElement): Promise<MountedStripeCard> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(into);
  return { stripe, card };
}

/** Confirms the SetupIntent with the card field; a refusal carries Stripe's message for the person. */
export async function confirmStripeCard(mounted: MountedStripeCard, clientSecret: string, name: string) {
  const result = await mounted.stripe.confirmCardSetup(clientSecret, {
    payment_method: { card: mounted.card, billing_details: { name } },
  });
  if (result.error) {
    throw Object.assign(new Error(result.error.code ?? 'stripe_error'), { stripeMessage: result.error.message });
  }
  return result.setupIntent;
}
