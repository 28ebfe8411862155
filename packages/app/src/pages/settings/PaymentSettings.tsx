import {
  moneyText,
  paymentAccountNames,
  paymentMethodLabels as labels,
  type PaymentAccountType,
  type ResponseOf,
  type Role,
} from '@cloudexperts/domain';
import { AddPaymentMethod, RemovePaymentMethod, toFailure, useApi, WithdrawForm } from '@cloudexperts/flows';
import { Banner, Button, Card, CardBody, CardFooter, CardHeader, CardTitle, EmptyState } from '@cloudexperts/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListFallback } from '../ListFallback.tsx';
import { useResource } from '../useResource.ts';
import { navigateTo } from './navigateTo.ts';
import { setupPaymentPath } from './paths.ts';
import * as styles from './settings.css.ts';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;

/** One payment setting as a card, like /settings' other sections (its title names it). */
function PaymentCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" padding="lg">
      <CardHeader>
        <CardTitle level={2} id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}

/**
 * Completes a provider login that came back to /settings with `code` and `id` (spec document 2,
 * section 1: /settings is the return address): `authenticatePaymentMethod` once, then the query
 * is dropped (the code is single use) and the page says how it went.
 */
function useProviderReturn(onSettled: (notice: Notice) => void) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const id = params.get('id');
  const started = useRef<string | null>(null);
  const [busy, setBusy] = useState(code !== null && id !== null);
  useEffect(() => {
    if (code === null || id === null || started.current === code) return;
    started.current = code;
    setBusy(true);
    api
      .authenticatePaymentMethod({ query: { code, id } })
      .then(
        () => onSettled({ tone: 'success', text: labels.methodAdded }),
        (error: unknown) => onSettled({ tone: 'error', text: toFailure(error).message ?? labels.actionFailed }),
      )
      .finally(() => {
        setBusy(false);
        setParams({}, { replace: true });
      });
  }, [api, code, id, onSettled, setParams]);
  return busy;
}

/**
 * The payment part of /settings (spec document 2, sections 1 and 2; the account screens' Settings
 * page shows it for the freelancer and the manager): the provider login's return, the payment
 * methods (list, add with ADD_PAYMENT_MODAL, remove with REMOVE_PAYMENT_MODAL) and, for the
 * freelancer, the available balance and Withdraw.
 */
export function PaymentSettingsSection({ role }: { role: Role }) {
  if (role !== 'freelancer' && role !== 'project_manager') return null;
  return <PaymentSettingsFor isFreelancer={role === 'freelancer'} />;
}

function PaymentSettingsFor({ isFreelancer }: { isFreelancer: boolean }) {
  const [notice, setNotice] = useState<Notice>();
  const [reload, setReload] = useState(0);
  const settled = useCallback((next: Notice) => {
    setNotice(next);
    setReload((count) => count + 1);
  }, []);
  const authenticating = useProviderReturn(settled);
  return (
    <div className={styles.cards}>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {authenticating ? (
        <PaymentCard id="payment-methods" title={labels.methodsHeading}>
          <p role="status">{labels.authenticating}</p>
        </PaymentCard>
      ) : (
        <PaymentSettings key={reload} isFreelancer={isFreelancer} onNotice={setNotice} />
      )}
    </div>
  );
}

interface Loaded {
  methods: ResponseOf<'paymentMethods'>['records'];
  balance: ResponseOf<'payoutBalance'> | null;
}

function PaymentSettings({ isFreelancer, onNotice }: { isFreelancer: boolean; onNotice: (notice: Notice) => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const [modal, setModal] = useState<{ kind: 'add' } | { kind: 'remove'; accountType: PaymentAccountType } | null>(
    null,
  );
  const [version, setVersion] = useState(0);
  const { resource, retry } = useResource<Loaded>(`settings:${String(version)}`, async (signal) => {
    const [methods, balance] = await Promise.all([
      api.paymentMethods({ signal }),
      isFreelancer ? api.payoutBalance({ signal }) : Promise.resolve(null),
    ]);
    return { methods: methods.records, balance };
  });
  const [balance, setBalance] = useState<ResponseOf<'payoutBalance'> | null>(null);
  const onWithdrawn = useCallback((answer: ResponseOf<'withdraw'>) => setBalance(answer.balance), []);

  if (resource.status !== 'ready') {
    return (
      <PaymentCard id="payment-methods" title={labels.methodsHeading}>
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: labels.loading, loadFailed: labels.loadFailed, retry: labels.retry }}
        />
      </PaymentCard>
    );
  }
  const { methods } = resource.data;
  const shownBalance = balance ?? resource.data.balance;
  const added = methods.map((method) => method.account_type);
  const refresh = () => {
    setBalance(null);
    setVersion((count) => count + 1);
  };

  const closeModal = (isOpen: boolean) => {
    if (!isOpen) setModal(null);
  };
  const addMethod = () => setModal({ kind: 'add' });
  const removeMethod = (accountType: PaymentAccountType) => setModal({ kind: 'remove', accountType });

  return (
    <>
      <PaymentCard
        id="payment-methods"
        title={labels.methodsHeading}
        action={<Button onPress={addMethod}>{labels.addMethod}</Button>}
      >
        {methods.length === 0 ? (
          <EmptyState icon="info" title={labels.noMethods} headingLevel={3} />
        ) : (
          <ul className={styles.methods} aria-labelledby="payment-methods">
            {methods.map((method) => {
              const name = paymentAccountNames[method.account_type];
              return (
                <li key={method.id} className={styles.method}>
                  <span>
                    <strong>{name}</strong>
                    <p className={styles.muted}>
                      {labels.feeLabel}:{' '}
                      {method.withdrawal_fee_cents === 0 ? labels.free : moneyText(method.withdrawal_fee_cents)}
                    </p>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${labels.remove} ${name}`}
                    onPress={() => removeMethod(method.account_type)}
                  >
                    {labels.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {/* ADD_PAYMENT_MODAL and REMOVE_PAYMENT_MODAL (also in the popup host's registry). */}
        <AddPaymentMethod
          isOpen={modal?.kind === 'add'}
          onOpenChange={closeModal}
          hasPaypal={isFreelancer}
          added={added}
          onDone={(output) => {
            if (output.result === 'setup') void navigate(setupPaymentPath(output.accountType));
            if (output.result === 'redirect') navigateTo(navigate, output.url);
          }}
        />
        {modal?.kind === 'remove' ? (
          <RemovePaymentMethod
            isOpen
            onOpenChange={closeModal}
            accountType={modal.accountType}
            onDone={(output) => {
              if (output.result === 'removed') {
                onNotice({ tone: 'success', text: output.message });
                refresh();
              }
            }}
          />
        ) : null}
      </PaymentCard>
      {isFreelancer && shownBalance ? (
        <PaymentCard id="available-balance" title={labels.balanceHeading}>
          <p className={styles.balance} data-testid="available-balance">
            {moneyText(shownBalance.available_cents)}
          </p>
          {shownBalance.pending_withdrawal_cents > 0 ? (
            <p className={styles.muted}>{labels.pendingLine(moneyText(shownBalance.pending_withdrawal_cents))}</p>
          ) : null}
          {methods.length === 0 ? (
            <p className={styles.muted}>{labels.addMethodFirst}</p>
          ) : (
            <WithdrawForm
              key={added.join('|')}
              availableCents={shownBalance.available_cents}
              methods={added}
              onWithdrawn={onWithdrawn}
            />
          )}
        </PaymentCard>
      ) : null}
    </>
  );
}
