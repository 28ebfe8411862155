import { useSearchParams } from 'react-router';
import { interviewParam } from './paths.ts';
import { StaffInterviewPage } from './StaffInterviewPage.tsx';
import { StaffSchedulePage } from './StaffSchedulePage.tsx';

/** /experts-schedule: the list, or the interview `?interview=` names (the staff set keeps the manager's paths only). */
export function StaffScheduleRoute() {
  const [params] = useSearchParams();
  const interview = interviewParam(params);
  return interview === null ? <StaffSchedulePage /> : <StaffInterviewPage id={interview} />;
}
