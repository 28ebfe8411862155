/** A piece of a mail body: plain text, or a link (into this app when `inApp`). */
export type MailSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; inApp: boolean };

const urlPattern = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence, not the address. */
const trailing = /[.,;:!?)\]]+$/;

/**
 * Splits a mail body into text and links. A link leads into this app (a client-side navigation to
 * its path) when it is the mail's `action_path` or on this app's origin: the API builds mailed
 * links from its public URL, which in development may be another port than the app's.
 */
export function splitMailBody(body: string, actionPath: string | null, appOrigin: string): MailSegment[] {
  const segments: MailSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(urlPattern)) {
    const raw = match[0];
    const address = raw.replace(trailing, '');
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: body.slice(last, start) });
    segments.push(toLink(address, actionPath, appOrigin));
    last = start + address.length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}

function toLink(address: string, actionPath: string | null, appOrigin: string): MailSegment {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: 'text', text: address };
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  const inApp = path === actionPath || url.origin === appOrigin;
  return { kind: 'link', text: address, href: inApp ? path : url.href, inApp };
}

/** The one-time code of an SMS (5 or 6 digits, spec document 1, section 9), if it has one. */
export function readSmsCode(body: string): string | undefined {
  return /\b(\d{5,6})\b/.exec(body)?.[1];
}
