import { type Automation, describeError, endpoints } from '@console/core';
import { useCan, useConsole, useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { refreshAutomationLists, useCategories } from '../api';
import { Notice } from '../internal/controls';
import * as styles from '../internal/controls.css';
import { categoryLabel, sortCategories } from '../library/library-model';

/** Props of {@link CategoriesEditor}. */
export interface CategoriesEditorProps {
  /** Whether the editor shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The native automation whose categories change. */
  automation: Automation | null;
  /** Called after the categories are saved. */
  onSaved?: (automation: Automation) => void;
}

/**
 * The categories editor of native automations (002 §2.3, §5.4): Save shows only when at least one
 * category is chosen (and the user may update the automation). Saves the automation with its deviceType, parameters and customName kept, the
 * new categoriesIds and an empty code (002 §7).
 * @example <CategoriesEditor open automation={reboot} onOpenChange={setOpen} />
 */
export function CategoriesEditor({ open, onOpenChange, automation, onSaved }: CategoriesEditorProps) {
  const t = useMessage();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const can = useCan();
  const mayUpdate = automation !== null && can.canUpdateScripts(automation);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open && automation) {
      setChosen([...automation.categoriesIds]);
      setError(null);
    }
  }, [open, automation]);
  const options = useMemo(() => sortCategories(categories.data ?? [], t), [categories.data, t]);

  const save = async () => {
    if (!automation) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await client.call(endpoints.scripting.update, {
        body: {
          id: automation.id,
          name: automation.name,
          description: automation.description,
          language: automation.language,
          operatingSystems: automation.operatingSystems,
          architecture: automation.architecture,
          categoriesIds: chosen,
          code: '',
          deviceType: automation.deviceType,
          parameters: automation.parameters,
          customName: automation.customName,
          scriptParameters: automation.scriptParameters,
          scriptVariables: automation.scriptVariables,
          useFirstParametersOptionAsDefault: automation.useFirstParametersOptionAsDefault,
        },
      });
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      onSaved?.(answer.script);
    } catch (failure) {
      setError(describeError(failure, t, 'automation.saveFailed') ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.categories.title')}
      description={automation?.name}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('automation.form.cancel')}
          </Button>
          {chosen.length > 0 && mayUpdate ? (
            <Button variant="primary" loading={busy} onClick={() => void save()}>
              {t('automation.form.save')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.stack}>
        {error ? <Notice tone="danger">{error}</Notice> : null}
        <fieldset className={styles.choiceGroup} style={{ flexDirection: 'column', gap: 8 }}>
          <legend className={styles.legend}>{t('automation.form.categories')}</legend>
          {options.map((category) => (
            <label key={category.id} className={styles.choice}>
              <input
                type="checkbox"
                className={styles.box}
                checked={chosen.includes(category.id)}
                onChange={(event) =>
                  setChosen((previous) =>
                    event.target.checked
                      ? [...previous, category.id]
                      : previous.filter((id) => id !== category.id),
                  )
                }
              />
              {categoryLabel(category, t)}
            </label>
          ))}
        </fieldset>
      </div>
    </Dialog>
  );
}
