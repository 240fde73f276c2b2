import { terminalCoreMessages } from '@console/core';

/**
 * Texts of the terminal session (001 §2.3, §8), this package's own section of the message
 * catalogue: the page's controls and the error dialogs with the spec's words. Keys are
 * `terminal.<what>`. The reasons the server gives when it closes a session are core's
 * (`terminalCoreMessages`). A host overrides any of them with the ConsoleProvider's `messages`.
 * @example terminalMessages['terminal.noUserBody'] // 'No User logged in'
 */
export const terminalMessages = {
  'terminal.title': 'Terminal',
  'terminal.titleOn': 'Terminal on {{name}}',
  'terminal.connecting': 'Connecting to the terminal',
  'terminal.ended': 'The terminal session has ended.',
  'terminal.openAgain': 'Open again',
  'terminal.accessLevel': 'Elevated access',
  'terminal.accessLevelHint': 'Reopens the session with the other access level',
  'terminal.download': 'Download',
  'terminal.downloadFileName': 'cli.txt',
  'terminal.copied': 'Copied to clipboard',
  'terminal.exitTitle': 'Exit terminal',
  'terminal.exitBody': 'Are you sure you want to exit this terminal session?',
  'terminal.noUserTitle': 'Could not execute command',
  'terminal.noUserBody': 'No User logged in',
  'terminal.shellPathTitle': 'Could not connect to Powershell',
  'terminal.shellPathBody':
    'Make sure PowerShell is installed at its default Windows location (C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe) and try again.',
  'terminal.connectTitle': 'Could not connect to terminal',
  'terminal.connectBody': 'Unable to start terminal...',
  'terminal.closedTitle': 'The terminal has closed',
  'terminal.sendFailed': 'Could not execute command. Make sure the device is online and try again.',
  'terminal.noCredential': 'The network device has no TELNET/SSH credential.',
} as const;

/** The keys and default texts of {@link terminalMessages}. */
type TerminalMessages = typeof terminalMessages;

declare module '@console/core' {
  interface MessageCatalogue extends TerminalMessages {}
}

/** What the terminal registers (`<MessageSection>`): its own texts and core's terminal texts. */
export const terminalTexts = { ...terminalCoreMessages, ...terminalMessages } as const;
