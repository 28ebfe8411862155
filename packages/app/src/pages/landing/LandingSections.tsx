import { landingLabels, projectEnquiryLabels } from '@cloudexperts/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useReducedMotion } from '@cloudexperts/ui';
import { paths } from '../../site/paths.ts';
import type { ChatValues } from './chatForm.ts';
import { engagementTypes, plans, reasons, sectionTitles } from './content.ts';
import { Deferred } from './Deferred.tsx';
import * as heroStyles from './Hero.css.ts';
import { HowItWorks } from './HowItWorks.tsx';
import * as styles from './Landing.css.ts';

// Their code (ui widgets, the flows, the API client) loads when they come into view or are asked
// for.
const CategoryCarousel = lazy(async () => ({ default: (await import('./CategoryCarousel.tsx')).CategoryCarousel }));
const FeaturedExperts = lazy(async () => ({ default: (await import('./FeaturedExperts.tsx')).FeaturedExperts }));
const BookCallSection = lazy(async () => ({ default: (await import('./BookCallSection.tsx')).BookCallSection }));
const ChatForm = lazy(async () => ({ default: (await import('./ChatForm.tsx')).ChatForm }));
const loadProjectModal = () => import('./ProjectModal.tsx');
const ProjectModal = lazy(async () => ({ default: (await loadProjectModal()).ProjectModal }));

/** Where 'Let's Chat' goes. */
const BOOK_A_CALL_ID = 'book-a-call';

interface Enquiry {
  /** The modal's code has been asked for (it stays mounted after, so it can animate out). */
  requested: boolean;
  isOpen: boolean;
  prefill: ChatValues | null;
}

export interface LandingSectionsProps {
  /** The visitor moves through the page by keyboard: render every deferred part now. */
  loadAll: boolean;
}

/**
 * Everything below the hero (spec document 1, sections 1 and 2): How it Works, the category
 * carousel, the featured experts, why choose us, the kinds of engagement, pricing, 'Let's have a
 * chat', the second chat form and the project modal. The carousel, the featured experts, the
 * book-a-call flow, the chat form and the modal load on their own, when they come into view or
 * are asked for.
 */
export function LandingSections({ loadAll }: LandingSectionsProps) {
  const ids = {
    categories: useId(),
    featured: useId(),
    reasons: useId(),
    engagements: useId(),
    pricing: useId(),
    chat: useId(),
  };
  const reducedMotion = useReducedMotion();
  const [chatRequest, setChatRequest] = useState(0);
  const [enquiry, setEnquiry] = useState<Enquiry>({ requested: false, isOpen: false, prefill: null });

  const openEnquiry = (prefill: ChatValues | null = null) => {
    setEnquiry({ requested: true, isOpen: true, prefill });
  };
  const prefetchEnquiry = () => {
    void loadProjectModal();
  };

  const letsChat = () => {
    setChatRequest((count) => count + 1);
    document
      .getElementById(BOOK_A_CALL_ID)
      ?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <>
      <HowItWorks />

      <section aria-labelledby={ids.categories} className={styles.section}>
        <h2 id={ids.categories} className={styles.sectionTitle}>
          {sectionTitles.categories}
        </h2>
        <Deferred force={loadAll} fallback={<div className={styles.reserve.categories} />}>
          <CategoryCarousel />
        </Deferred>
      </section>

      <section aria-labelledby={ids.featured} className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 id={ids.featured} className={styles.sectionTitle}>
            {sectionTitles.featured}
          </h2>
          <Link to={paths.findExperts} className={styles.textLink}>
            See all experts
          </Link>
        </div>
        <Deferred force={loadAll} fallback={<div className={styles.reserve.featured} />}>
          <FeaturedExperts />
        </Deferred>
      </section>

      <section aria-labelledby={ids.reasons} className={styles.section}>
        <h2 id={ids.reasons} className={styles.sectionTitle}>
          {sectionTitles.reasons}
        </h2>
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <h3 className={styles.tileTitle}>{reason.title}</h3>
              <p className={styles.tileText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.engagements} className={styles.section}>
        <h2 id={ids.engagements} className={styles.sectionTitle}>
          {sectionTitles.engagements}
        </h2>
        <ul className={styles.cards}>
          {engagementTypes.map((type) => (
            <li key={type.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{type.title}</h3>
              <p className={styles.tileText}>{type.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.aside}>
          <p className={styles.asideText}>Not sure which fits your project? Tell us about it.</p>
          <button
            type="button"
            className={heroStyles.secondaryAction}
            aria-haspopup="dialog"
            onPointerEnter={prefetchEnquiry}
            onFocus={prefetchEnquiry}
            onClick={() => {
              openEnquiry();
            }}
          >
            {projectEnquiryLabels.open}
          </button>
        </div>
      </section>

      <section aria-labelledby={ids.pricing} className={styles.section}>
        <h2 id={ids.pricing} className={styles.sectionTitle}>
          {sectionTitles.pricing}
        </h2>
        <ul className={styles.cards}>
          {[plans.partTime, plans.fullTime].map((plan) => (
            <li key={plan.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{plan.title}</h3>
              <p className={styles.price}>{plan.price}</p>
              <p className={styles.tileText}>{plan.text}</p>
            </li>
          ))}
          <li className={styles.tile}>
            <h3 className={styles.tileTitle}>{plans.flexible.title}</h3>
            <p className={styles.price}>{plans.flexible.price}</p>
            <p className={styles.tileText}>{plans.flexible.text}</p>
            <div className={styles.tileAction}>
              <button
                type="button"
                className={heroStyles.primaryAction}
                aria-controls={BOOK_A_CALL_ID}
                onClick={letsChat}
              >
                {landingLabels.pricing.letsChat}
              </button>
            </div>
          </li>
        </ul>
      </section>

      <Deferred
        id={BOOK_A_CALL_ID}
        force={loadAll || chatRequest > 0}
        fallback={<div className={styles.reserve.bookCall} />}
      >
        <BookCallSection focusRequest={chatRequest} />
      </Deferred>

      <section aria-labelledby={ids.chat} className={styles.section}>
        <h2 id={ids.chat} className={styles.sectionTitle}>
          {sectionTitles.chat}
        </h2>
        <p className={styles.sectionLead}>
          Leave your name and company email, then tell us about your project and we will set up the call.
        </p>
        <Deferred force={loadAll} fallback={<div className={styles.reserve.chatForm} />}>
          <ChatForm
            labelledBy={ids.chat}
            onContinue={(values) => {
              openEnquiry(values);
            }}
          />
        </Deferred>
      </section>

      {enquiry.requested ? (
        <Suspense fallback={null}>
          <ProjectModal
            isOpen={enquiry.isOpen}
            prefill={enquiry.prefill}
            onOpenChange={(isOpen) => {
              setEnquiry((current) => ({ ...current, isOpen }));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
