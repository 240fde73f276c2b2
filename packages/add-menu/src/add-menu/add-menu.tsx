import { MessageSection, useMessage } from '@console/core/react';
import { LazyMenu, MenuIconButton, PlusIcon } from '@console/ui';
import { useId } from 'react';
import { addMenuMessages } from '../messages';
import * as styles from './add-menu.css';
import { AddMenuDialogs } from './add-menu-dialogs';
import { useAddMenu } from './use-add-menu';

/**
 * The menu's entries, loaded (with the menu's store and popup) on the first intent to use the plus
 * button. Module level, so a menu mounted again opens at once.
 */
export const loadAddMenuEntries = () => import('./add-menu-entries').then((m) => m.AddMenuEntries);

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
      <LazyMenu
        trigger={
          <MenuIconButton
            label={t('addMenu.button')}
            icon={<PlusIcon />}
            variant="primary"
            tooltipPlacement={guideShown ? false : 'bottom-end'}
            aria-describedby={guideShown ? guideId : undefined}
            onClick={menu.pressTrigger}
          />
        }
        label={t('addMenu.button')}
        blockTab
        placement="bottom-end"
        load={loadAddMenuEntries}
      >
        {(AddMenuEntries) => <AddMenuEntries menu={menu} />}
      </LazyMenu>
      {guideShown ? (
        <span id={guideId} role="tooltip" className={styles.guide}>
          {t('addMenu.guide')}
        </span>
      ) : null}
      <AddMenuDialogs dialog={menu.state.dialog} onClose={menu.close} />
    </div>
  );
}
