import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, plainText, type Block, type Inline } from './markdown.ts';
import * as styles from './legal.css.ts';

function renderInline(content: readonly Inline[]): ReactNode {
  return content.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(part.children)}</em>;
      case 'link':
        return part.href.startsWith('/') ? (
          <Link key={index} to={part.href}>
            {renderInline(part.children)}
          </Link>
        ) : (
          <a key={index} href={part.href}>
            {renderInline(part.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      // The page's own h1 is the document title: the document's headings sit under it.
      const Tag = `h${Math.max(block.level, 2) as 2 | 3 | 4 | 5 | 6}` as const;
      return <Tag key={index}>{renderInline(block.content)}</Tag>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.content)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div key={index} className={styles.tableScroll}>
          <table>
            <thead>
              <tr>
                {block.header.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{renderInline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * A content template's Markdown as HTML. A first `# heading` repeating `title` is left out (the
 * page shows the title as its h1); any other h1 becomes an h2.
 */
export function Markdown({ source, title }: { source: string; title?: string }) {
  const blocks = parseMarkdown(source);
  const [first] = blocks;
  const shown =
    first?.kind === 'heading' && first.level === 1 && plainText(first.content).trim() === title?.trim()
      ? blocks.slice(1)
      : blocks;
  return <div className={styles.document}>{shown.map(renderBlock)}</div>;
}
