import { platformLabels, platformOptions, type PublicPlatform } from '@cloudexperts/domain';

type Platform = (typeof platformOptions)[number];

/**
 * The platforms a form offers: the stored ones an admin keeps offered (`GET /platforms`, issue 19),
 * in their order and by their labels; until they load (or if they failed), the six of the spec.
 * The value the form already holds stays offered, so an older job or draft is shown as it is.
 */
export function platformChoices(
  stored: readonly PublicPlatform[] | undefined,
  current: Platform | '' | null | undefined,
): Array<{ key: Platform; label: string }> {
  const choices =
    stored && stored.length > 0
      ? stored.filter((platform) => platform.offered).map((platform) => ({ key: platform.key, label: platform.label }))
      : platformOptions.map((key) => ({ key, label: platformLabels[key] }));
  if (current && !choices.some((choice) => choice.key === current)) {
    // A platform taken off since the form chose it keeps its stored name.
    choices.push({ key: current, label: platformNameIn(stored, current) });
  }
  return choices;
}

/** A platform's name as the admin stores it (the spec's until the stored platforms load). */
export const platformNameIn = (stored: readonly PublicPlatform[] | undefined, key: Platform): string =>
  stored?.find((platform) => platform.key === key)?.label ?? platformLabels[key];
