import type { AddMenuDialog } from './add-menu-store';
import {
  AddComputerDialog,
  AddMobileDeviceDialog,
  AddNmsDeviceDialog,
  AddVmHostDialog,
  CreatePolicyDialog,
  NetworkDiscoveryWizard,
  TicketFormsDialog,
  UnmanagedDeviceDialog,
} from './lazy-dialogs';

/** Props of {@link AddMenuDialogs}. */
interface AddMenuDialogsProps {
  dialog: AddMenuDialog;
  onClose: () => void;
}

/** The dialog the Add menu has open, each loaded on demand the first time it opens. */
export function AddMenuDialogs({ dialog, onClose }: AddMenuDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog.kind) {
    case 'ticketForms':
      return <TicketFormsDialog open onOpenChange={onOpenChange} />;
    case 'computer':
      return <AddComputerDialog open onOpenChange={onOpenChange} platform={dialog.platform} />;
    case 'vmHost':
      return <AddVmHostDialog open onOpenChange={onOpenChange} platform={dialog.platform} />;
    case 'mobile':
      return <AddMobileDeviceDialog open onOpenChange={onOpenChange} platform={dialog.platform} />;
    case 'nms':
      return <AddNmsDeviceDialog open onOpenChange={onOpenChange} />;
    case 'unmanaged':
      return <UnmanagedDeviceDialog open onOpenChange={onOpenChange} />;
    case 'discovery':
      return <NetworkDiscoveryWizard open onOpenChange={onOpenChange} />;
    case 'policy':
      return <CreatePolicyDialog open onOpenChange={onOpenChange} />;
    default:
      return null;
  }
}
