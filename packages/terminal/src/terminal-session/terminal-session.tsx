import { MessageSection, useMessage } from '@console/core/react';
import { Button, Spinner, Switch } from '@console/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { isPowerShell, TERMINAL_DOWNLOAD_NAME } from '../logic/terminal-rules';
import { terminalTexts } from '../messages';
import * as styles from './terminal-session.css';
import { type UseTerminalSessionOptions, useTerminalSession } from './use-terminal-session';
import { XtermView } from './xterm-view';

// The dialogs (001 §8 errors, exit confirmation) are not part of the first paint: a chunk of their own.
const TerminalDialogs = lazy(() =>
  import('./terminal-dialogs').then((m) => ({ default: m.TerminalDialogs })),
);

/** Props of {@link TerminalSession}. */
export interface TerminalSessionProps extends Omit<UseTerminalSessionOptions, 'columns'> {
  /** The device's name, shown in the title. */
  deviceName?: string;
  /** Width in columns. @default from the window width */
  columns?: number;
  /** Extra class on the root. */
  className?: string;
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TERMINAL_DOWNLOAD_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The full-window terminal (001 §2.3): xterm over a session, with the access-level toggle, copy on
 * selection, the session text as cli.txt, exit with confirmation and the error dialogs of 001 §8.
 * @example <TerminalSession target={{ kind: 'device', nodeId: 7 }} deviceName="web-01" onExit={() => window.close()} />
 */
export function TerminalSession(props: TerminalSessionProps) {
  return (
    <MessageSection messages={terminalTexts}>
      <TerminalSessionView {...props} />
    </MessageSection>
  );
}

/** The view of {@link TerminalSession}, inside its message section. */
function TerminalSessionView({ deviceName, columns, className, ...options }: TerminalSessionProps) {
  const t = useMessage();
  const [copied, setCopied] = useState(false);
  const initialColumns = columns ?? Math.max(1, Math.floor((window.innerWidth - 32) / 9));
  const session = useTerminalSession({ ...options, columns: initialColumns });
  const { state } = session;
  const shell = options.target.kind === 'device' ? options.target.shell : undefined;
  const dialog = state.dialog;
  // The error and exit dialogs load the first time one opens, then stay mounted (their closing).
  const dialogsShown = useRef(false);
  if (dialog !== null || state.confirmingExit) dialogsShown.current = true;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-state={state.phase}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>
          {deviceName ? t('terminal.titleOn', { name: deviceName }) : t('terminal.title')}
        </h1>
        {options.target.kind === 'device' ? (
          <Switch
            label={t('terminal.accessLevel')}
            checked={state.cliLevel === 1}
            disabled={!state.isElevatable || state.phase === 'connecting'}
            onCheckedChange={() => session.toggleAccessLevel()}
          />
        ) : null}
        <span className={styles.status} role="status">
          {copied ? t('terminal.copied') : ''}
        </span>
        <Button variant="secondary" onClick={() => download(session.text())}>
          {t('terminal.download')}
        </Button>
        <Button variant="secondary" onClick={() => session.askExit(true)}>
          {t('terminal.exit')}
        </Button>
      </div>
      {state.phase === 'connecting' ? (
        <div className={styles.notice} role="status">
          <Spinner label={false} />
          <span className={styles.status}>{t('terminal.connecting')}</span>
        </div>
      ) : null}
      {state.phase === 'ended' || state.phase === 'failed' ? (
        <div className={styles.notice} role="status">
          <span>{t('terminal.ended')}</span>
          <Button variant="primary" onClick={session.reopen}>
            {t('terminal.openAgain')}
          </Button>
        </div>
      ) : null}
      <XtermView
        powerShell={isPowerShell(shell)}
        label={t('terminal.title')}
        attach={session.attach}
        send={session.send}
        resize={session.resize}
        onSelect={(text) => {
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => {},
          );
        }}
      />
      {dialogsShown.current ? (
        <Suspense fallback={null}>
          <TerminalDialogs
            dialog={dialog}
            onDismiss={session.dismissDialog}
            confirmingExit={state.confirmingExit}
            onConfirmingExitChange={session.askExit}
            onExit={session.exit}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
