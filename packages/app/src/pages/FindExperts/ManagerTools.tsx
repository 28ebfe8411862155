import { jobCandidatesLabels, type FreelancerCard } from '@cloudexperts/domain';
import { FindFreelancersNav } from '../findFreelancers/FindFreelancersNav.tsx';
import { FavoriteToggle } from '../jobs/FavoriteToggle.tsx';

/**
 * What Find Experts adds for a signed-in Project Manager, loaded only for them (the page's first
 * chunk is on every visitor's path, and the landing page's chunk lists what each lazy page needs).
 */

/** The tabs of /find-freelancers/:tab, Search current. */
export function ManagerNav() {
  return <FindFreelancersNav current="search" />;
}

/** The Save toggle on an expert card (`favorited` from `GET /find_freelancers`). */
export function SaveExpert({ expert, favorited }: { expert: FreelancerCard; favorited: boolean }) {
  return (
    <FavoriteToggle
      target={{ freelancer_id: expert.uuid }}
      favorited={favorited}
      words={{
        name: jobCandidatesLabels.save(expert.display_name),
        addFailed: jobCandidatesLabels.saveAddFailed,
        removeFailed: jobCandidatesLabels.saveRemoveFailed,
      }}
    />
  );
}
