import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown, plainText } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and lists', () => {
    const blocks = parseMarkdown(
      ['# Terms', '', 'First line', 'joined.', '', '## Fees', '- five percent', '  continued', '- 2.5% later'].join(
        '\n',
      ),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Terms' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line joined.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Fees' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'five percent continued' }], [{ kind: 'text', text: '2.5% later' }]],
      },
    ]);
  });

  it('reads numbered lists and ends a list at a paragraph', () => {
    const blocks = parseMarkdown('1. one\n2. two\nAfter');
    expect(blocks.map((block) => block.kind)).toEqual(['list', 'paragraph']);
    expect(blocks[0]).toMatchObject({ ordered: true });
  });

  it('reads a table with its header row', () => {
    const [table] = parseMarkdown('| Item | Why |\n| --- | --- |\n| `accessToken` | Keeps you signed in |');
    expect(table).toEqual({
      kind: 'table',
      header: [[{ kind: 'text', text: 'Item' }], [{ kind: 'text', text: 'Why' }]],
      rows: [[[{ kind: 'code', text: 'accessToken' }], [{ kind: 'text', text: 'Keeps you signed in' }]]],
    });
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italics, code and links', () => {
    expect(parseInline('**Account details:** see `userData`, *not* [this](/faq).')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Account details:' }] },
      { kind: 'text', text: ' see ' },
      { kind: 'code', text: 'userData' },
      { kind: 'text', text: ', ' },
      { kind: 'em', children: [{ kind: 'text', text: 'not' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/faq', children: [{ kind: 'text', text: 'this' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('drops unsafe link targets and keeps their text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'click' },
      { kind: 'text', text: ')' },
    ]);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('mailto:privacy@cloudexperts.example')).toBe(true);
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(plainText(parseInline('security_check_required costs 5 * 2'))).toBe('security_check_required costs 5 * 2');
  });
});
