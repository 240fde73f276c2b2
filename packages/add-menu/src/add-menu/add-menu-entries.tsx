import { useMessage } from '@console/core/react';
import { MenuItem, Submenu } from '@console/ui';
import {
  type AddMenuEntry,
  COMPUTER_PLATFORMS,
  type DeviceEntry,
  MOBILE_PLATFORMS,
  VIRTUAL_PLATFORMS,
} from '../logic/add-menu-rules';
import type { AddMenuApi } from './use-add-menu';

// The Add menu's entries: loaded with the menu's store and popup on the first intent to use the
// plus button (issue 10: the first load is the button alone), see `add-menu.tsx`.

/** The entries of the Add menu the user may see, in order, with their submenus (000 §2.7). */
export function AddMenuEntries({ menu }: { menu: AddMenuApi }) {
  return menu.visibility.top.map((entry) => <TopEntry key={entry} entry={entry} menu={menu} />);
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
