import { captchaLabels as labels } from '@cloudexperts/domain';
import { Banner, Button, Inline, TextField } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import * as styles from './CaptchaField.css.ts';
import { captchaMachine } from './captcha.machine.ts';

export interface CaptchaFieldProps {
  /** Called with the token once the answer is verified, and with `null` when that token expires. */
  onChange: (token: string | null) => void;
  /** The form's message about the captcha ('Please verify the captcha'); shown under the answer. */
  errorMessage?: string;
}

/**
 * The captcha of the login form and the project modal (spec document 1, sections 2, 4 and 5): a
 * question to answer, checked on the server for a single-use token that expires. The question is
 * the answer field's label; Check and New question are buttons; the status line is read out as it
 * changes. Enter in the answer checks it; once verified, Enter submits the surrounding form.
 */
export function CaptchaField({ onChange, errorMessage }: CaptchaFieldProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      captchaMachine.provide({
        actors: {
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

  const { challenge, answer, fieldError, loadError } = snapshot.context;
  const canAnswer = snapshot.can({ type: 'answer.change', value: answer });
  const shownError = fieldError ?? errorMessage;
  const status = snapshot.matches('loading')
    ? labels.loading
    : snapshot.matches('checking')
      ? labels.checking
      : snapshot.matches('verified')
        ? labels.verified
        : snapshot.matches('expired')
          ? labels.expired
          : '';

  const checkOnEnter = (event: KeyboardEvent) => {
    // The captcha sits inside another form: Enter checks the answer; once verified, Enter sends that form.
    if (event.key !== 'Enter' || snapshot.matches('verified')) return;
    event.preventDefault();
    send({ type: 'answer.check' });
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{labels.legend}</legend>
      {snapshot.matches('failed') ? (
        <>
          <Banner tone="error">{loadError}</Banner>
          <Inline>
            <Button variant="secondary" size="sm" onPress={() => send({ type: 'load.retry' })}>
              {labels.retry}
            </Button>
          </Inline>
        </>
      ) : (
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
      )}
      <p role="status" className={styles.status} data-verified={snapshot.matches('verified') ? '' : undefined}>
        {status}
      </p>
    </fieldset>
  );
}
