import type { Policy } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Checkbox, Select, TextInput } from '@console/ui';
import { useState } from 'react';
import * as styles from './policy.css';
import { PolicyTexts } from './texts';
import { usePolicyRecord } from './use-policy-record';

/** Props of {@link PolicySettingsSection}. */
export interface PolicySettingsSectionProps {
  /** The policy shown and saved. */
  policyId: number;
}

/** Patch scan frequencies (chosen; the spec names `patchManagement` only). */
const SCAN_SCHEDULES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
type ScanSchedule = (typeof SCAN_SCHEDULES)[number];

interface SettingsValues {
  antivirus: boolean;
  antivirusProductCode: string;
  patchManagement: boolean;
  scanSchedule: ScanSchedule;
  softwarePatchManagement: boolean;
}

function flag(section: unknown, key: string): boolean {
  return (
    typeof section === 'object' && section !== null && (section as Record<string, unknown>)[key] === true
  );
}

function valuesOf(policy: Policy): SettingsValues {
  const { content } = policy;
  const schedule = (content.patchManagement as { scanSchedule?: unknown } | undefined)?.scanSchedule;
  return {
    antivirus: flag(content.antivirus?.general, 'enabled'),
    antivirusProductCode: policy.antivirusProductCode ?? '',
    patchManagement: flag(content.patchManagement, 'enabled'),
    scanSchedule: SCAN_SCHEDULES.find((s) => s === schedule) ?? 'DAILY',
    softwarePatchManagement: flag(content.softwarePatchManagement, 'enabled'),
  };
}

/**
 * The policy editor's Antivirus and patching section (002 §3 Policy: `antivirus.general`,
 * `antivirusProductCode`, `patchManagement`, `softwarePatchManagement`): antivirus on or off with
 * its product code, OS patch management with its scan frequency, third-party software patching.
 * Save sends `PUT /policy`, keeping every other part of the content. Read-only without the policy
 * update permission.
 * @example <PolicySettingsSection policyId={12} />
 */
export function PolicySettingsSection(props: PolicySettingsSectionProps) {
  return (
    <PolicyTexts>
      <SettingsSection {...props} />
    </PolicyTexts>
  );
}

function SettingsSection({ policyId }: PolicySettingsSectionProps) {
  const record = usePolicyRecord(policyId);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (!record.policy) return null;
  return (
    <SettingsForm
      key={record.policy.updateTime}
      policy={record.policy}
      record={record}
      notice={notice}
      setNotice={setNotice}
    />
  );
}

type Notice = { tone: 'success' | 'danger'; text: string };

function SettingsForm({
  policy,
  record,
  notice,
  setNotice,
}: {
  policy: Policy;
  record: ReturnType<typeof usePolicyRecord>;
  /** The last save's notice: kept above the form, which starts over with each saved policy. */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
}) {
  const t = useMessage();
  const [values, setValues] = useState(() => valuesOf(policy));
  const readOnly = !record.canEdit;
  const update = (patch: Partial<SettingsValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const headingId = `policy-settings-${policy.id}`;
  const submit = async () => {
    setNotice(null);
    const { content } = policy;
    const code = values.antivirusProductCode.trim();
    try {
      await record.save({
        antivirusProductCode: code === '' ? null : code,
        content: {
          ...content,
          antivirus: {
            ...content.antivirus,
            general: { ...content.antivirus?.general, enabled: values.antivirus },
          },
          patchManagement: {
            ...content.patchManagement,
            enabled: values.patchManagement,
            scanSchedule: values.scanSchedule,
          },
          softwarePatchManagement: {
            ...content.softwarePatchManagement,
            enabled: values.softwarePatchManagement,
          },
        },
      });
      setNotice({ tone: 'success', text: t('policyEditor.saved') });
    } catch (error) {
      setNotice({ tone: 'danger', text: (error as Error).message });
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="settings">
      <h2 className={styles.heading} id={headingId}>
        {t('policyEditor.settings.title')}
      </h2>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      <form
        className={styles.page}
        noValidate
        data-state={record.saving ? 'saving' : 'editing'}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Checkbox
          label={t('policyEditor.settings.antivirus')}
          checked={values.antivirus}
          onCheckedChange={(antivirus) => update({ antivirus })}
          disabled={readOnly}
        />
        <TextInput
          label={t('policyEditor.settings.antivirusProductCode')}
          value={values.antivirusProductCode}
          onValueChange={(antivirusProductCode) => update({ antivirusProductCode })}
          maxLength={100}
          disabled={readOnly || !values.antivirus}
        />
        <Checkbox
          label={t('policyEditor.settings.patchManagement')}
          checked={values.patchManagement}
          onCheckedChange={(patchManagement) => update({ patchManagement })}
          disabled={readOnly}
        />
        <Select
          label={t('policyEditor.settings.scanSchedule')}
          options={SCAN_SCHEDULES.map((value) => ({
            value,
            label: t(`policyEditor.settings.scanSchedule.${value}`),
          }))}
          value={values.scanSchedule}
          onValueChange={(scanSchedule) => update({ scanSchedule: scanSchedule as ScanSchedule })}
          disabled={readOnly || !values.patchManagement}
        />
        <Checkbox
          label={t('policyEditor.settings.softwarePatchManagement')}
          checked={values.softwarePatchManagement}
          onCheckedChange={(softwarePatchManagement) => update({ softwarePatchManagement })}
          disabled={readOnly}
        />
        {readOnly ? null : (
          <div className={styles.footer}>
            <Button variant="primary" type="submit" loading={record.saving}>
              {t('policyEditor.save')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
