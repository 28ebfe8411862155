import { productName } from '@cloudexperts/domain';
import { Link } from 'react-router';
import * as styles from './Shell.css.ts';

/** The signed-in header's place while its code loads: the brand, at the header's height. */
export function SignedInHeaderFallback() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {productName}
      </Link>
      <div className={styles.headerPlaceholder} />
    </header>
  );
}
