/**
 * A handler that may veto what is about to happen: returning `false` (or a promise of `false`)
 * cancels it; anything else, including nothing, lets it proceed.
 */
export type VetoableHandler = () => unknown;

/**
 * Runs a vetoable handler and resolves to `true` when the action may proceed. A missing handler
 * allows it; a handler that throws or rejects vetoes it (the caller stays where it is and the host
 * reports its own error).
 */
export async function allows(handler: VetoableHandler | undefined): Promise<boolean> {
  if (!handler) return true;
  try {
    return (await handler()) !== false;
  } catch {
    return false;
  }
}
