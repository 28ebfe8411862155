/**
 * How the content templates' Markdown (terms, privacy policy...) is read: CommonMark with GitHub's
 * tables (remark-gfm) through react-markdown. Raw HTML in a template stays inert (react-markdown
 * never interprets it), and only safe link targets survive.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import type { Options } from 'react-markdown';

/** Only links a reader can follow safely: the web, email, or a path or anchor on this site. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);
}

/** react-markdown's `urlTransform`: an unsafe target becomes no target (its text stays). */
export const safeUrl = (url: string): string => (isSafeHref(url) ? url : '');

/**
 * Leaves out a first `# heading` that repeats the page's title (the page shows the title as its
 * own h1).
 */
function dropRepeatedTitle(title: string | undefined) {
  return (tree: Root) => {
    const [first] = tree.children;
    const heading = first?.type === 'heading' ? first : undefined;
    if (heading?.depth === 1 && title !== undefined && toString(heading).trim() === title.trim()) {
      tree.children.shift();
    }
  };
}

/** The remark plugins for a template shown under `title`. */
export function remarkPluginsFor(title: string | undefined): NonNullable<Options['remarkPlugins']> {
  return [remarkGfm, () => dropRepeatedTitle(title)];
}
