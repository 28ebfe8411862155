import { staffScheduleDashboardLabels as labels } from '@cloudexperts/domain';
import { LinksCard } from '../LinksCard.tsx';
import { staffSchedulePaths } from './paths.ts';

const links = [
  { to: staffSchedulePaths.schedule, label: labels.schedule, help: labels.scheduleHelp },
  { to: staffSchedulePaths.analytics, label: labels.analytics, help: labels.analyticsHelp },
] as const;

/** The staff home's way to every client's interviews (/experts-schedule) and figures (/analytics). */
export function AcrossClientsCard() {
  return <LinksCard title={labels.title} links={links} />;
}
