import { MessageSection, useCan, useMessage } from '@console/core/react';
import { DeleteOrganizationDialog } from '@console/device-actions';
import { Button } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { deviceDashboardMessages } from './device-messages';

/**
 * The organization dashboard's Delete organization button and flow (002 §4.6): shown with
 * `canDeleteOrganization`; afterwards the view moves to the system dashboard.
 */
export function OrganizationDeleteAction(props: {
  organization: { id: number; name: string; deleteBackupDataPermanently: boolean };
}) {
  return (
    <MessageSection messages={deviceDashboardMessages}>
      <OrganizationDelete {...props} />
    </MessageSection>
  );
}

function OrganizationDelete({
  organization,
}: {
  organization: { id: number; name: string; deleteBackupDataPermanently: boolean };
}) {
  const t = useMessage();
  const can = useCan();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!can.canDeleteOrganization(organization.id)) return null;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('shell.deviceDashboard.deleteOrganization')}
      </Button>
      <DeleteOrganizationDialog
        open={open}
        onOpenChange={setOpen}
        organization={organization}
        onDeleted={() => void navigate({ to: '/systemDashboard/overview' })}
      />
    </>
  );
}
