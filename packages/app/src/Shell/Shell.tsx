import { COPYRIGHT_YEAR } from '@cloudexperts/domain';
import { Button } from '@cloudexperts/ui';
import { Link, Outlet } from 'react-router';
import { productName } from '../product.ts';
import { useTheme } from '../theme.ts';
import * as styles from './Shell.css.ts';

/** The frame every public page sits in: header, main landmark, footer. */
export function Shell() {
  const { theme, toggle } = useTheme();
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {productName}
        </Link>
        <Button variant="ghost" size="sm" onPress={toggle}>
          {theme === 'dark' ? 'Light theme' : 'Dark theme'}
        </Button>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        © {COPYRIGHT_YEAR} {productName}. All rights reserved.
      </footer>
    </div>
  );
}
