import {
  addDeviceMessages,
  addMenuMessages,
  agentMessages,
  installerMessages,
  mobileMessages,
  unmanagedMessages,
} from '@console/core';

/**
 * The catalogue sections of every dialog behind the Add menu. Loaded with `import()` together with
 * the first dialog that opens, so the menu's first load carries only the menu's own texts.
 */
export const addMenuDialogTexts = {
  ...addMenuMessages,
  ...addDeviceMessages,
  ...mobileMessages,
  ...unmanagedMessages,
  ...installerMessages,
  ...agentMessages,
};
