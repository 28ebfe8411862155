import {
  moneyText,
  withdrawalFeeCents,
  paymentAccountNames,
  paymentMethodLabels as labels,
  type PaymentAccountType,
  type ResponseOf,
} from '@cloudexperts/domain';
import { Banner, Button, Form, Inline, Select, TextField } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { withdrawalCheck, withdrawMachine } from './paymentMethods.machine.ts';
import * as styles from './paymentMethods.css.ts';

export interface WithdrawFormProps {
  availableCents: number;
  /** The freelancer's methods (at least one). */
  methods: readonly PaymentAccountType[];
  /** After each withdrawal, with the new balance. */
  onWithdrawn?: (answer: ResponseOf<'withdraw'>) => void;
}

/**
 * The freelancer's Withdraw (ours; issue 17): amount and method, with the method's fee and what
 * arrives as typed; Withdraw asks to confirm; Confirm sends it (`POST /payments/withdraw`).
 */
export function WithdrawForm({ availableCents, methods, onWithdrawn }: WithdrawFormProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      withdrawMachine.provide({
        actors: {
          withdraw: fromPromise(async ({ input, signal }) => {
            const answer = await api.withdraw({
              body: { amount: input.amount, account_type: input.accountType },
              signal,
            });
            onWithdrawn?.(answer);
            return answer;
          }),
        },
      }),
    [api, onWithdrawn],
  );
  const { snapshot, send } = useFlow(machine, { input: { availableCents, methods } });
  const { context } = snapshot;
  const check = withdrawalCheck(context);
  const withdrawing = snapshot.matches('withdrawing');
  const name = context.accountType ? paymentAccountNames[context.accountType] : '';

  if (snapshot.matches('withdrawn') && context.done) {
    return (
      <div className={styles.withdrawBox}>
        <Banner tone="success">{labels.withdrawn(moneyText(context.done.withdrawal.net_cents))}</Banner>
        <Inline>
          <Button variant="secondary" onPress={() => send({ type: 'again' })}>
            {labels.withdraw}
          </Button>
        </Inline>
      </div>
    );
  }

  return (
    <Form
      className={styles.withdrawBox}
      validationBehavior="aria"
      aria-label={labels.withdrawHeading}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'review' });
      }}
    >
      {context.error ? <Banner tone="error">{context.error}</Banner> : null}
      <TextField
        label={labels.amountLabel}
        value={context.amount}
        inputMode="decimal"
        onChange={(value) => send({ type: 'amount', value })}
        isInvalid={context.amountError !== undefined}
        errorMessage={context.amountError}
        isReadOnly={!snapshot.matches('editing')}
        isRequired
      />
      <Select
        label={labels.methodLabel}
        items={methods.map((type) => ({ id: type, label: paymentAccountNames[type] }))}
        value={context.accountType ?? null}
        onChange={(key) => {
          const chosen = methods.find((type) => type === key);
          if (chosen) send({ type: 'method', accountType: chosen });
        }}
        isDisabled={!snapshot.matches('editing')}
      />
      <dl className={styles.figures}>
        <dt>{labels.feeLabel}</dt>
        <dd data-testid="withdraw-fee">
          {context.accountType ? moneyText(withdrawalFeeCents[context.accountType]) : '-'}
        </dd>
        <dt>{labels.netLabel}</dt>
        <dd data-testid="withdraw-net">{check.ok ? moneyText(check.netCents) : '-'}</dd>
      </dl>
      {snapshot.matches('confirming') || withdrawing ? (
        <div role="group" aria-label={labels.confirmWithdraw(moneyText(check.ok ? check.cents : 0), name)}>
          <p>{labels.confirmWithdraw(moneyText(check.ok ? check.cents : 0), name)}</p>
          <Inline gap="sm">
            <Button variant="secondary" onPress={() => send({ type: 'back' })} isDisabled={withdrawing}>
              {labels.cancel}
            </Button>
            <Button onPress={() => send({ type: 'confirm' })} isPending={withdrawing} pendingLabel={labels.confirm}>
              {labels.confirm}
            </Button>
          </Inline>
        </div>
      ) : (
        <Inline>
          <Button type="submit">{labels.withdraw}</Button>
        </Inline>
      )}
    </Form>
  );
}
