import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { remarkPluginsFor, safeUrl } from './markdown.ts';
import * as styles from './legal.css.ts';

/** The template's elements as the page shows them (the page's own h1 is the document title). */
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) =>
    !href ? (
      <>{children}</>
    ) : href.startsWith('/') ? (
      // A path on this site stays in the app.
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href}>{children}</a>
    ),
  table: ({ children }) => (
    <div className={styles.tableScroll}>
      <table>{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th scope="col" style={style}>
      {children}
    </th>
  ),
  // Pictures are not part of a legal text: their description stays.
  img: ({ alt }) => <>{alt}</>,
};

/**
 * A content template's Markdown as HTML (markdown.ts: the library and its settings). A first
 * `# heading` repeating `title` is left out; any other h1 becomes an h2.
 */
export function Markdown({ source, title }: { source: string; title?: string }) {
  return (
    <div className={styles.document}>
      <ReactMarkdown remarkPlugins={remarkPluginsFor(title)} urlTransform={safeUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
