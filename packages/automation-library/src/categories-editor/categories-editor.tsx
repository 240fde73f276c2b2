import { type Automation, routes } from '@console/core';
import { useCan, useConsole, useMessage } from '@console/core/react';
import { Banner, Checkbox, Field, FieldControl, Spinner } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type AutomationListItem, refreshAutomationLists, useAutomationRecord, useCategories } from '../api';
import { ActionDialog, useDialogAction } from '../internal/dialog-parts';
import * as styles from '../internal/form.css';
import { categoryLabel, sortCategories } from '../library/library-model';

/** Props of {@link CategoriesEditor}. */
export interface CategoriesEditorProps {
  /** Whether the editor shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /**
   * The native automation whose categories change (a list item is enough: the editor reads the
   * whole automation, which the save sends back).
   */
  automation: AutomationListItem | null;
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
  const record = useAutomationRecord(automation?.id, open);
  const whole = record.data?.script;
  const [chosen, setChosen] = useState<number[]>([]);
  const { busy, error, setError, run } = useDialogAction();
  useEffect(() => {
    if (open && automation) {
      setChosen([...automation.categoriesIds]);
      setError(null);
    }
  }, [open, automation, setError]);
  const options = useMemo(() => sortCategories(categories.data ?? [], t), [categories.data, t]);

  const save = async () => {
    if (!whole) return;
    await run(async () => {
      const answer = await client.call(routes.scripting.update, {
        body: {
          id: whole.id,
          name: whole.name,
          description: whole.description,
          language: whole.language,
          operatingSystems: whole.operatingSystems,
          architecture: whole.architecture,
          categoriesIds: chosen,
          code: '',
          deviceType: whole.deviceType,
          parameters: whole.parameters,
          customName: whole.customName,
          scriptParameters: whole.scriptParameters,
          scriptVariables: whole.scriptVariables,
          useFirstParametersOptionAsDefault: whole.useFirstParametersOptionAsDefault,
        },
      });
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      onSaved?.(answer.script);
    });
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.categories.title')}
      description={automation?.name}
      size="sm"
      busy={busy}
      label={t('automation.form.save')}
      confirmShown={chosen.length > 0 && mayUpdate}
      confirmDisabled={!whole}
      onConfirm={() => void save()}
    >
      <div className={styles.stack}>
        {error ? <Banner tone="danger">{error}</Banner> : null}
        {record.isError ? <Banner tone="danger">{t('automation.library.errorFetching')}</Banner> : null}
        {record.isLoading ? <Spinner showLabel /> : null}
        <Field label={t('automation.form.categories')} controlKind="group">
          <FieldControl>
            {(field) => (
              <fieldset aria-labelledby={field.labelId} className={styles.checks}>
                {options.map((category) => (
                  <Checkbox
                    key={category.id}
                    label={categoryLabel(category, t)}
                    checked={chosen.includes(category.id)}
                    onCheckedChange={(checked) =>
                      setChosen((previous) =>
                        checked ? [...previous, category.id] : previous.filter((id) => id !== category.id),
                      )
                    }
                  />
                ))}
              </fieldset>
            )}
          </FieldControl>
        </Field>
      </div>
    </ActionDialog>
  );
}
