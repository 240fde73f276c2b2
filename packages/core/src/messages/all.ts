import { addDeviceCoreMessages } from './add-menu-devices';
import { mobileCoreMessages } from './add-menu-mobile';
import { unmanagedCoreMessages } from './add-menu-unmanaged';
import { adminNavMessages } from './admin-nav';
import { agentMessages } from './agent';
import { automationCoreMessages } from './automation';
import { backupWizardCoreMessages } from './backup-wizards';
import { cloudMonitorCoreMessages } from './cloud-monitors';
import { deviceOperationCoreMessages } from './device-operations';
import { directoryDiscoveryCoreMessages } from './directory-discovery';
import { errorMessages } from './errors';
import { imageManagerCoreMessages } from './image-manager';
import { installerCoreMessages } from './installers';
import { mdmMessages } from './mdm';
import { networkDiscoveryCoreMessages } from './network-discovery';
import { notificationChannelCoreMessages } from './notification-channels';
import { pickerMessages } from './pickers';
import { recordMessages } from './records';
import { searchSharedMessages } from './search';
import { shellSharedMessages } from './shell';
import { terminalCoreMessages } from './terminal';
import { uiMessages } from './ui';

/**
 * Every section of core's catalogue merged (the shared sections, the admin pages' names and each
 * area's texts that core's validators and the server produce): for the server, which renders any
 * text it sends (errors, issues, e-mails, activities). A widget's own texts are in its package. A
 * new section file is added here and exported from `sections.ts`. A widget never imports this: it
 * registers its own section merged with core's section of its area.
 * @example createTranslator({ sections: [allMessages] })('automation.validation.nameExists')
 */
export const allMessages = {
  ...recordMessages,
  ...uiMessages,
  ...shellSharedMessages,
  ...adminNavMessages,
  ...errorMessages,
  ...searchSharedMessages,
  ...automationCoreMessages,
  ...cloudMonitorCoreMessages,
  ...pickerMessages,
  ...deviceOperationCoreMessages,
  ...terminalCoreMessages,
  ...agentMessages,
  ...installerCoreMessages,
  ...mobileCoreMessages,
  ...mdmMessages,
  ...networkDiscoveryCoreMessages,
  ...unmanagedCoreMessages,
  ...addDeviceCoreMessages,
  ...directoryDiscoveryCoreMessages,
  ...backupWizardCoreMessages,
  ...imageManagerCoreMessages,
  ...notificationChannelCoreMessages,
} as const;

/** Every key of core's sections with its default text (the base of `MessageCatalogue`). */
export type AllMessages = typeof allMessages;
