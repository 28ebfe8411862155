import type { RouteObject } from 'react-router';
import { Home } from './pages/Home.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import { lazyPage } from './pages/lazyPage.ts';
import { RouteError } from './pages/RouteError.tsx';
import { publicPortal } from './portals/public.ts';
import { mountedEntries, providedRoutesFor, type PageId, type Portal } from './portals/table.ts';
import { Shell } from './Shell/Shell.tsx';
import { publicJobRoutes } from './pages/jobs/publicRoutes.tsx';
import type { AdvisoryPageId, HelpPageId, InfoPageId, LegalPageId } from './site/paths.ts';

const findExperts = async () => ({ Component: (await import('./pages/FindExperts/FindExperts.tsx')).FindExperts });

const expertProfile = async () => ({
  Component: (await import('./pages/experts/ExpertProfilePage.tsx')).ExpertProfilePage,
});

const categoryDescription = async () => ({
  Component: (await import('./pages/categories/CategoryDescription.tsx')).CategoryDescription,
});

const companyEnquiry = async () => ({
  Component: (await import('./pages/company/TellUsAboutCompany.tsx')).TellUsAboutCompany,
});

const accountPage = (view: 'login' | 'signup') => async () => {
  const { AccountPage } = await import('./auth/AccountPage.tsx');
  return { element: <AccountPage view={view} /> };
};

const signedInHome = async () => ({ Component: (await import('./portals/SignedInHome.tsx')).SignedInHome });

const infoPage = (id: InfoPageId) => async () => {
  const { InfoPageRoute } = await import('./pages/content/InfoPage.tsx');
  return { element: <InfoPageRoute id={id} /> };
};

const helpPage = (id: HelpPageId) => async () => {
  const { HelpPageRoute } = await import('./pages/content/HelpPage.tsx');
  return { element: <HelpPageRoute id={id} /> };
};

const advisoryPage = (id: AdvisoryPageId) => async () => {
  const { AdvisoryPageRoute } = await import('./pages/content/AdvisoryPage.tsx');
  return { element: <AdvisoryPageRoute id={id} /> };
};

const legalPage = (id: LegalPageId) => async () => {
  const { LegalPage } = await import('./pages/legal/LegalPage.tsx');
  return { element: <LegalPage id={id} /> };
};

/** How each built page loads. The landing page is the one eager page. */
function routeOf(path: string, page: PageId): RouteObject {
  switch (page) {
    case 'landing':
      return { path, element: <Home /> };
    case 'signedInHome':
      return lazyPage(path, signedInHome);
    case 'findExperts':
      return lazyPage(path, findExperts);
    case 'expertProfile':
      return lazyPage(path, expertProfile);
    case 'categoryDescription':
      return lazyPage(path, categoryDescription);
    case 'companyEnquiry':
      return lazyPage(path, companyEnquiry);
    case 'login':
      return lazyPage(path, accountPage('login'));
    case 'signUp':
      return lazyPage(path, accountPage('signup'));
  }
  const [kind, id] = page.split('.') as [string, string];
  if (kind === 'info') return lazyPage(path, infoPage(id as InfoPageId));
  if (kind === 'help') return lazyPage(path, helpPage(id as HelpPageId));
  if (kind === 'advisory') return lazyPage(path, advisoryPage(id as AdvisoryPageId));
  return lazyPage(path, legalPage(id as LegalPageId));
}

/** The account screens' routes, once `pages/account/routes.tsx` exists (it is built beside this). */
interface AccountRoutesModule {
  publicAccountRoutes?: RouteObject[];
  signedInAccountRoutes?: RouteObject[];
}
const accountModules = import.meta.glob<AccountRoutesModule>('./pages/account/routes.tsx', { eager: true });
const accountModule = Object.values(accountModules)[0];
export const accountRoutes = {
  signedOut: accountModule?.publicAccountRoutes ?? [],
  signedIn: accountModule?.signedInAccountRoutes ?? [],
};

/**
 * The route table of a set (spec document 1, sections 2 and 6; document 2, section 2) in the
 * frame, with `provided` routes (the account screens) beside its own. The landing page renders at
 * once; every other page loads on demand inside the app's API scope. A path the table does not
 * mount, planned or unknown, is the not-found page.
 */
export function routesOf(portal: Portal, provided: readonly RouteObject[]): RouteObject[] {
  const entries = mountedEntries(portal);
  const eager = entries.filter((entry) => entry.page === 'landing').map((entry) => routeOf(entry.path, entry.page));
  const lazy = entries.filter((entry) => entry.page !== 'landing').map((entry) => routeOf(entry.path, entry.page));
  return [
    {
      element: <Shell />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...eager,
            {
              HydrateFallback: PageLoading,
              lazy: async () => ({ Component: (await import('./auth/ApiScope.tsx')).ApiLayout }),
              children: [...lazy, ...provided],
            },
            lazyPage('*', async () => ({ Component: (await import('./pages/NotFound.tsx')).NotFound })),
          ],
        },
      ],
    },
  ];
}

/**
 * The signed-out route table: the public set and the signed-out account screens. (The signed-in
 * tables load with the first signed-in page: `portals/signedInRoutes.ts`.)
 */
export const publicRoutes: RouteObject[] = routesOf(
  publicPortal,
  providedRoutesFor(publicPortal, [...accountRoutes.signedOut, ...publicJobRoutes]),
);
