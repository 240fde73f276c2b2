/**
 * Waits until every running CSS transition and animation in the document has finished, so an axe
 * check measures final colours rather than a frame of a fade (dialogs fade in, buttons fade their
 * colour when they become enabled).
 */
export async function settleAnimations(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}
