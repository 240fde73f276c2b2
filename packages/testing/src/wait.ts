/** Waiting helpers of browser tests. */

/** Waits for the running transitions (a dialog fading in, a button turning enabled) before an axe check. */
export async function transitionsDone(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/** Waits until `check` stops throwing (polling), for effects outside the DOM. */
export async function eventually(check: () => void, timeout = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
