/**
 * Terminal session texts (001 §2.3, §8): the page's controls, the error dialogs with the spec's
 * words, and the reasons the server gives when it closes a session. Shared by `@console/terminal`
 * and the server (which sends the reasons as the socket's close reason).
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
  'terminal.exit': 'Exit',
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
  'terminal.deviceOffline': 'The device is offline.',
  'terminal.notNetworkDevice': 'The target is not a network device of this delegate.',
  'terminal.noCredential': 'The network device has no TELNET/SSH credential.',
  'terminal.shell64Only': '64-bit shells are only available on 64-bit devices.',
  'terminal.reasonSessionEnded': 'Your session has ended.',
  'terminal.reasonPermissionEnded': 'You no longer have permission to use the terminal on this device.',
  'terminal.reasonDeviceOffline': 'The device went offline.',
  'terminal.reasonNotFound': 'This terminal session does not exist or has expired.',
  'terminal.reasonStartFailed': 'The terminal could not be started on the device.',
  'terminal.activityOpened': 'User {{appUserName}} opened a terminal session ({{kind}})',
  'terminal.activityClosed': 'Terminal session of user {{appUserName}} ended: {{reason}}',
} as const;
