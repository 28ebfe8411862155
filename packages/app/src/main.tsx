// First: zod must not probe for eval under the page's Content Security Policy.
import '@cloudexperts/domain/jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@cloudexperts/ui/global.css';
import { createAuthStore } from './auth/authStore.ts';
import { createPortalNavigator, PortalApp } from './portals/PortalApp.tsx';
import { applyTheme, initialTheme } from './theme.ts';

// The theme's tokens are on <html> before anything renders, so the first paint is the final layout.
applyTheme(initialTheme());

const auth = createAuthStore({ storage: localStorage, tabStorage: sessionStorage });
const navigator = createPortalNavigator(auth, (routes) => createBrowserRouter(routes));
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <PortalApp auth={auth} navigator={navigator} />
  </StrictMode>,
);
