import type { NavigateFunction } from 'react-router';

/** A provider's page: an app path through the router (the sandbox's), anything else a full navigation. */
export function navigateTo(navigate: NavigateFunction, url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
  else window.location.assign(url);
}
