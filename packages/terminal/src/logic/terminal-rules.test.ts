import { describe, expect, it } from 'vitest';
import {
  dialogForClose,
  dialogForError,
  isPowerShell,
  otherCliLevel,
  sessionText,
  socketUrl,
  terminalColumns,
  terminalRows,
} from './terminal-rules';

describe('terminal rules', () => {
  it('computes the width from the window: minus the margin, divided by 9 px', () => {
    expect(terminalColumns(1024)).toBe(110);
    expect(terminalColumns(10)).toBe(1);
    expect(terminalColumns(1_000_000)).toBe(1000);
    expect(terminalRows(720)).toBe(40);
  });
  it('turns the session URL into a socket URL', () => {
    expect(socketUrl('/ws/terminal/socket/abc', 'https://console.example/app/')).toBe(
      'wss://console.example/ws/terminal/socket/abc',
    );
    expect(socketUrl('/ws/terminal/socket/abc', 'http://127.0.0.1:8080/')).toBe(
      'ws://127.0.0.1:8080/ws/terminal/socket/abc',
    );
  });
  it('maps every error of 001 §8 to its dialog', () => {
    expect(dialogForError({ type: 'error', code: 'ERROR_NO_LOGGEDIN_USER' })).toEqual({
      title: 'terminal.noUserTitle',
      body: { key: 'terminal.noUserBody' },
    });
    expect(dialogForError({ type: 'error', code: 'ERROR_SHELL_PATH' }).title).toBe('terminal.shellPathTitle');
    expect(dialogForError({ type: 'error', code: 'TERMINAL_START_FAILED' }).title).toBe(
      'terminal.connectTitle',
    );
    expect(dialogForClose(1000, '')).toBeNull();
    expect(dialogForClose(4003, 'No permission')).toEqual({
      title: 'terminal.closedTitle',
      body: { text: 'No permission' },
    });
  });
  it('keeps the text of the session without escape sequences', () => {
    expect(sessionText('\u001b[1;32muser@host\u001b[0m:~$ echo hi\r\nhi\r\n\u001b]0;title\u0007')).toBe(
      'user@host:~$ echo hi\nhi\n',
    );
  });
  it('knows PowerShell and the other access level', () => {
    expect(isPowerShell('POWERSHELL64')).toBe(true);
    expect(isPowerShell('DEFAULT')).toBe(false);
    expect(otherCliLevel(0)).toBe(1);
  });
});
