import { analyticsLabels as labels } from '@cloudexperts/domain';
import { Card, CardBody, Stat } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { browserZone } from '../availability/today.ts';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useAnalytics } from './useAnalytics.ts';
import * as styles from './analytics.css.ts';
import { money, percent, whole } from './format.ts';
import { analyticsPaths } from './paths.ts';

/**
 * /my-stats (freelancer; spec document 2, section 2 names it): the freelancer's figures since they
 * joined (earnings, win rate, contracts, rating, profile views), with a link to the months.
 */
export function MyStatsPage({ zone = browserZone() }: { zone?: string }) {
  usePageTitle(labels.statsTitle);
  const { resource, retry } = useAnalytics(1, zone);
  const totals = resource.status === 'ready' && resource.data.role === 'freelancer' ? resource.data.totals : null;
  const figures = totals
    ? [
        { label: labels.earned, value: money(totals.earned_cents), description: labels.earnedHelp },
        {
          label: labels.winRate,
          value: totals.win_rate === null ? labels.noWinRate : percent(totals.win_rate),
          description: labels.winRateHelp,
        },
        { label: labels.activeContracts, value: whole(totals.active_contracts) },
        { label: labels.completedContracts, value: whole(totals.completed_contracts) },
        {
          label: labels.averageRating,
          value: totals.average_rating === null ? labels.noRating : labels.ratingOutOf(totals.average_rating),
        },
        { label: labels.profileViews, value: whole(totals.profile_views), description: labels.profileViewsHelp },
      ]
    : [];
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.statsTitle}</h1>
        <p className={styles.muted}>{labels.statsLead}</p>
      </header>
      <ListFallback resource={resource} retry={retry} labels={labels} rowHeight="8rem" />
      {totals ? (
        <>
          <div className={styles.stats}>
            {figures.map((figure) => (
              <Card key={figure.label}>
                <CardBody>
                  <Stat label={figure.label} value={figure.value} description={figure.description} />
                </CardBody>
              </Card>
            ))}
          </div>
          <Link to={analyticsPaths.analytics} className={pageStyles.link}>
            {labels.seeAnalytics}
          </Link>
        </>
      ) : null}
    </div>
  );
}
