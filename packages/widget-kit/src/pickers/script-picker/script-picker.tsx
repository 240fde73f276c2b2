import { type Automation, type MessageKey, type OperatingSystem, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Spinner, TextInput } from '@console/ui';
import { type ReactNode, useMemo, useState } from 'react';
import * as styles from './script-picker.css';

/** Languages the picker never lists (001 §2.7: install and run automations are hidden). */
export const PICKER_HIDDEN_LANGUAGES: readonly string[] = ['binary_install', 'binary_run'];

/** What the picker lists of an automation. */
export type ScriptPickerItem = Pick<Automation, 'id' | 'name' | 'language' | 'operatingSystems'>;

/** Props of {@link ScriptPicker}. */
export interface ScriptPickerProps<Item extends ScriptPickerItem = ScriptPickerItem> {
  /** Whether the picker shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** Called with the automation the user chose (the picker stays open: close it when done). */
  onChoose: (automation: Item) => void;
  /** Only automations for this OS. */
  os?: OperatingSystem;
  /** The title. @default 'Select script' */
  title?: string;
  /**
   * The automations, when the host already holds them (the library's cached list); without it
   * the picker reads `GET /scripting/scripts` itself.
   */
  items?: readonly Item[];
  /** With `items`: they are still loading. @default false */
  loading?: boolean;
  /** The host is reading the chosen automation: a spinner replaces the list. @default false */
  busy?: boolean;
  /** An error to show above the list (the host's failed read). */
  error?: ReactNode;
}

/**
 * The script picker of pre- and post-scripts (001 §2.7): a searchable list of automations without
 * install and run automations, optionally of one OS. Choosing one calls `onChoose`; the automation
 * library then asks for its parameters.
 * @example <ScriptPicker open={open} onOpenChange={setOpen} os="Windows" onChoose={(item) => setScript(item)} />
 */
export function ScriptPicker<Item extends ScriptPickerItem = ScriptPickerItem>({
  open,
  onOpenChange,
  onChoose,
  os,
  title,
  items,
  loading = false,
  busy = false,
  error,
}: ScriptPickerProps<Item>) {
  const t = useMessage();
  const own = useConsoleQuery(
    routes.scripting.list,
    {},
    { enabled: open && items === undefined, staleTime: 30_000 },
  );
  const all = (items ?? own.data ?? []) as readonly Item[];
  const [search, setSearch] = useState('');
  const list = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return all.filter(
      (automation) =>
        !PICKER_HIDDEN_LANGUAGES.includes(automation.language) &&
        (!os || automation.operatingSystems.includes(os)) &&
        (needle === '' || automation.name.toLocaleLowerCase().includes(needle)),
    );
  }, [all, search, os]);
  const isLoading = items === undefined ? own.isLoading : loading;
  const failed = error ?? (items === undefined && own.isError ? t('pickers.script.error') : null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('pickers.script.title')}
      size="md"
      bodyHeight={420}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('ui.cancel')}
        </Button>
      }
    >
      <TextInput
        type="search"
        label={t('ui.search')}
        hideLabel
        data-autofocus
        className={styles.search}
        value={search}
        placeholder={t('ui.search')}
        autoComplete="off"
        onValueChange={setSearch}
      />
      {failed ? <Banner tone="danger">{failed}</Banner> : null}
      {isLoading || busy ? (
        <Spinner showLabel />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('pickers.script.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('pickers.script.tableLabel')}>
          {list.map((automation) => (
            <li key={automation.id}>
              <button type="button" className={styles.item} onClick={() => onChoose(automation)}>
                <span className={styles.name}>{automation.name}</span>
                <span className={styles.meta}>
                  {t(`automation.language.${automation.language}` as MessageKey)} ·{' '}
                  {automation.operatingSystems.join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
