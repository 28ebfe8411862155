import {
  captchaLabels as labels,
  captchaWidgetLabels as widgetLabels,
  type TurnstileCaptchaConfig,
} from '@cloudexperts/domain';
import { Banner, Button, Inline, TextField } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import * as styles from './CaptchaField.css.ts';
import { captchaMachine } from './captcha.machine.ts';
import { TurnstileWidget } from './TurnstileWidget.tsx';

export interface CaptchaFieldProps {
  /** Called with the token once the captcha is verified, and with `null` when that token expires. */
  onChange: (token: string | null) => void;
  /** The form's message about the captcha ('Please verify the captcha'); shown under the answer. */
  errorMessage?: string;
}

/**
 * The captcha of the login form and the project modal (spec document 1, sections 2, 4 and 5). The
 * API says which one to show. The built-in one: a question to answer, checked on the server for a
 * single-use token that expires; the question is the answer field's label; Check and New question
 * are buttons; Enter in the answer checks it; once verified, Enter submits the surrounding form.
 * Cloudflare Turnstile: its widget, whose script is loaded (lazily, from the URL the API gives)
 * only when asked for; an expired or failed widget says so and offers Retry. Either way the status
 * line is read out as it changes, and the form gets the token through `onChange`.
 */
export function CaptchaField({ onChange, errorMessage }: CaptchaFieldProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      captchaMachine.provide({
        actors: {
          loadConfig: fromPromise(({ signal }) => api.captchaConfig({ signal })),
          loadWidget: fromPromise(({ input }) =>
            import('./turnstile.ts').then((turnstile) => turnstile.loadTurnstile(input.scriptUrl)),
          ),
          loadChallenge: fromPromise(({ signal }) => api.captchaChallenge({ signal })),
          solve: fromPromise(({ input, signal }) => api.captchaSolve({ body: input, signal })),
        },
      }),
    [api],
  );
  const { snapshot, send, actor } = useFlow(machine);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const verified = actor.on('verified', (event) => changed.current(event.token));
    const expired = actor.on('expired', () => changed.current(null));
    return () => {
      verified.unsubscribe();
      expired.unsubscribe();
    };
  }, [actor]);
  // After Retry the fresh widget takes focus, so the keyboard is not left on the body.
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    send({ type: 'load.retry' });
  };

  const { config, challenge, answer, fieldError, loadError } = snapshot.context;
  const retryButton = (
    <Inline>
      <Button variant="secondary" size="sm" onPress={retry}>
        {labels.retry}
      </Button>
    </Inline>
  );

  let body;
  let status = '';
  if (snapshot.matches('configuring')) {
    status = widgetLabels.loading;
  } else if (snapshot.matches('turnstile')) {
    const turnstile = config as TurnstileCaptchaConfig;
    if (snapshot.matches({ turnstile: 'expired' }) || snapshot.matches({ turnstile: 'failed' })) {
      const expired = snapshot.matches({ turnstile: 'expired' });
      body = (
        <>
          <Banner tone={expired ? 'warning' : 'error'}>{expired ? widgetLabels.expired : loadError}</Banner>
          {retryButton}
        </>
      );
    } else if (snapshot.matches({ turnstile: 'loadingWidget' })) {
      status = widgetLabels.loading;
      body = <div className={styles.widget} />;
    } else {
      if (snapshot.matches({ turnstile: 'verified' })) status = labels.verified;
      body = (
        <>
          <TurnstileWidget
            siteKey={turnstile.site_key}
            action={turnstile.action}
            focusOnRender={retried}
            onSolved={(token) => send({ type: 'widget.solved', token })}
            onExpired={() => send({ type: 'widget.expired' })}
            onFailed={(code) => send({ type: 'widget.failed', code })}
          />
          {errorMessage ? <Banner tone="error">{errorMessage}</Banner> : null}
        </>
      );
    }
  } else if (snapshot.matches('failed')) {
    body = (
      <>
        <Banner tone="error">{loadError}</Banner>
        {retryButton}
      </>
    );
  } else {
    const canAnswer = snapshot.can({ type: 'answer.change', value: answer });
    const shownError = fieldError ?? errorMessage;
    const checkOnEnter = (event: KeyboardEvent) => {
      // The captcha sits inside another form: Enter checks the answer; once verified, Enter sends that form.
      if (event.key !== 'Enter' || snapshot.matches('verified')) return;
      event.preventDefault();
      send({ type: 'answer.check' });
    };
    body = (
      <>
        <TextField
          label={challenge?.prompt ?? labels.loading}
          description={labels.hint}
          value={answer}
          onChange={(value) => send({ type: 'answer.change', value })}
          onKeyDown={checkOnEnter}
          isReadOnly={!canAnswer}
          isInvalid={shownError !== undefined}
          errorMessage={shownError}
          autoComplete="off"
          inputMode="numeric"
        />
        <Inline>
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'answer.check' })}>
            {labels.check}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => send({ type: 'question.renew' })}>
            {labels.newQuestion}
          </Button>
        </Inline>
      </>
    );
    status = snapshot.matches('loading')
      ? labels.loading
      : snapshot.matches('checking')
        ? labels.checking
        : snapshot.matches('verified')
          ? labels.verified
          : snapshot.matches('expired')
            ? labels.expired
            : '';
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{labels.legend}</legend>
      {body}
      <p role="status" className={styles.status} data-verified={status === labels.verified ? '' : undefined}>
        {status}
      </p>
    </fieldset>
  );
}
