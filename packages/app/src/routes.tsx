import type { RouteObject } from 'react-router';
import { Shell } from './Shell/Shell.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';

/**
 * The public route set. Each role gets its own set (spec document 2, section 2) as its pages are
 * built; a path no set knows is the not-found page.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
