import { cardSetupLabels as labels, cardServerMessages, type SavedCard } from '@cloudexperts/domain';
import { CardSetup, toFailure, useApi } from '@cloudexperts/flows';
import { AlertDialog, Badge, Banner, Button, EmptyState, Inline } from '@cloudexperts/ui';
import { useState } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './payments.css.ts';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;

const nameOf = (card: SavedCard) => labels.cardName(card.brand, card.last4);

/**
 * /stripe-payment-setup (spec document 2: "card setup"; managers only): the manager's saved cards
 * (brand, •••• last4, expiry; the default marked), Make default, Remove with a confirmation, and
 * the card form (the CardSetup flow) — shown at once when there is no card, behind Add another card
 * otherwise. Milestones are funded from the default card.
 */
export function CardSetupPage() {
  usePageTitle(labels.pageTitle);
  const api = useApi();
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<Notice>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const { resource, retry } = useResource(`cards:${String(version)}`, (signal) => api.cards({ signal }));
  const reload = (next: Notice) => {
    setNotice(next);
    setAdding(false);
    setVersion((count) => count + 1);
  };
  const failed = (error: unknown) => reload({ tone: 'error', text: toFailure(error).message ?? labels.actionFailed });

  return (
    <div className={styles.cardPage}>
      <h1 className={styles.title}>{labels.pageTitle}</h1>
      <p className={styles.lead}>{labels.lead}</p>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {resource.status !== 'ready' ? (
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: labels.loading, loadFailed: labels.loadFailed, retry: labels.retry }}
        />
      ) : (
        <>
          <section className={styles.cardSection} aria-labelledby="saved-cards">
            <h2 id="saved-cards" className={styles.cardHeading}>
              {labels.savedHeading}
            </h2>
            {resource.data.records.length === 0 ? (
              <EmptyState icon="info" title={labels.noCards} headingLevel={3} />
            ) : (
              <ul className={styles.cardList} aria-labelledby="saved-cards">
                {resource.data.records.map((card) => (
                  <li key={card.id} className={styles.cardRow}>
                    <span>
                      <Inline>
                        <strong>{nameOf(card)}</strong>
                        {card.is_default ? <Badge tone="info">{labels.defaultBadge}</Badge> : null}
                      </Inline>
                      <p className={styles.cardMuted}>{labels.expires(card.exp_month, card.exp_year)}</p>
                    </span>
                    <Inline>
                      {card.is_default ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`${labels.makeDefault}: ${nameOf(card)}`}
                          onPress={() => {
                            api
                              .makeDefaultCard({ params: { id: card.id } })
                              .then(() => reload({ tone: 'success', text: labels.madeDefault(nameOf(card)) }), failed);
                          }}
                        >
                          {labels.makeDefault}
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${labels.remove}: ${nameOf(card)}`}
                        onPress={() => setRemoving(card)}
                      >
                        {labels.remove}
                      </Button>
                    </Inline>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.cardSection} aria-labelledby="add-card">
            <h2 id="add-card" className={styles.cardHeading}>
              {labels.addHeading}
            </h2>
            {resource.data.records.length === 0 || adding ? (
              <CardSetup
                provider={resource.data.provider}
                publishableKey={resource.data.publishable_key}
                cancellable={resource.data.records.length > 0}
                onDone={(output) => {
                  if (output.result === 'saved') reload({ tone: 'success', text: labels.saved });
                  else setAdding(false);
                }}
              />
            ) : (
              <div>
                <Button variant="secondary" onPress={() => setAdding(true)}>
                  {labels.addAnother}
                </Button>
              </div>
            )}
          </section>
        </>
      )}
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !busy) setRemoving(null);
        }}
        title={labels.removeTitle}
        confirmLabel={labels.remove}
        cancelLabel={labels.cancel}
        tone="danger"
        closeOnConfirm={false}
        isPending={busy}
        pendingLabel={labels.remove}
        onConfirm={() => {
          if (!removing) return;
          setBusy(true);
          api
            .removeCard({ params: { id: removing.id } })
            .then(() => reload({ tone: 'success', text: cardServerMessages.cardRemoved }), failed)
            .finally(() => {
              setBusy(false);
              setRemoving(null);
            });
        }}
      >
        {removing ? labels.removeQuestion(nameOf(removing)) : ''}
      </AlertDialog>
    </div>
  );
}
