import { signedInHeaderLabels } from '@cloudexperts/domain';
import { Avatar, Button, Menu, MenuItem, MenuTrigger } from '@cloudexperts/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../auth/apiClient.ts';
import { useAuthStore } from '../auth/AuthContext.tsx';
import { useCurrentUser } from '../auth/currentUser.ts';
import { Glyph } from './Glyph.tsx';
import { shellLabels } from './labels.ts';
import { menuName } from './menuName.ts';
import * as styles from './Shell.css.ts';

type Action = 'welcome' | 'logOut';

/**
 * The user menu (spec document 1, section 2): the first 12 characters of the full name, with
 * Welcome (the home page, which greets the person) and logOut (`DELETE /logout`, then `/`).
 */
export function UserMenu() {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const { state } = useCurrentUser();
  const [loggingOut, setLoggingOut] = useState(false);
  const fullName = state.status === 'ready' ? state.user.full_name : undefined;
  const shown = fullName ? menuName(fullName) : shellLabels.account;

  const onAction = (action: Action) => {
    if (action === 'welcome') {
      void navigate('/');
      return;
    }
    setLoggingOut(true);
    void logOut(auth);
  };

  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        className={styles.userButton}
        isPending={loggingOut}
        pendingLabel={shellLabels.loggingOut}
      >
        {fullName ? (
          <Avatar
            name={fullName}
            src={state.status === 'ready' ? (state.user.image_url ?? undefined) : undefined}
            size="sm"
            isDecorative
          />
        ) : null}
        <span className={styles.userName}>{shown}</span>
        <Glyph name="chevronDown" className={styles.userGlyph} />
      </Button>
      <Menu onAction={(key) => onAction(key as Action)}>
        <MenuItem id="welcome">{signedInHeaderLabels.welcome}</MenuItem>
        <MenuItem id="logOut">{signedInHeaderLabels.logOut}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
