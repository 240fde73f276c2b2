/**
 * The terminal texts the server produces (001 §2.3, §8): the reasons it gives when it closes a session
 * (sent as the socket's close reason), its answers and activities, and the Exit key the agent's
 * session also ends on. `@console/terminal` registers them with its own section (`terminalMessages`).
 * @example terminalCoreMessages['terminal.reasonNotFound'] // 'This terminal session does not exist or has expired.'
 */
export const terminalCoreMessages = {
  'terminal.exit': 'Exit',
  'terminal.deviceOffline': 'The device is offline.',
  'terminal.notNetworkDevice': 'The target is not a network device of this delegate.',
  'terminal.shell64Only': '64-bit shells are only available on 64-bit devices.',
  'terminal.reasonSessionEnded': 'Your session has ended.',
  'terminal.reasonPermissionEnded': 'You no longer have permission to use the terminal on this device.',
  'terminal.reasonDeviceOffline': 'The device went offline.',
  'terminal.reasonNotFound': 'This terminal session does not exist or has expired.',
  'terminal.reasonStartFailed': 'The terminal could not be started on the device.',
  'terminal.activityOpened': 'User {{appUserName}} opened a terminal session ({{kind}})',
  'terminal.activityClosed': 'Terminal session of user {{appUserName}} ended: {{reason}}',
} as const;
