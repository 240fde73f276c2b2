import { FORM_BODY_TYPES, MAX_HTTP_ROWS, RAW_BODY_TYPES, REQUEST_BODY_TYPES } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, CloseIcon, IconButton, RadioGroup, Select, TextArea, TextInput } from '@console/ui';
import * as styles from './cloud-monitor-wizard.css';
import type { KeyValueRow, MonitorDraft } from './monitor-draft';
import { fieldError, type MonitorPageProps } from './page-props';

function Rows({
  legend,
  field,
  rows,
  onChange,
  error,
}: {
  legend: string;
  field: 'requestHeaders' | 'formBody';
  rows: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  error: (path: string) => string | undefined;
}) {
  const t = useMessage();
  const set = (index: number, change: Partial<KeyValueRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className={styles.page} aria-label={legend}>
      <legend className={styles.heading}>{legend}</legend>
      {rows.map((row, index) => (
        // Rows have no identity of their own: position is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
        <div key={index} className={styles.row}>
          <TextInput
            label={`${t('monitorWizards.request.key')} ${index + 1}`}
            value={row.key}
            onValueChange={(key) => set(index, { key })}
            error={error(`${field}.${index}.key`)}
            touched
          />
          <TextInput
            label={`${t('monitorWizards.request.value')} ${index + 1}`}
            value={row.value}
            onValueChange={(value) => set(index, { value })}
          />
          {rows.length > 1 ? (
            <IconButton
              label={t('monitorWizards.request.removeRow', { index: index + 1 })}
              icon={<CloseIcon />}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          ) : null}
        </div>
      ))}
      <div>
        <Button
          size="sm"
          disabled={rows.length >= MAX_HTTP_ROWS}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          {t('monitorWizards.request.addRow')}
        </Button>
      </div>
      {error(field) ? <p role="alert">{error(field)}</p> : null}
    </fieldset>
  );
}

/** Request (HTTP monitors, 002 §3): header rows, then the body — NONE, FORM rows or RAW text. */
export default function RequestPage({ draft, update, issues }: MonitorPageProps) {
  const t = useMessage();
  const error = (path: string) => fieldError(issues, path, t);
  return (
    <div className={styles.page}>
      <Rows
        legend={t('monitorWizards.request.headers')}
        field="requestHeaders"
        rows={draft.requestHeaders}
        onChange={(requestHeaders) => update({ requestHeaders })}
        error={error}
      />
      <RadioGroup
        label={t('monitorWizards.request.body')}
        orientation="horizontal"
        options={REQUEST_BODY_TYPES.map((value) => ({ value, label: t(`monitorWizards.bodyType.${value}`) }))}
        value={draft.requestBodyType}
        onValueChange={(requestBodyType) => update({ requestBodyType })}
        error={error('requestBodyType')}
        touched
      />
      {draft.requestBodyType === 'FORM' ? (
        <>
          <Select
            label={t('monitorWizards.request.formBodyType')}
            options={FORM_BODY_TYPES.map((value) => ({
              value,
              label: t(`monitorWizards.formBodyType.${value}`),
            }))}
            value={draft.formBodyType}
            onValueChange={(value) => update({ formBodyType: value as MonitorDraft['formBodyType'] })}
          />
          <Rows
            legend={t('monitorWizards.request.formRows')}
            field="formBody"
            rows={draft.formBody}
            onChange={(formBody) => update({ formBody })}
            error={error}
          />
        </>
      ) : null}
      {draft.requestBodyType === 'RAW' ? (
        <>
          <Select
            label={t('monitorWizards.request.rawBodyType')}
            options={RAW_BODY_TYPES.map((value) => ({
              value,
              label: t(`monitorWizards.rawBodyType.${value}`),
            }))}
            value={draft.rawBodyType}
            onValueChange={(value) => update({ rawBodyType: value as MonitorDraft['rawBodyType'] })}
          />
          <TextArea
            label={t('monitorWizards.request.rawBody')}
            rows={8}
            value={draft.rawBody}
            onValueChange={(rawBody) => update({ rawBody })}
          />
        </>
      ) : null}
    </div>
  );
}
