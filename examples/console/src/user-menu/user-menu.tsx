import { type Account, endpoints } from '@console/core';
import { useConsole, useConsoleQuery, useMessage } from '@console/core/react';
import {
  Button,
  Checkbox,
  CloseIcon,
  Dialog,
  IconButton,
  Menu,
  MenuGroup,
  MenuItem,
  MenuItemRadio,
  MenuSeparator,
} from '@console/ui';
import { useState } from 'react';
import * as styles from './user-menu.css';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /**
   * Called after the server switched the session to another account. The console reloads at its
   * root (001 §4: "post, then reload to root").
   */
  onAccountSwitched: (divisionUid: string) => void;
  /** Called after the user logged out (of this or of all sessions). */
  onLoggedOut: (fromAllSessions: boolean) => void;
}

/** Whether the account list shows: only with more than one account (001 §2.5, §6). */
export function showsAccountList(accounts: readonly Account[] | undefined): accounts is readonly Account[] {
  return (accounts?.length ?? 0) > 1;
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The user menu (001 §2.5): at least 250 px wide; the account list only with more than one
 * account (switching posts, then the console reloads; a failure shows 'Error during switching
 * account'); Super Admin only for users flagged ninjaAdmin; Log out opens a dialog that can also
 * log out of all sessions.
 */
export function UserMenu({ onAccountSwitched, onLoggedOut }: UserMenuProps) {
  const t = useMessage();
  const { client, session, navigate, permissions } = useConsole();
  const { user, division } = session;
  const accounts = useConsoleQuery(endpoints.accounts.list, {}, { staleTime: 60_000 });
  const [switchError, setSwitchError] = useState<string | undefined>();
  const [switching, setSwitching] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const switchAccount = async (divisionUid: string) => {
    if (divisionUid === division.uid || switching) return;
    setSwitchError(undefined);
    setSwitching(true);
    try {
      await client.call(endpoints.accounts.switch, { body: { divisionUid } });
      onAccountSwitched(divisionUid);
    } catch {
      setSwitchError(t('errors.switchAccount'));
    } finally {
      setSwitching(false);
    }
  };

  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <div className={styles.root} data-state={switching ? 'switching' : 'idle'}>
      <Menu
        label={t('shell.userMenu.label')}
        placement="bottom-end"
        className={styles.menu}
        values={{ account: division.uid }}
        onValuesChange={(values) => {
          if (typeof values.account === 'string') void switchAccount(values.account);
        }}
        trigger={
          <Button variant="ghost" className={styles.trigger} loading={switching}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(user.firstName, user.lastName)}
            </span>
            <span className={styles.who}>
              <span className={styles.name}>{fullName}</span>
              <span className={styles.account}>{division.companyName}</span>
            </span>
          </Button>
        }
      >
        <div className={styles.identity}>
          <span className={styles.name}>{fullName}</span>
          <span className={styles.email}>{user.email}</span>
        </div>
        {showsAccountList(accounts.data) ? (
          <>
            <MenuGroup label={t('shell.userMenu.accounts')}>
              {accounts.data.map((account) => (
                <MenuItemRadio
                  key={account.divisionUid}
                  name="account"
                  value={account.divisionUid}
                  hideOnSelect
                  description={
                    account.divisionUid === division.uid ? t('shell.userMenu.currentAccount') : undefined
                  }
                >
                  {account.companyName}
                </MenuItemRadio>
              ))}
            </MenuGroup>
            <MenuSeparator />
          </>
        ) : null}
        {permissions.canAccessSuperAdmin ? (
          <MenuItem onSelect={() => navigate('/superAdmin')}>{t('shell.userMenu.superAdmin')}</MenuItem>
        ) : null}
        <MenuItem onSelect={() => setLogoutOpen(true)}>{t('shell.userMenu.logout')}</MenuItem>
      </Menu>
      {switchError ? (
        <div className={styles.error} role="alert">
          <span>{switchError}</span>
          <IconButton
            size="sm"
            label={t('ui.close')}
            icon={<CloseIcon />}
            tooltipPlacement={false}
            onClick={() => setSwitchError(undefined)}
          />
        </div>
      ) : null}
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onLoggedOut={onLoggedOut} />
    </div>
  );
}

interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedOut: (fromAllSessions: boolean) => void;
}

/** The logout dialog with the log-out-of-all-sessions option (001 §2.5, §4). */
function LogoutDialog({ open, onOpenChange, onLoggedOut }: LogoutDialogProps) {
  const t = useMessage();
  const { client } = useConsole();
  const [allSessions, setAllSessions] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const logout = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await client.call(endpoints.auth.logout, { body: { fromAllSessions: allSessions } });
      onOpenChange(false);
      onLoggedOut(allSessions);
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setAllSessions(false);
          setError(undefined);
        }
      }}
      title={t('auth.signOut.title')}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('ui.cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void logout()}>
            {t('auth.signOut.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.logoutBody}>
        <p>{t('auth.signOut.confirm')}</p>
        <Checkbox
          label={t('auth.signOut.allSessions')}
          description={t('shell.logout.allSessionsHint')}
          checked={allSessions}
          onCheckedChange={setAllSessions}
        />
        {error ? (
          <p className={styles.dialogError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
