import { Card, CardBody, CardHeader, CardTitle } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import * as styles from './staff.css.ts';

export interface CardLink {
  to: string;
  label: string;
  /** A line under the link saying what is there. */
  help?: string;
}

/** A card of links on the staff home, the list named by the card's title. */
export function LinksCard({ title, links }: { title: string; links: readonly CardLink[] }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle level={2} id={titleId}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <ul className={styles.plainList} aria-labelledby={titleId}>
          {links.map((link) => (
            <li key={link.to} className={link.help ? styles.party : undefined}>
              <Link to={link.to} className={pageStyles.link}>
                {link.label}
              </Link>
              {link.help ? <span className={styles.partyEmail}>{link.help}</span> : null}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
