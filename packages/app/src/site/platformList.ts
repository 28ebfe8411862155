import { platformLabels, platformListLabels, platformOptions, type PublicPlatform } from '@cloudexperts/domain';

type Platform = (typeof platformOptions)[number];

/** One platform as the searches and displays name it. */
export interface PlatformChoice {
  key: Platform;
  label: string;
  /** False for a platform an admin took off new jobs and applications (still searchable). */
  offered: boolean;
}

export interface PlatformList {
  /**
   * Every platform: the offered ones in the admin's order with their stored labels, then the
   * others (not offered, kept so older jobs and profiles can still be searched by them).
   */
  all: readonly PlatformChoice[];
  /** A platform's name: its stored label (the spec's name until the list has loaded). */
  label: (key: Platform) => string;
  /** Whether `GET /platforms` has answered (until then, and if it failed, the spec's six). */
  loaded: boolean;
}

/** The list from `GET /platforms`'s answer, or from the spec's six before it (`null`). */
export function platformListOf(stored: readonly PublicPlatform[] | null): PlatformList {
  // Before the answer (or without one), the six of the spec, all offered: what the seed stores.
  const platforms = stored ?? platformOptions.map((key) => ({ key, label: platformLabels[key], offered: true }));
  const choices = platforms.map(({ key, label, offered }) => ({ key, label, offered }));
  const all = [...choices.filter((platform) => platform.offered), ...choices.filter((platform) => !platform.offered)];
  const labels = new Map(all.map((platform) => [platform.key, platform.label]));
  return { all, label: (key) => labels.get(key) ?? platformLabels[key], loaded: stored !== null };
}

/** A filter option's text: the label, marked when the platform is no longer offered. */
export const platformOptionLabel = (platform: PlatformChoice): string =>
  platform.offered ? platform.label : platformListLabels.notOffered(platform.label);

/**
 * A platform filter's choices: "no filter" first, then every platform, the ones no longer offered
 * marked (Find Experts and the admin's jobs list).
 */
export const platformSelectItems = (list: PlatformList, any: { id: string; label: string }) => [
  any,
  ...list.all.map((platform) => ({ id: platform.key, label: platformOptionLabel(platform) })),
];
