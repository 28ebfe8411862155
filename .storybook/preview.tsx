// First: zod must not probe for eval under Storybook's Content Security Policy.
import '@cloudexperts/domain/jitless';
import { API_PREFIX } from '@cloudexperts/domain';
import { defaultHandlers } from '@cloudexperts/domain/mocks';
import { LinkRouterProvider, themeClasses, themeNames, toast, type ThemeName } from '@cloudexperts/ui';
import '@cloudexperts/ui/global.css';
import { themeStorageKey } from '@cloudexperts/ui/themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { resetPending } from '../packages/app/src/auth/requestTracker.ts';

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): the assertions are the
// same, but a story on a machine busy with other work is not failed for being slow.
configure({ asyncUtilTimeout: 5000 });

/** Set by the Vitest story projects (one run per theme); Storybook itself starts light. */
declare const __STORY_THEME__: ThemeName | undefined;
const initialTheme: ThemeName = typeof __STORY_THEME__ === 'undefined' ? 'light' : __STORY_THEME__;
/** The Vitest story projects, or the visual suite (its browser says it is Storybook's test runner). */
const underTestRun = typeof __STORY_THEME__ !== 'undefined' || navigator.userAgent.includes('StorybookTestRunner');

/** Puts the theme's class on <html>, as the app does, so portals and overlays get it too. */
function applyThemeClass(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.remove(...themeNames.flatMap((name) => themeClasses[name].split(' ')));
  root.classList.add(...themeClasses[theme].split(' '));
}

function ThemeRoot({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useEffect(() => {
    applyThemeClass(theme);
  }, [theme]);
  return children;
}

declare global {
  interface Window {
    /**
     * For the visual suite (tests/visual/storybook.ts): shows the story on screen in another theme
     * without rendering it again, as a theme chosen in another tab reaches the app (a `storage`
     * event, which the app's headers follow). Styles read the theme only through the class.
     */
    __showStoryInTheme?: (theme: ThemeName) => void;
  }
}
window.__showStoryInTheme = (theme) => {
  applyThemeClass(theme);
  localStorage.setItem(themeStorageKey, theme);
  window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: theme }));
};

const withTheme: Decorator = (Story, context) => {
  const requested = context.globals.theme as string | undefined;
  const theme = themeNames.find((name) => name === requested) ?? initialTheme;
  // The app's headers read the remembered theme (packages/app/src/theme.ts) and apply it to
  // <html> themselves: without this, a page story was light in the dark theme's screenshots.
  localStorage.setItem(themeStorageKey, theme);
  return (
    <ThemeRoot theme={theme}>
      <Story />
    </ThemeRoot>
  );
};

/**
 * A link outside the app's own router (a flow view's "Login" in a flow story) is reported in the
 * Actions panel instead of loading another page into the preview. Page stories mount the app's
 * routes, whose Shell sets the app's router (packages/app/src/Shell/LinkRouter.tsx) inside this.
 */
const navigateAction = action('navigate');
const withLinkRouter: Decorator = (Story) => (
  <LinkRouterProvider
    navigate={(href) => {
      navigateAction(href);
    }}
  >
    <Story />
  </LinkRouterProvider>
);

// The worker sits beside iframe.html, so a relative URL works in dev, in the static build under
// /storybook, and in the Vitest browser runner (served from its root).
const workerUrl = window.location.pathname.endsWith('iframe.html') ? './mockServiceWorker.js' : '/mockServiceWorker.js';

/**
 * React Aria's live announcer keeps a pending button's announcement for seconds, pointing at the
 * button by id; once the story is gone that id is dangling and axe fails the next story. Every
 * story starts with the announcer empty.
 */
function clearStaleAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) node.remove();
}

const preview: Preview = {
  beforeEach() {
    clearStaleAnnouncements();
    // The shared toast queue outlives a story: a toast one story raised must not show in the next.
    toast.clear();
    // So does the loading bar's count: a story that left a request hanging (`hang`, a load aborted
    // late) kept the bar on for the stories after it on the same page (Landing / Featured Empty).
    resetPending();
  },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...defaultHandlers);
      await worker.start({
        quiet: true,
        serviceWorker: { url: workerUrl },
        onUnhandledFrame({ frame, defaults }) {
          // A story that reaches the real API without a handler is a broken story.
          const { request } = frame.data as { request?: Request };
          if (request && new URL(request.url).pathname.startsWith(API_PREFIX)) defaults.error();
        },
      });
      return worker;
    }),
  ],
  decorators: [withTheme, withLinkRouter],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((value) => ({ value, title: value === 'light' ? 'Light' : 'Dark' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test. Under a test run only the violations' nodes get
    // selectors (the passes' were a quarter of axe's time on a big page); the a11y panel a designer
    // opens keeps every result.
    a11y: { test: 'error', ...(underTestRun ? { options: { resultTypes: ['violations'] } } : {}) },
    options: { storySort: { order: ['Foundations', 'Components', 'Flows', 'Pages'] } },
  },
};

export default preview;
