import { MAINTENANCE_REASON_MAX, type MaintenanceOption } from '@console/core';
import { MessageSection, useLocale, useMessage } from '@console/core/react';
import {
  Banner,
  Button,
  Checkbox,
  ConfirmDialog,
  DateTimePicker,
  Dialog,
  RadioGroup,
  TextArea,
} from '@console/ui';
import * as styles from '../internal/dialog.css';
import { deviceActionsTexts } from '../messages';
import type { MaintenanceDialogProps } from './maintenance-dialog';
import { useMaintenanceForm } from './use-maintenance-form';

/**
 * The open maintenance dialog (see {@link MaintenanceDialog}), in a module of its own so that
 * `maintenance-dialog.tsx` loads it with `import()` the first time the dialog opens.
 */
export function MaintenanceDialogContent(props: MaintenanceDialogProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      <MaintenanceDialogBody {...props} />
    </MessageSection>
  );
}

function MaintenanceDialogBody({ open, onOpenChange, devices, onEnabled }: MaintenanceDialogProps) {
  const t = useMessage();
  const locale = useLocale();
  const { form, offered, setStart, submit, busy, confirmOverride, setConfirmOverride } = useMaintenanceForm({
    devices,
    onEnabled: () => {
      onOpenChange(false);
      onEnabled?.();
    },
  });
  const { values } = form;
  const optionLabel = (option: MaintenanceOption) => t(`deviceActions.maintenance.option.${option}`);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('deviceActions.maintenance.title')}
        description={t('deviceActions.maintenance.devices', { count: devices.length })}
        busy={busy}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('deviceActions.cancel')}
            </Button>
            <Button variant="primary" type="submit" form="maintenance-form" loading={busy}>
              {t('deviceActions.maintenance.submit')}
            </Button>
          </div>
        }
      >
        <form
          id="maintenance-form"
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {form.formError ? <Banner tone="danger">{form.formError}</Banner> : null}
          <RadioGroup
            label={t('deviceActions.maintenance.start')}
            orientation="horizontal"
            value={values.startType}
            onValueChange={(startType) => setStart({ startType })}
            options={[
              { value: 'NOW', label: t('deviceActions.maintenance.startNow') },
              { value: 'AT', label: t('deviceActions.maintenance.startAt') },
            ]}
          />
          {values.startType === 'AT' ? (
            <DateTimePicker
              label={t('deviceActions.maintenance.startTime')}
              locale={locale}
              disallowPast
              value={values.startAt}
              onValueChange={(startAt) => {
                setStart({ startAt });
                form.touch('start');
              }}
              error={form.errorOf('start')}
              touched
            />
          ) : null}
          <RadioGroup
            label={t('deviceActions.maintenance.end')}
            orientation="horizontal"
            value={values.endType}
            onValueChange={(endType) =>
              form.update(
                endType === 'ON' && values.endType === 'NEVER'
                  ? { endType, endAt: new Date(Date.now() + 6 * 60_000) }
                  : { endType },
              )
            }
            options={[
              { value: 'NEVER', label: t('deviceActions.maintenance.endNever') },
              { value: 'ON', label: t('deviceActions.maintenance.endOn') },
            ]}
          />
          {values.endType === 'ON' ? (
            <DateTimePicker
              label={t('deviceActions.maintenance.endTime')}
              locale={locale}
              disallowPast
              value={values.endAt}
              onValueChange={(endAt) => {
                form.update({ endAt });
                form.touch('end');
              }}
              error={form.errorOf('end')}
              touched
            />
          ) : null}
          <TextArea
            label={t('deviceActions.maintenance.reason')}
            rows={3}
            maxLength={MAINTENANCE_REASON_MAX}
            counter
            {...form.field('reasonMessage')}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('deviceActions.maintenance.suppress')}</legend>
            <div className={styles.options}>
              {offered.map((option) => (
                <Checkbox
                  key={option}
                  label={optionLabel(option)}
                  checked={values.options[option]}
                  disabled={option === 'NOTIFICATIONS'}
                  onCheckedChange={(checked) =>
                    form.update({ options: { ...values.options, [option]: checked } })
                  }
                />
              ))}
            </div>
            <p className={styles.note}>{t('deviceActions.maintenance.note')}</p>
          </fieldset>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmOverride}
        onOpenChange={setConfirmOverride}
        title={t('deviceActions.maintenance.overrideTitle')}
        confirmLabel={t('deviceActions.maintenance.override')}
        onConfirm={async () => {
          const done = await submit(true);
          if (!done) throw new Error('not saved');
        }}
      >
        {t('deviceActions.maintenance.overrideBody')}
      </ConfirmDialog>
    </>
  );
}
