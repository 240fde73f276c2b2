import { routes } from '@console/core';
import { useConsoleQuery } from '@console/core/react';
import { TerminalSession, type TerminalTarget } from '@console/terminal';
import * as styles from './terminal-page.css';
import type { TerminalPageSearch } from './terminal-search';

/** The full-window terminal page of the reference console (001 §2.3). */
export function TerminalPage({
  id,
  search,
  onExit,
}: {
  id: number;
  search: TerminalPageSearch;
  onExit: () => void;
}) {
  const device = useConsoleQuery(routes.node.get, { params: { id } });
  const target: TerminalTarget =
    search.delegate && search.protocol
      ? { kind: 'network', delegateNodeId: search.delegate, targetNodeId: id, protocol: search.protocol }
      : { kind: 'device', nodeId: id, user: search.user ?? 'SYSTEM', shell: search.shell ?? 'DEFAULT' };
  return (
    <div className={styles.fill}>
      <TerminalSession target={target} deviceName={device.data?.node.name} onExit={onExit} />
    </div>
  );
}
