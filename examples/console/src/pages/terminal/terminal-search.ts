/** Search params of #/terminal/{id}: the shell and terminal type, or a delegate and protocol for a network device. */
export interface TerminalPageSearch {
  shell?: 'DEFAULT' | 'DEFAULT64' | 'POWERSHELL' | 'POWERSHELL64';
  user?: 'SYSTEM' | 'USER';
  delegate?: number;
  protocol?: 'SSH' | 'TELNET';
}

const SHELLS = new Set(['DEFAULT', 'DEFAULT64', 'POWERSHELL', 'POWERSHELL64']);

/** Reads #/terminal/{id}'s search params, dropping what is not valid. */
export function parseTerminalSearch(search: Record<string, unknown>): TerminalPageSearch {
  const out: TerminalPageSearch = {};
  if (typeof search.shell === 'string' && SHELLS.has(search.shell))
    out.shell = search.shell as TerminalPageSearch['shell'];
  if (search.user === 'SYSTEM' || search.user === 'USER') out.user = search.user;
  const delegate = Number(search.delegate);
  if (Number.isInteger(delegate) && delegate > 0) out.delegate = delegate;
  if (search.protocol === 'SSH' || search.protocol === 'TELNET') out.protocol = search.protocol;
  return out;
}
