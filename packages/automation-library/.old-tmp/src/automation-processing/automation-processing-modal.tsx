import { useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';

/** Props of {@link AutomationProcessingModal}. */
export interface AutomationProcessingModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** View status: the library opens its Under review tab. */
  onViewStatus: () => void;
}

/**
 * The Automation processing modal (001 §2.7, §4): shown after an install or file transfer is saved;
 * the automation was submitted for processing (the malware scan), which may take a few minutes.
 * @example <AutomationProcessingModal open={open} onOpenChange={setOpen} onViewStatus={() => navigate(underReview)} />
 */
export function AutomationProcessingModal({
  open,
  onOpenChange,
  onViewStatus,
}: AutomationProcessingModalProps) {
  const t = useMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.processing.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('automation.form.close')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              onOpenChange(false);
              onViewStatus();
            }}
          >
            {t('automation.processing.viewStatus')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{t('automation.processing.body')}</p>
    </Dialog>
  );
}
