import { type Credential, type CredentialType, routes } from '@console/core';
import { endpointQueryKey, useCan, useConsoleQuery, useMessage } from '@console/core/react';
import { Button, Select, useControllableState } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import * as styles from '../internal/pickers.css';
import { RequiredLabel } from '../internal/required-label';
import { CredentialFormDialog } from './credential-form-dialog';

/** Props of {@link CredentialPicker}. */
export interface CredentialPickerProps {
  /**
   * The organization: its credentials and the division's shared ones are listed, and new ones
   * are created for it. `null` lists nothing and hides 'New Credential' (000 §5.4).
   */
  organizationId: number | null;
  /**
   * Only credentials of these types (an SNMP field: the SNMP types).
   * @default every type
   */
  types?: readonly CredentialType[];
  /** The chosen credential id (controlled); `null` for none. */
  value?: number | null;
  /**
   * The credential chosen first when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the chosen credential id; a credential just created is chosen. */
  onValueChange?: (id: number | null, credential: Credential | null) => void;
  /**
   * The field label.
   * @default the catalogue's 'Credential'
   */
  label?: ReactNode;
  /**
   * Show the required asterisk.
   * @default false
   */
  required?: boolean;
  /** An error from the host's form (002 §5.6: 'Enter a credential'). */
  error?: ReactNode;
  /**
   * Disables the picker.
   * @default false
   */
  disabled?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The credential list with the "New Credential" secure frame (000 §5.4; 002 §3, §4.3, §8): the
 * credentials of `GET /credential/list` for the organization, and, for a user with
 * canUpdateCustomers on it, a 'New Credential' button opening the server's form in a frame.
 * When the form saves, the list reloads, the new credential is chosen and 'Credential created'
 * shows. 'Edit Credential' opens the same form for the chosen credential ('Credential updated').
 * @example <CredentialPicker organizationId={orgId} types={['SNMPV2', 'SNMPV3']} onValueChange={setCredentialId} />
 */
export function CredentialPicker({
  organizationId,
  types,
  label,
  required = false,
  error,
  disabled = false,
  className,
  ...state
}: CredentialPickerProps) {
  const t = useMessage();
  const can = useCan();
  const queryClient = useQueryClient();
  // The secure form open for a new credential or for the chosen one.
  const [form, setForm] = useState<'new' | 'edit' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const input = { query: { clientId: organizationId ?? undefined } };
  const credentials = useConsoleQuery(routes.credential.list, input, {
    enabled: organizationId !== null,
    staleTime: 30_000,
  });
  const list = useMemo(
    () =>
      organizationId === null
        ? []
        : (credentials.data ?? []).filter((item) => !types || types.includes(item.credentialType)),
    [credentials.data, organizationId, types],
  );
  // The latest list, also the one just reloaded after a save (before this component re-renders).
  const latest = useRef(list);
  latest.current = list;
  const [value, setValue] = useControllableState<number | null>({
    value: state.value,
    defaultValue: state.defaultValue ?? null,
    onChange: (id) => state.onValueChange?.(id, latest.current.find((item) => item.id === id) ?? null),
  });
  const options = useMemo(
    () =>
      list.map((item) => ({
        value: String(item.id),
        label: `${item.name} (${t(`pickers.credential.type.${item.credentialType}`)})`,
      })),
    [list, t],
  );
  const canCreate = organizationId !== null && can.canUpdateCustomers(organizationId);
  const chosen = list.find((item) => item.id === value);
  // 000 §5.4: writing needs canUpdateCustomers on the credential's organization; a shared one, a system administrator.
  const canEdit =
    chosen !== undefined &&
    (chosen.clientId === null ? can.isSysadmin : can.canUpdateCustomers(chosen.clientId));

  return (
    <div className={className}>
      <div className={styles.row}>
        <Select
          className={styles.grow}
          label={<RequiredLabel required={required}>{label ?? t('pickers.credential.label')}</RequiredLabel>}
          options={options}
          value={value === null ? '' : String(value)}
          onValueChange={(next) => {
            setNotice(null);
            setValue(next === '' ? null : Number(next));
          }}
          placeholder={t('pickers.credential.placeholder')}
          description={organizationId === null ? t('pickers.credential.needsOrganization') : undefined}
          disabled={disabled || organizationId === null}
          error={error ?? (credentials.isError ? t('pickers.credential.error') : undefined)}
        />
        {canEdit ? (
          <Button variant="secondary" disabled={disabled} onClick={() => setForm('edit')}>
            {t('pickers.credential.edit')}
          </Button>
        ) : null}
        {canCreate ? (
          <Button variant="secondary" disabled={disabled} onClick={() => setForm('new')}>
            {t('pickers.credential.new')}
          </Button>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {form !== null && organizationId !== null ? (
        <CredentialFormDialog
          open
          onOpenChange={(open) => {
            if (!open) setForm(null);
          }}
          target={form === 'edit' && chosen ? { credentialId: chosen.id } : { organizationId }}
          onSaved={async (result) => {
            setNotice(
              t(result.action === 'updated' ? 'pickers.credential.updated' : 'pickers.credential.created'),
            );
            await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.credential.list) });
            const fresh = queryClient.getQueryData<Credential[]>(
              endpointQueryKey(routes.credential.list, input),
            );
            if (fresh) latest.current = fresh;
            if (result.credentialId !== undefined) setValue(result.credentialId);
          }}
        />
      ) : null}
    </div>
  );
}
