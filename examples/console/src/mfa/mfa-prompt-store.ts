/**
 * The console's MFA prompt for calls made after sign-in (policy and user saves, 000 §8): the
 * client's `onMfaRequired` asks this store for a code; the dialog shows while a request is pending
 * and answers it. Cancelling rejects, which the client turns into the silent USER_CANCELLED_MFA.
 */
export interface MfaPromptRequest {
  /** Path of the call that needs the code. */
  path: string;
}

type Listener = (request: MfaPromptRequest | null) => void;

export interface MfaPromptStore {
  /** The `onMfaRequired` of `createConsoleClient`. */
  prompt: (request: MfaPromptRequest) => Promise<string>;
  /** Answers the pending request with a code. */
  submit: (code: string) => void;
  /** Cancels the pending request. */
  cancel: () => void;
  /** The pending request, or null. */
  current: () => MfaPromptRequest | null;
  subscribe: (listener: Listener) => () => void;
}

/** Creates the prompt store. A new prompt while one is pending cancels the older one. */
export function createMfaPromptStore(): MfaPromptStore {
  let pending: {
    request: MfaPromptRequest;
    resolve: (code: string) => void;
    reject: (error: Error) => void;
  } | null = null;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener(pending?.request ?? null);
  };
  const settle = (action: (entry: NonNullable<typeof pending>) => void) => {
    const entry = pending;
    pending = null;
    if (entry) action(entry);
    emit();
  };
  return {
    prompt: (request) =>
      new Promise<string>((resolve, reject) => {
        if (pending) pending.reject(new Error('Superseded by a newer MFA prompt'));
        pending = { request, resolve, reject };
        emit();
      }),
    submit: (code) => settle((entry) => entry.resolve(code)),
    cancel: () => settle((entry) => entry.reject(new Error('The user cancelled the MFA prompt'))),
    current: () => pending?.request ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
