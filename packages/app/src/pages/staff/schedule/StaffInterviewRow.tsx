import { interviewListLabels, staffScheduleListLabels as labels, type StaffInterview } from '@cloudexperts/domain';
import { Badge } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { formatLocalTime, statusTone } from '../../interviews/InterviewCard.tsx';
import * as pageStyles from '../../pages.css.ts';
import * as styles from '../staff.css.ts';
import { staffInterviewPath } from './paths.ts';

/** One interview of the staff schedule: who with whom (the link to the staff view), the job, the time in the reader's zone, its state. */
export function StaffInterviewRow({ interview }: { interview: StaffInterview }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={staffInterviewPath(interview.id)} className={pageStyles.link}>
            {interview.job.title}
          </Link>
        </p>
        <p className={styles.muted}>{labels.client(interview.client.name)}</p>
        <p className={styles.muted}>{labels.freelancer(interview.freelancer.name)}</p>
      </div>
      <div className={styles.who}>
        <p>
          <time dateTime={interview.starts_at}>{formatLocalTime(interview.local_time)}</time>
        </p>
        <p className={styles.muted}>{interview.platform_label}</p>
      </div>
      <div className={styles.badges}>
        <Badge tone={statusTone(interview.status)}>{interviewListLabels.statuses[interview.status]}</Badge>
        {interview.past ? <Badge tone="neutral">{labels.past}</Badge> : null}
      </div>
    </li>
  );
}
