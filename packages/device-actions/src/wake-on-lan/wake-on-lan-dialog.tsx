import { isConsoleApiError, routes } from '@console/core';
import { MessageSection, useConsoleMutation, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Spinner } from '@console/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from '../internal/dialog.css';
import { type ActionDevice, shortList, wakeOnLanLists } from '../logic/device-actions-rules';
import { deviceActionsTexts } from '../messages';

/** Props of {@link WakeOnLanDialog}. */
export interface WakeOnLanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The devices to wake (their names fill the result lists). */
  devices: readonly Pick<ActionDevice, 'id' | 'displayName'>[];
}

type Lists = { attempted: string[]; notAttempted: string[] };
type State = { step: 'processing' } | { step: 'result'; lists: Lists } | { step: 'failed' };

/** Partial results an error may carry (000 §8: 'if the error carries partial results, those are shown'). */
function partialResults(error: unknown): { successNodeIds: number[]; errorNodeIds: number[] } | undefined {
  const details = isConsoleApiError(error) ? (error as unknown as { body?: unknown }).body : undefined;
  const candidate = details as { successNodeIds?: unknown; errorNodeIds?: unknown } | undefined;
  if (candidate && Array.isArray(candidate.successNodeIds) && Array.isArray(candidate.errorNodeIds)) {
    return {
      successNodeIds: candidate.successNodeIds as number[],
      errorNodeIds: candidate.errorNodeIds as number[],
    };
  }
  return undefined;
}

function NameList({ label, names }: { label: string; names: string[] }) {
  const t = useMessage();
  const { shown, more } = shortList(names);
  return (
    <section aria-label={label}>
      <p className={styles.legend}>{label}</p>
      {shown.length === 0 ? (
        <p className={styles.note}>{t('deviceActions.wakeOnLan.none')}</p>
      ) : (
        <ul className={styles.names}>
          {shown.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
            <li key={`${name}-${index}`}>{name}</li>
          ))}
          {more > 0 ? <li>{t('deviceActions.wakeOnLan.more', { count: more })}</li> : null}
        </ul>
      )}
    </section>
  );
}

/**
 * Wake-on-LAN (000 §4.7, §7.7, §8): sends the request when it opens, shows processing, then the
 * attempted and not attempted devices (30 names, then '+N more'), or the generic failure; an error
 * that carries partial results shows those instead.
 * @example <WakeOnLanDialog open onOpenChange={setOpen} devices={selection} />
 */
export function WakeOnLanDialog(props: WakeOnLanDialogProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      {props.open ? <WakeOnLanBody {...props} /> : null}
    </MessageSection>
  );
}

function WakeOnLanBody({ open, onOpenChange, devices }: WakeOnLanDialogProps) {
  const t = useMessage();
  const [state, setState] = useState<State>({ step: 'processing' });
  const wake = useConsoleMutation(routes.deviceActions.wakeOnLan);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const names = new Map(devices.map((device) => [device.id, device.displayName ?? String(device.id)]));
    const nameOf = (id: number) => names.get(id) ?? String(id);
    wake
      .mutateAsync({ body: { deviceIds: devices.map((device) => device.id) } })
      .then((answer) => setState({ step: 'result', lists: wakeOnLanLists(answer, nameOf) }))
      .catch((error: unknown) => {
        const partial = partialResults(error);
        setState(partial ? { step: 'result', lists: wakeOnLanLists(partial, nameOf) } : { step: 'failed' });
      });
  }, [devices, wake]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deviceActions.wakeOnLan.title')}
      busy={state.step === 'processing'}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)} disabled={state.step === 'processing'}>
          {t('deviceActions.wakeOnLan.close')}
        </Button>
      }
    >
      <div className={styles.stack} data-state={state.step}>
        {state.step === 'processing' ? (
          <Spinner label={t('deviceActions.wakeOnLan.processing')} showLabel />
        ) : null}
        {state.step === 'failed' ? <Banner tone="danger">{t('deviceOps.wakeOnLan.failed')}</Banner> : null}
        {state.step === 'result' ? (
          <>
            <NameList label={t('deviceActions.wakeOnLan.attempted')} names={state.lists.attempted} />
            <NameList label={t('deviceActions.wakeOnLan.notAttempted')} names={state.lists.notAttempted} />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
