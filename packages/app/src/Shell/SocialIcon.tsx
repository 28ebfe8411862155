import type { SocialNetwork } from '../site/navigation.ts';
import * as styles from './SiteFooter.css.ts';

/** Outline glyphs of the social networks, drawn like the ui icons (24-unit box, 2-unit stroke). */
const glyphs: Record<SocialNetwork, string> = {
  linkedin:
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  x: 'M4 4h4.5L20 20h-4.5L4 4Zm0 16 6.6-6.6M13.4 10.6 20 4',
  youtube:
    'M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17ZM10 15l5-3-5-3v6Z',
};

/** A social network's glyph; decorative (the link around it carries the name). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      className={styles.socialIcon}
    >
      <path d={glyphs[network]} />
    </svg>
  );
}
