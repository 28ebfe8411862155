import { Landing } from './landing/Landing.tsx';
import { usePageTitle } from './usePageTitle.ts';

/** The signed-out home page: the landing page (spec document 1, section 2). */
export function Home() {
  usePageTitle('Hire vetted cloud experts');
  return <Landing />;
}
