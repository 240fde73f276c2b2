/**
 * The console-shell text the server answers with (401 INVALID_CREDENTIALS); the rest of the shell's
 * and sign-in texts are the reference console's own section (`examples/console/src/messages.ts`).
 */
export const shellSharedMessages = {
  /** The server's 401 INVALID_CREDENTIALS message (used by @console/server). */
  'shell.signIn.invalid': 'The email or password is incorrect.',
} as const;
