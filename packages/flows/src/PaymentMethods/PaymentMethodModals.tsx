import {
  alsoAvailableAccountTypes,
  moneyText,
  paymentAccountNames,
  paymentMethodLabels as labels,
  recommendedAccountType,
  withdrawalFeeCents,
  type PaymentAccountType,
} from '@cloudexperts/domain';
import { AlertDialog, Badge, Banner, Button, Dialog, Modal } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import type { FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import {
  addPaymentMethodMachine,
  removePaymentMethodMachine,
  type AddPaymentMethodOutput,
  type RemovePaymentMethodOutput,
} from './paymentMethods.machine.ts';
import * as styles from './paymentMethods.css.ts';

export interface AddPaymentMethodProps extends FlowModalProps<AddPaymentMethodOutput> {
  /** Spec document 2, section 2: ADD_PAYMENT_MODAL's flag; PayPal is offered to freelancers only. */
  hasPaypal: boolean;
  /** The methods already added (hidden). */
  added: readonly PaymentAccountType[];
}

function MethodRow({
  accountType,
  badge,
  children,
}: {
  accountType: PaymentAccountType;
  badge?: string;
  children: React.ReactNode;
}) {
  const name = paymentAccountNames[accountType];
  const fee = withdrawalFeeCents[accountType];
  return (
    <li className={styles.methodRow}>
      <span className={styles.methodName}>
        <strong>{name}</strong>
        {badge ? <Badge tone="success">{badge}</Badge> : null}
        <span className={styles.muted}>
          {labels.feeLabel}: {fee === 0 ? labels.free : moneyText(fee)}
        </span>
      </span>
      {children}
    </li>
  );
}

function AddPaymentMethodBody({
  hasPaypal,
  added,
  onDone,
}: Omit<AddPaymentMethodProps, 'isOpen' | 'onOpenChange' | 'onDone'> & {
  onDone: (output: AddPaymentMethodOutput) => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      addPaymentMethodMachine.provide({
        actors: {
          setPaymentMethod: fromPromise(({ input, signal }) =>
            api.setPaymentMethod({ body: { account_type: input.accountType }, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { onDone });
  const starting = snapshot.matches('startingPaypal');
  const offered = (type: PaymentAccountType) => !added.includes(type) && (type !== 'paypal' || hasPaypal);
  const others = alsoAvailableAccountTypes.filter(offered);
  const setUp = (type: PaymentAccountType) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${labels.setUp} ${paymentAccountNames[type]}`}
      onPress={() => send({ type: 'choose', accountType: type })}
      isDisabled={starting}
    >
      {labels.setUp}
    </Button>
  );
  return (
    <Dialog
      title={labels.addTitle}
      showCloseButton={false}
      actions={
        <Button variant="secondary" onPress={() => send({ type: 'cancel' })} isDisabled={starting}>
          {labels.cancel}
        </Button>
      }
    >
      {snapshot.context.error ? <Banner tone="error">{snapshot.context.error}</Banner> : null}
      {!offered(recommendedAccountType) && others.length === 0 ? <p>{labels.allAdded}</p> : null}
      {offered(recommendedAccountType) ? (
        <ul className={styles.methodList}>
          <MethodRow accountType={recommendedAccountType} badge={labels.recommended}>
            {setUp(recommendedAccountType)}
          </MethodRow>
        </ul>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="also-available">
          <h3 id="also-available" className={styles.subheading}>
            {labels.alsoAvailable}
          </h3>
          <ul className={styles.methodList}>
            {others.map((type) => (
              <MethodRow key={type} accountType={type}>
                {type === 'paypal' ? (
                  <Button
                    size="sm"
                    onPress={() => send({ type: 'loginPaypal' })}
                    isPending={starting}
                    pendingLabel={labels.loginWithPaypal}
                  >
                    {labels.loginWithPaypal}
                  </Button>
                ) : (
                  setUp(type)
                )}
              </MethodRow>
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}

/**
 * ADD_PAYMENT_MODAL (spec document 2, sections 2 and 5): Payoneer 'Recommended for USA'; 'Also
 * available': Skrill, Direct to U.S. Bank, PayPal (with its own login button, when `hasPaypal`);
 * the methods already added are hidden. The caller hears the choice (`setup`: go to
 * /setup-payment/:type) or PayPal's login (`redirect`).
 */
export function AddPaymentMethod({ isOpen, onOpenChange, onDone, ...props }: AddPaymentMethodProps) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <AddPaymentMethodBody
          {...props}
          onDone={(output) => {
            onDone?.(output);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Modal>
  );
}

export interface RemovePaymentMethodProps extends FlowModalProps<RemovePaymentMethodOutput> {
  accountType: PaymentAccountType;
}

function RemoveConfirmation({
  accountType,
  onDone,
}: {
  accountType: PaymentAccountType;
  onDone: (output: RemovePaymentMethodOutput) => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      removePaymentMethodMachine.provide({
        actors: {
          removePaymentMethod: fromPromise(({ input, signal }) =>
            api.removePaymentMethod({ query: { account_type: input.accountType }, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { accountType }, onDone });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) send({ type: 'cancel' });
      }}
      title={labels.removeTitle}
      tone="danger"
      confirmLabel={labels.remove}
      cancelLabel={labels.cancel}
      pendingLabel={labels.remove}
      closeOnConfirm={false}
      isPending={snapshot.matches('removing')}
      onConfirm={() => send({ type: 'confirm' })}
    >
      <p>{labels.removeQuestion(paymentAccountNames[accountType])}</p>
      {snapshot.context.error ? <p role="alert">{snapshot.context.error}</p> : null}
    </AlertDialog>
  );
}

/**
 * REMOVE_PAYMENT_MODAL (spec document 2, sections 2 and 7): a confirmation, then
 * `GET /payments/remove_payment_method`; the caller hears 'Account deleted.' through `onDone`.
 */
export function RemovePaymentMethod({ isOpen, onOpenChange, onDone, accountType }: RemovePaymentMethodProps) {
  if (!isOpen) return null;
  return (
    <RemoveConfirmation
      accountType={accountType}
      onDone={(output) => {
        onDone?.(output);
        onOpenChange(false);
      }}
    />
  );
}
