import { routes } from '@console/core';
import { useConsole, useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Skeleton } from '@console/ui';
import * as styles from '../internal/dialog.css';
import { newTicketRoute } from '../logic/add-menu-rules';

/** Props of {@link TicketFormsDialog}. */
export interface TicketFormsDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes (after a form is chosen too). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The Ticket forms dialog (000 §2.3, §2.4): the division's ticket forms from the server
 * (`GET /tickettemplate/list`); choosing one opens the new-ticket route, with `formId` unless it is
 * the default form.
 * @example <TicketFormsDialog open={open} onOpenChange={setOpen} />
 */
export function TicketFormsDialog({ open, onOpenChange }: TicketFormsDialogProps) {
  const t = useMessage();
  const { navigate } = useConsole();
  const forms = useConsoleQuery(routes.ticketTemplate.list, {}, { enabled: open });
  const choose = (form: { id: number; isDefault: boolean }) => {
    onOpenChange(false);
    navigate(newTicketRoute(form));
  };
  const sorted = [...(forms.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addMenu.ticketForms.title')} size="sm">
      <div data-state={forms.isPending ? 'loading' : forms.isError ? 'error' : 'ready'}>
        {forms.isPending ? (
          <Skeleton rows={3} label={t('addMenu.ticketForms.title')} />
        ) : forms.isError ? (
          <Banner tone="danger">{t('addMenu.ticketForms.error')}</Banner>
        ) : sorted.length === 0 ? (
          <p className={styles.note}>{t('addMenu.ticketForms.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {sorted.map((form) => (
              <li key={form.id}>
                <Button variant="ghost" onClick={() => choose(form)}>
                  {form.isDefault ? `${form.name} (${t('addMenu.ticketForms.default')})` : form.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
