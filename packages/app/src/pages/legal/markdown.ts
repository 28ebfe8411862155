/**
 * A small Markdown reader for the content templates (terms, privacy policy...): headings,
 * paragraphs, bullet and numbered lists, tables, and inline bold, italics, code and links. Raw HTML
 * is shown as text, never interpreted.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] };

const headingPattern = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletPattern = /^\s*[-*+]\s+(.*)$/;
const numberPattern = /^\s*\d+[.)]\s+(.*)$/;
const tableRowPattern = /^\s*\|.*\|\s*$/;
const tableRulePattern = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Only links a reader can follow safely: the web, email, or a path on this site. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

/** Splits a line into text, `**strong**`, `*em*` / `_em_`, `` `code` `` and `[text](href)` runs. */
export function parseInline(source: string): Inline[] {
  const result: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) result.push({ kind: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const code = /^`([^`]+)`/.exec(rest);
    const strong = /^\*\*(.+?)\*\*/.exec(rest) ?? /^__(.+?)__/.exec(rest);
    const em = /^\*([^*\s][^*]*?)\*/.exec(rest) ?? /^_([^_\s][^_]*?)_(?![A-Za-z0-9])/.exec(rest);
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (code) {
      flush();
      result.push({ kind: 'code', text: code[1] ?? '' });
      index += code[0].length;
    } else if (strong) {
      flush();
      result.push({ kind: 'strong', children: parseInline(strong[1] ?? '') });
      index += strong[0].length;
    } else if (em) {
      flush();
      result.push({ kind: 'em', children: parseInline(em[1] ?? '') });
      index += em[0].length;
    } else if (link) {
      flush();
      const [, label = '', href = ''] = link;
      if (isSafeHref(href)) result.push({ kind: 'link', href, children: parseInline(label) });
      else result.push(...parseInline(label));
      index += link[0].length;
    } else {
      text += source.charAt(index);
      index += 1;
    }
  }
  flush();
  return result;
}

/** Reads a document into blocks. Lines indented under a list item continue it. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    list = null;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const heading = headingPattern.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
      continue;
    }
    if (tableRowPattern.test(line) && tableRulePattern.test(lines[index + 1] ?? '')) {
      endParagraph();
      endList();
      const header = cells(line);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && tableRowPattern.test(lines[index] ?? '')) {
        rows.push(cells(lines[index] ?? ''));
        index += 1;
      }
      index -= 1;
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const bullet = bulletPattern.exec(line);
    const number = bullet ? null : numberPattern.exec(line);
    const item = bullet ?? number;
    if (item) {
      endParagraph();
      const ordered = Boolean(number);
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push((item[1] ?? '').trim());
      continue;
    }
    if (list && /^\s+/.test(line)) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

/** The plain text of inline content (for comparing a heading with the page title). */
export function plainText(content: readonly Inline[]): string {
  return content.map((part) => ('text' in part ? part.text : plainText(part.children))).join('');
}
