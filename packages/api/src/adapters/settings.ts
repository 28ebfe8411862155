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
