import axe from 'axe-core';
import { expect } from 'vitest';

/** Options of {@link expectNoAxeViolations}. */
export interface AxeCheckOptions {
  /**
   * Leave out Ariakit's focus-trap sentinels (`[data-focus-trap]`) everywhere in the document. A
   * non-modal portal (menus, selects, comboboxes, hover cards) puts `aria-hidden` elements with
   * `tabindex="0"` around its placeholder to keep the tab order, and axe's `aria-hidden-focus` rule
   * flags those by design. Everything else, the popups included, is still checked.
   * @default false
   */
  ignoreAriakitFocusTraps?: boolean;
  /**
   * Also check every element with this role that is open in the document (`'menu'`, `'listbox'`,
   * `'dialog'`, ...): popups render into portals outside `root`, so a check of `root` alone misses
   * them.
   */
  popupRole?: string;
}

/**
 * Waits two frames, then for the document's finite CSS transitions and animations (fades, slides) to finish, at most
 * one second, so colour contrast is never measured on a half-faded element. Infinite animations
 * (spinners) are ignored.
 */
async function settleTransitions(): Promise<void> {
  // Two frames first: a transition a state change just caused (a button leaving its disabled look
  // as an answer arrives) is listed only once its style has been computed.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const running = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
  if (running.length === 0) return;
  await Promise.race([
    Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ]);
}

/**
 * Runs axe-core on `root` (default: the whole document) and fails with a readable list of
 * violations. Colour contrast is checked too: the themes are meant to pass it.
 *
 * @example
 * ```ts
 * await expectNoAxeViolations(document.body);
 * // a widget with an open popup (portaled out of the container), without Ariakit's sentinels:
 * await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });
 * ```
 */
export async function expectNoAxeViolations(
  root: Element | Document = document,
  options: AxeCheckOptions = {},
): Promise<void> {
  const { ignoreAriakitFocusTraps = false, popupRole } = options;
  await settleTransitions();
  let context: axe.ElementContext = root as Element;
  if (ignoreAriakitFocusTraps || popupRole !== undefined) {
    const include: Node[] = [root];
    if (popupRole !== undefined) {
      for (const popup of document.querySelectorAll(`[role="${popupRole}"]`)) {
        if (!include.some((node) => node.contains(popup))) include.push(popup);
      }
    }
    const exclude = ignoreAriakitFocusTraps ? [...document.querySelectorAll('[data-focus-trap]')] : [];
    context = exclude.length > 0 ? { include, exclude } : { include };
  }
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { region: { enabled: false } },
  });
  const lines = result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}`),
  );
  expect(lines, 'axe violations').toEqual([]);
}
