import { COPYRIGHT_YEAR, productName, publicSiteLabels } from '@cloudexperts/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { footerColumns, socialLinks, type FooterColumn } from '../site/navigation.ts';
import * as styles from './SiteFooter.css.ts';
import { SocialIcon } from './SocialIcon.tsx';

function Column({ column }: { column: FooterColumn }) {
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} className={styles.columnTitle}>
        {column.title}
      </h2>
      <ul className={styles.list} aria-labelledby={titleId}>
        {column.links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The public footer: Company, Opportunities and Services columns, social links, copyright (spec document 1, section 2). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.about}>
          <p className={styles.brand}>{productName}</p>
          <p className={styles.tagline}>
            Vetted freelance experts for AWS, Microsoft Azure, Google Cloud, Oracle, Salesforce and AI & machine
            learning work.
          </p>
          <ul className={styles.socialList} aria-label={`${productName} on social media`}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`${social.label} (opens in a new tab)`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {footerColumns.map((column) => (
            <Column key={column.title} column={column} />
          ))}
        </nav>
      </div>
      <p className={styles.copyright}>{publicSiteLabels.footer.copyright(COPYRIGHT_YEAR, productName)}</p>
    </footer>
  );
}
