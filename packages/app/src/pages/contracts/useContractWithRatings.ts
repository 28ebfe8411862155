import { idParamsSchema } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { useResource } from '../useResource.ts';

/** The contract of the route's :id with its two ratings (null for a link that names none), and who is looking. */
export function useContractWithRatings() {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const { resource, retry } = useResource(`contract ratings ${String(id)}`, async (signal) => {
    if (id === null) return null;
    const [{ contract }, ratings] = await Promise.all([
      api.getContract({ params: { id }, signal }),
      api.getRatings({ params: { id }, signal }),
    ]);
    return { contract, ratings };
  });
  return { id, resource, retry, isFreelancer };
}
