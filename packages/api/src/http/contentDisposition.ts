/**
 * A Content-Disposition header that cannot be bent by the name in it (RFC 6266): `filename` is a
 * plain-ASCII stand-in (anything else, quotes and backslashes become `_`), `filename*` the real
 * name in UTF-8 (RFC 8187), which browsers prefer.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
