import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { applicationStatus, vettingInterviewCalendar } from './vetting.service.ts';

/** Where a submitted application stands (/app-process, /interview-scheduled): its owner only. */
export function vettingRoutes(router: Router, app: AppContext) {
  mount(router, app, 'applicationStatus', ({ auth }) => applicationStatus(app, auth));
  mount(router, app, 'vettingInterviewCalendar', ({ auth }) => vettingInterviewCalendar(app, auth));
}
