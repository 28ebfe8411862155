import { paymentAccountNames, paymentMethodLabels as labels, type ResponseOf } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, Inline } from '@cloudexperts/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListFallback } from '../ListFallback.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { navigateTo } from './navigateTo.ts';
import * as styles from './settings.css.ts';

/**
 * The offline sandbox payout provider's login (ours; adapters/payouts.ts): it names the method a
 * pending authorization is for; Allow sends the browser back to /settings with a single-use code
 * and the method's id, Deny back to /settings without one.
 */
export function PayoutConsentPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const { resource, retry } = useResource<ResponseOf<'payoutConsent'>>(`consent:${state}`, (signal) =>
    api.payoutConsent({ query: { state }, signal }),
  );
  const [pending, setPending] = useState<'allow' | 'deny' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const name = resource.status === 'ready' ? paymentAccountNames[resource.data.account_type] : '';
  usePageTitle(labels.consentTitle(name || 'Payout'));
  if (resource.status !== 'ready') {
    return (
      <div className={styles.narrow}>
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: labels.loading, loadFailed: labels.loadFailed, retry: labels.retry }}
        />
      </div>
    );
  }
  const answer = (allow: boolean) => {
    setPending(allow ? 'allow' : 'deny');
    setError(undefined);
    api.answerPayoutConsent({ body: { state, allow } }).then(
      (result) => navigateTo(navigate, result.redirect_url),
      (failure: unknown) => {
        setPending(undefined);
        setError(toFailure(failure).message ?? labels.actionFailed);
      },
    );
  };
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{labels.consentTitle(name)}</h1>
      <p>{labels.consentLead(name)}</p>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <Inline gap="sm">
        <Button
          variant="secondary"
          onPress={() => answer(false)}
          isPending={pending === 'deny'}
          isDisabled={pending === 'allow'}
        >
          {labels.deny}
        </Button>
        <Button onPress={() => answer(true)} isPending={pending === 'allow'} isDisabled={pending === 'deny'}>
          {labels.allow}
        </Button>
      </Inline>
    </div>
  );
}
