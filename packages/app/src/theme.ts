import { themeClasses, themeNames, type ThemeName } from '@cloudexperts/ui';
import { themeStorageKey as STORAGE_KEY } from '@cloudexperts/ui/themes';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

const isThemeName = (value: string | null): value is ThemeName =>
  (themeNames as readonly (string | null)[]).includes(value);

export function initialTheme(): ThemeName {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isThemeName(stored)) return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Puts `theme`'s class (which defines every token the styles read) on `<html>`. */
export function applyTheme(theme: ThemeName) {
  const root = document.documentElement;
  const all = themeNames.flatMap((name) => themeClasses[name].split(' '));
  root.classList.remove(...all);
  root.classList.add(...themeClasses[theme].split(' '));
}

/**
 * Applies the chosen theme to `<html>`; the choice is remembered, the system's is the default. A
 * choice made in another tab (a `storage` event) is followed here too.
 */
export function useTheme() {
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && isThemeName(event.newValue)) setTheme(event.newValue);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORAGE_KEY, next);
      return next;
    });
  }, []);
  return { theme, toggle };
}
