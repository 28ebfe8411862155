import type { Role } from '@cloudexperts/domain';
import { paths } from '../../site/paths.ts';

/**
 * An expert's profile page (/user-profile/:uuid), the same path in every route set. (Not
 * react-router's `generatePath`: the landing page's first chunk would carry it for this alone.)
 */
export const expertProfilePath = (uuid: string) => paths.expertProfile.replace(':uuid', encodeURIComponent(uuid));

/** Where a role looks for experts: Find Experts, except for the Admin, whose set has no such page. */
export const expertSearchPathFor = (role: Role | null): string | null => (role === 'admin' ? null : paths.findExperts);
