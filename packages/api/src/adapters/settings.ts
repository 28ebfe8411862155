/** Settings as the process reads them (environment variables, or a config file's entries). */
export type SettingsSource = Readonly<Record<string, string | undefined>>;

/** A setting's value, trimmed; a blank one counts as not set. */
export const setting = (source: SettingsSource, name: string): string | undefined => {
  const value = source[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/** An absolute http(s) URL; anything else throws, naming the setting. */
export function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url;
}

/** A timeout in whole milliseconds from 100 to `max`; `fallback` when not set; anything else throws, naming the setting. */
export function timeoutMs(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const timeout = Number(value);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > max) {
    throw new Error(`${name} must be a whole number of milliseconds from 100 to ${String(max)}, got "${value}"`);
  }
  return timeout;
}
