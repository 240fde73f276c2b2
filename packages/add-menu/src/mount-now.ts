import { createMount } from '@console/widget-kit';
import { AddMenu } from './add-menu/add-menu';

/** The Add menu's `createMount`, loaded by {@link mount} on its first call. */
export const mountAddMenuNow = /* @__PURE__ */ createMount(AddMenu);
