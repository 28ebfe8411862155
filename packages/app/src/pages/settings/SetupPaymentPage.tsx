import {
  freelancerOnlyAccountTypes,
  paymentAccountNames,
  paymentAccountTypes,
  paymentMethodLabels as labels,
  withdrawalFeeCents,
  moneyText,
  type PaymentAccountType,
} from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, Inline } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { navigateTo } from './navigateTo.ts';
import { settingsPaths } from './paths.ts';
import * as styles from './settings.css.ts';

const isAccountType = (value: string | undefined): value is PaymentAccountType =>
  (paymentAccountTypes as readonly string[]).includes(value ?? '');

/**
 * /setup-payment/:type (spec document 2, section 1: Payoneer, Skrill, paypal or 'Direct to U.S.
 * Bank (USD)'): what the method costs, and Continue, which starts its provider login
 * (`POST /payments/set_payment_method`); the provider sends the browser back to /settings.
 */
export function SetupPaymentPage() {
  const { type } = useParams();
  const auth = useAuth();
  const api = useApi();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const offered = isAccountType(type) && (role === 'freelancer' || !freelancerOnlyAccountTypes.includes(type));
  const name = offered ? paymentAccountNames[type] : '';
  usePageTitle(offered ? labels.setupTitle(name) : labels.setupUnknown);
  if (!offered) {
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title}>{labels.setupUnknown}</h1>
        <Link to={settingsPaths.settings} className={pageStyles.link}>
          {labels.settingsTitle}
        </Link>
      </div>
    );
  }
  const fee = withdrawalFeeCents[type];
  const start = () => {
    setPending(true);
    setError(undefined);
    api.setPaymentMethod({ body: { account_type: type } }).then(
      (answer) => navigateTo(navigate, answer.redirect_url),
      (failure: unknown) => {
        setPending(false);
        setError(toFailure(failure).message ?? labels.actionFailed);
      },
    );
  };
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{labels.setupTitle(name)}</h1>
      <p>{labels.setupLead(name)}</p>
      <p className={styles.muted}>
        {labels.feeLabel}: {fee === 0 ? labels.free : moneyText(fee)}
      </p>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <Inline gap="sm">
        <Button variant="secondary" onPress={() => void navigate(settingsPaths.settings)} isDisabled={pending}>
          {labels.cancel}
        </Button>
        <Button onPress={start} isPending={pending} pendingLabel={labels.continueTo(name)}>
          {labels.continueTo(name)}
        </Button>
      </Inline>
    </div>
  );
}
