import { addMenuMessages } from '@console/core/constants';
import { MessageSection, useMessage } from '@console/core/react';
import { IconButton, Menu, MenuItem, PlusIcon, Submenu } from '@console/ui';
import { useId } from 'react';
import {
  type AddMenuEntry,
  COMPUTER_PLATFORMS,
  type DeviceEntry,
  MOBILE_PLATFORMS,
  VIRTUAL_PLATFORMS,
} from '../logic/add-menu-rules';
import * as styles from './add-menu.css';
import { AddMenuDialogs } from './add-menu-dialogs';
import { type AddMenuApi, useAddMenu } from './use-add-menu';

/** Props of {@link AddMenu}. */
export interface AddMenuProps {
  /** Extra class on the root. */
  className?: string;
}

/**
 * The global Add menu (000 §2.7): a plus button with the guide tooltip 'Task: Add a device' until
 * its first click (remembered per user on the server), and the entries the session's user may use
 * (permissions, feature flags, division configuration): Ticket, Ticket from template, Ticket board,
 * Device ▸, User ▸, Report, Organization, Policy, Scheduled task. Routes go through the host's
 * `navigate`; dialogs load on demand. Arrows, Enter, Space and Escape move and choose; Tab is
 * blocked while the menu is open. A thin view over {@link useAddMenu}.
 * @example <AddMenu />
 */
export function AddMenu(props: AddMenuProps) {
  return (
    <MessageSection messages={addMenuMessages}>
      <AddMenuView {...props} />
    </MessageSection>
  );
}

/** The view of {@link AddMenu}, inside its message section. */
function AddMenuView({ className }: AddMenuProps) {
  const t = useMessage();
  const menu = useAddMenu();
  const guideId = useId();
  const guideShown = menu.state.guide === 'shown';
  if (menu.visibility.top.length === 0) return null;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-guide={menu.state.guide}>
      <Menu
        trigger={
          <IconButton
            label={t('addMenu.button')}
            icon={<PlusIcon />}
            variant="primary"
            tooltipPlacement={guideShown ? false : 'bottom'}
            aria-describedby={guideShown ? guideId : undefined}
            onClick={menu.pressTrigger}
          />
        }
        label={t('addMenu.button')}
        blockTab
        placement="bottom-end"
      >
        {menu.visibility.top.map((entry) => (
          <TopEntry key={entry} entry={entry} menu={menu} />
        ))}
      </Menu>
      {guideShown ? (
        <span id={guideId} role="tooltip" className={styles.guide}>
          {t('addMenu.guide')}
        </span>
      ) : null}
      <AddMenuDialogs dialog={menu.state.dialog} onClose={menu.close} />
    </div>
  );
}

function TopEntry({ entry, menu }: { entry: AddMenuEntry; menu: AddMenuApi }) {
  const t = useMessage();
  switch (entry) {
    case 'ticket':
      return <MenuItem onSelect={menu.newTicket}>{t('addMenu.ticket')}</MenuItem>;
    case 'ticketFromTemplate':
      return (
        <MenuItem onSelect={() => menu.open({ kind: 'ticketForms' })}>
          {t('addMenu.ticketFromTemplate')}
        </MenuItem>
      );
    case 'device':
      return (
        <Submenu label={t('addMenu.device')}>
          {menu.visibility.device.map((device) => (
            <DeviceEntryItem key={device} entry={device} menu={menu} />
          ))}
        </Submenu>
      );
    case 'user':
      return (
        <Submenu label={t('addMenu.user')}>
          {menu.visibility.user.map((user) => (
            <MenuItem key={user} onSelect={() => menu.go(user)}>
              {t(`addMenu.${user}`)}
            </MenuItem>
          ))}
        </Submenu>
      );
    case 'policy':
      return <MenuItem onSelect={() => menu.open({ kind: 'policy' })}>{t('addMenu.policy')}</MenuItem>;
    default:
      return <MenuItem onSelect={() => menu.go(entry)}>{t(`addMenu.${entry}`)}</MenuItem>;
  }
}

function DeviceEntryItem({ entry, menu }: { entry: DeviceEntry; menu: AddMenuApi }) {
  const t = useMessage();
  switch (entry) {
    case 'computer':
      return (
        <Submenu label={t('addMenu.computer')}>
          {COMPUTER_PLATFORMS.map((platform) => (
            <MenuItem key={platform} onSelect={() => menu.open({ kind: 'computer', platform })}>
              {t(`addMenu.computer.${platform}`)}
            </MenuItem>
          ))}
        </Submenu>
      );
    case 'mobile':
      return (
        <Submenu label={t('addMenu.mobile')}>
          {MOBILE_PLATFORMS.map((platform) => (
            <MenuItem key={platform} onSelect={() => menu.open({ kind: 'mobile', platform })}>
              {t(`addMenu.mobile.${platform}`)}
            </MenuItem>
          ))}
        </Submenu>
      );
    case 'virtual':
      return (
        <Submenu label={t('addMenu.virtual')}>
          {VIRTUAL_PLATFORMS.map((platform) => (
            <MenuItem key={platform} onSelect={() => menu.open({ kind: 'vmHost', platform })}>
              {t(`addMenu.virtual.${platform}`)}
            </MenuItem>
          ))}
        </Submenu>
      );
    case 'cloudMonitor':
      return <MenuItem onSelect={() => menu.go('cloudMonitor')}>{t('addMenu.cloudMonitor')}</MenuItem>;
    case 'nms':
      return <MenuItem onSelect={() => menu.open({ kind: 'nms' })}>{t('addMenu.nms')}</MenuItem>;
    case 'adHocDiscovery':
      return (
        <MenuItem onSelect={() => menu.open({ kind: 'discovery' })}>{t('addMenu.adHocDiscovery')}</MenuItem>
      );
    case 'unmanaged':
      return <MenuItem onSelect={() => menu.open({ kind: 'unmanaged' })}>{t('addMenu.unmanaged')}</MenuItem>;
  }
}
