import { digestUnsubscribeLabels as labels, jobServerMessages } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import * as accountStyles from '../account/account.css.ts';
import { failureMessage } from '../account/failureMessage.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { jobSearchPathFor } from './paths.ts';

type State =
  | { status: 'ready' }
  | { status: 'stopping' }
  | { status: 'stopped'; message: string }
  /** `final`: the link itself is refused (404), so trying again cannot help. */
  | { status: 'failed'; message: string; final: boolean };

/**
 * /saved-search-digest/unsubscribe?token= (ours): the daily digest's body links here. Opening the
 * page changes nothing (mail scanners open links); the button posts the same one-click call as the
 * mail program's Unsubscribe (`POST /job_filters/unsubscribe`). A refused link (forged, or its
 * saved search deleted) says so; a network or server failure keeps the button for another try.
 */
export function DigestUnsubscribe() {
  usePageTitle(labels.title);
  const api = useApi();
  const auth = useAuth();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(
    token ? { status: 'ready' } : { status: 'failed', message: jobServerMessages.digestLinkInvalid, final: true },
  );

  const stop = async () => {
    setState({ status: 'stopping' });
    try {
      const answer = await api.unsubscribeDigest({ query: { token }, body: {} });
      setState({ status: 'stopped', message: answer.message });
    } catch (error) {
      const failure = toFailure(error);
      const final = failure.kind === 'http' && (failure.status === 404 || failure.status === 422);
      setState({
        status: 'failed',
        message: final ? jobServerMessages.digestLinkInvalid : failureMessage(error),
        final,
      });
    }
  };

  const canStop =
    state.status === 'ready' || state.status === 'stopping' || (state.status === 'failed' && !state.final);
  return (
    <section className={accountStyles.narrow} aria-labelledby="digest-unsubscribe-title">
      <div className={accountStyles.intro}>
        <h1 id="digest-unsubscribe-title" className={accountStyles.title}>
          {labels.title}
        </h1>
        <p className={accountStyles.lead}>{labels.lead}</p>
      </div>
      {state.status === 'stopped' ? (
        <Banner tone="success" title={labels.stoppedTitle}>
          {state.message}
        </Banner>
      ) : null}
      {state.status === 'failed' ? (
        <Banner tone="error" title={labels.failedTitle}>
          {state.message}
        </Banner>
      ) : null}
      <p className={accountStyles.actions}>
        {canStop ? (
          <Button isPending={state.status === 'stopping'} onPress={() => void stop()}>
            {labels.stop}
          </Button>
        ) : null}
        <Link to={jobSearchPathFor(role)} className={pageStyles.link}>
          {labels.jobSearch}
        </Link>
        <Link to="/" className={pageStyles.link}>
          {labels.home}
        </Link>
      </p>
    </section>
  );
}
