import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { isSafeHref, remarkPluginsFor, safeUrl } from './markdown.ts';

/** The template as HTML with the page's Markdown settings (Markdown.tsx adds only the page's elements). */
const html = (source: string, title?: string) =>
  renderToStaticMarkup(
    createElement(ReactMarkdown, { remarkPlugins: remarkPluginsFor(title), urlTransform: safeUrl }, source),
  );

describe('content template Markdown', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(
      html(['## Fees', 'First line', 'joined.', '', '- five percent', '  continued', '- 2.5% later'].join('\n')),
    ).toBe(
      '<h2>Fees</h2>\n<p>First line\njoined.</p>\n<ul>\n<li>five percent\ncontinued</li>\n<li>2.5% later</li>\n</ul>',
    );
  });

  it('reads a table with its header row (GitHub tables)', () => {
    expect(html('| Item | Why |\n| --- | --- |\n| `accessToken` | Keeps you signed in |')).toBe(
      '<table><thead><tr><th>Item</th><th>Why</th></tr></thead><tbody><tr><td><code>accessToken</code></td><td>Keeps you signed in</td></tr></tbody></table>',
    );
  });

  it('keeps raw HTML inert: shown as text, never as elements', () => {
    const shown = html('<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> here');
    expect(shown).not.toMatch(/<script|<img/);
    expect(shown).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown).toContain('<p>Text &lt;img src=x onerror=alert(1)&gt; here</p>');
  });

  it('drops unsafe link targets and keeps their text', () => {
    expect(html('[click](javascript:alert(1)) [there](//evil.example) [faq](/faq)')).toBe(
      '<p><a href="">click</a> <a href="">there</a> <a href="/faq">faq</a></p>',
    );
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('mailto:privacy@cloudexperts.example')).toBe(true);
  });

  it('leaves out a first heading that repeats the title, and only that', () => {
    expect(html('# Terms of Service\n\nHello', 'Terms of Service')).toBe('<p>Hello</p>');
    expect(html('# Terms\n\nHello', 'Terms of Service')).toBe('<h1>Terms</h1>\n<p>Hello</p>');
    expect(html('Hello\n\n# Terms of Service', 'Terms of Service')).toBe('<p>Hello</p>\n<h1>Terms of Service</h1>');
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(html('security_check_required costs 5 * 2')).toBe('<p>security_check_required costs 5 * 2</p>');
  });
});
