import type { Context } from 'koa';

/** Text made safe inside HTML (element content and quoted attributes). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/**
 * A small page the API serves itself (the meeting room, the calendar connect window): a capability
 * (a key, a state) is in its address, so it must not leave in a Referer nor be kept by a cache,
 * and it is not indexed. `head` adds lines to the head (the meeting page's refresh).
 */
export function htmlPage(ctx: Context, status: number, title: string, body: string[], head: string[] = []) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.body = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...head,
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    ...body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
