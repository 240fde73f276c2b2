import {
  addDeviceCoreMessages,
  agentMessages,
  installerCoreMessages,
  mobileCoreMessages,
  unmanagedCoreMessages,
} from '@console/core';
import { addMenuMessages } from '../messages';
import { addDeviceMessages, installerMessages } from '../messages-devices';
import { mobileMessages } from '../messages-mobile';
import { unmanagedMessages } from '../messages-unmanaged';

/**
 * The catalogue sections of every dialog behind the Add menu. Loaded with `import()` together with
 * the first dialog that opens, so the menu's first load carries only the menu's own texts.
 */
export const addMenuDialogTexts = {
  ...addDeviceCoreMessages,
  ...mobileCoreMessages,
  ...unmanagedCoreMessages,
  ...installerCoreMessages,
  ...agentMessages,
  ...addMenuMessages,
  ...addDeviceMessages,
  ...mobileMessages,
  ...unmanagedMessages,
  ...installerMessages,
};
