import { ConsoleApiError, canShowUnmanagedSave, routes } from '@console/core';
import { useConsole, useConsoleMutation, useMessage } from '@console/core/react';
import { useState } from 'react';
import {
  applyUnmanagedChange,
  initialUnmanagedForm,
  toUnmanagedPayload,
  type UnmanagedField,
  type UnmanagedForm,
  unmanagedDashboardRoute,
  validateUnmanagedForm,
} from './unmanaged-form';
import { type UnmanagedRolesState, useUnmanagedRoles } from './use-unmanaged-roles';

/** The two tabs of Create from scratch (000 §2.12). */
export type CreateTab = 'role' | 'info';

/** Options of {@link useCreateUnmanaged}. */
export interface UseCreateUnmanagedOptions {
  /** Called with the new device's id once it is created (before the redirect). */
  onCreated?: (nodeId: number) => void;
}

/**
 * The headless Create from scratch flow (000 §2.12, §3.6, §5.5, §8): the form and its rules, the
 * tab, whether Save shows (roles exist and the only one is not the plain unmanaged role), and
 * Save: `POST /node`, then 'Unmanaged device created succesfully' (through `onCreated`) and the
 * host's `navigate` to `/unmanagedDeviceDashboard/{nodeId}/overview`; a failure shows 'Error
 * creating unmanaged device' with the server's reason.
 * @example const flow = useCreateUnmanaged({ onCreated: () => toast.success(t('unmanaged.created')) });
 */
export function useCreateUnmanaged({ onCreated }: UseCreateUnmanagedOptions = {}) {
  const t = useMessage();
  const { navigate } = useConsole();
  const roles: UnmanagedRolesState = useUnmanagedRoles();
  const [form, setForm] = useState<UnmanagedForm>(initialUnmanagedForm);
  const [tab, setTab] = useState<CreateTab>('role');
  const [touched, setTouched] = useState<Partial<Record<UnmanagedField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const create = useConsoleMutation(routes.node.create);
  const issues = validateUnmanagedForm(form);
  const errorOf = (field: UnmanagedField) => {
    const issue = issues[field];
    return issue && (submitted || touched[field]) ? t(issue.key, issue.params) : undefined;
  };
  const update = (patch: Partial<UnmanagedForm>) => {
    setForm((previous) => applyUnmanagedChange(previous, patch));
    setError(null);
  };
  const touch = (field: UnmanagedField) => setTouched((previous) => ({ ...previous, [field]: true }));

  const save = async () => {
    setSubmitted(true);
    if (issues.roleId) {
      setTab('role');
      return;
    }
    if (Object.keys(issues).length > 0) {
      setTab('info');
      return;
    }
    try {
      const answer = await create.mutateAsync({ body: toUnmanagedPayload(form) });
      onCreated?.(answer.nodeId);
      navigate(unmanagedDashboardRoute(answer.nodeId));
    } catch (cause) {
      const detail = cause instanceof ConsoleApiError ? cause.errorMessage : undefined;
      setError({ message: t('unmanaged.createError'), detail });
    }
  };

  return {
    form,
    update,
    touch,
    errorOf,
    tab,
    setTab,
    roles,
    /** Save shows only when roles exist and the only one is not the plain unmanaged role (000 §5.5). */
    canSave: roles.status === 'ready' && canShowUnmanagedSave(roles.roles),
    saving: create.isPending,
    error,
    save,
  };
}

/** What {@link useCreateUnmanaged} returns. */
export type CreateUnmanagedFlow = ReturnType<typeof useCreateUnmanaged>;
