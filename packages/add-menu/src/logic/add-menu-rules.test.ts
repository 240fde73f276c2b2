import { createPermissions, DIVISION_CONFIG, FEATURE_FLAGS } from '@console/core';
import { createTestSession, type TestSessionOptions } from '@console/testing/session';
import { describe, expect, it } from 'vitest';
import { addMenuVisibility, newTicketRoute, policyEditorRoute } from './add-menu-rules';

const visible = (options: TestSessionOptions) =>
  addMenuVisibility(createPermissions(createTestSession(options)));

describe('the Add menu entries (000 §2.7, §6)', () => {
  it('shows a system administrator every entry the flags allow', () => {
    const menu = visible({ settings: { ticketingEnabled: true } });
    expect(menu.top).toEqual([
      'ticket',
      'ticketFromTemplate',
      'ticketBoard',
      'device',
      'user',
      'report',
      'organization',
      'policy',
      'scheduledTask',
    ]);
    expect(menu.device).toEqual(['computer', 'virtual', 'cloudMonitor', 'nms']);
    expect(menu.user).toEqual(['technician', 'endUser']);
  });

  it('hides the ticket entries without the ticketing setting', () => {
    expect(visible({}).top).not.toContain('ticket');
    expect(visible({}).top).not.toContain('ticketBoard');
  });

  it('hides the ticket entries from a technician without the ticket grants', () => {
    const menu = visible({ sysadmin: false, settings: { ticketingEnabled: true } });
    expect(menu.top).toEqual([]);
    const allowed = visible({
      sysadmin: false,
      settings: { ticketingEnabled: true },
      content: { permissions: { ticketCrud: ['READ', 'CREATE', 'UPDATE'] } },
    });
    expect(allowed.top).toEqual(['ticket', 'ticketFromTemplate', 'ticketBoard']);
  });

  it('shows Mobile device with mdm, Run Ad Hoc Network Discovery with nms_network_discovery', () => {
    const menu = visible({ featureFlags: [FEATURE_FLAGS.mdm, FEATURE_FLAGS.nmsNetworkDiscovery] });
    expect(menu.device).toEqual(['computer', 'mobile', 'virtual', 'cloudMonitor', 'nms', 'adHocDiscovery']);
  });

  it('hides NMS only when both nms_network_discovery and custom_snmp are on', () => {
    expect(visible({ featureFlags: [FEATURE_FLAGS.customSnmp] }).device).toContain('nms');
    expect(
      visible({ featureFlags: [FEATURE_FLAGS.customSnmp, FEATURE_FLAGS.nmsNetworkDiscovery] }).device,
    ).not.toContain('nms');
  });

  it('shows Unmanaged with it_asset_management and the ITAM division enabled', () => {
    const flag = [FEATURE_FLAGS.itAssetManagement];
    expect(visible({ featureFlags: flag }).device).not.toContain('unmanaged');
    expect(
      visible({ featureFlags: flag, divisionConfig: [{ name: DIVISION_CONFIG.itam, enabled: false }] })
        .device,
    ).not.toContain('unmanaged');
    expect(
      visible({ featureFlags: flag, divisionConfig: [{ name: DIVISION_CONFIG.itam, enabled: true }] }).device,
    ).toContain('unmanaged');
    expect(visible({ divisionConfig: [{ name: DIVISION_CONFIG.itam, enabled: true }] }).device).not.toContain(
      'unmanaged',
    );
  });

  it('gives a limited technician only what their grants allow', () => {
    const menu = visible({
      sysadmin: false,
      grants: [
        { type: 'DEVICE', name: 'Create' },
        { type: 'POLICY', name: 'Create' },
      ],
    });
    expect(menu.top).toEqual(['device', 'policy']);
    expect(menu.user).toEqual([]);
  });

  it('needs both grants for Report and for Scheduled task', () => {
    const report = (grants: TestSessionOptions['grants']) => visible({ sysadmin: false, grants }).top;
    expect(report([{ type: 'SYSTEM', name: 'Reports.FullAccess' }])).not.toContain('report');
    expect(
      report([
        { type: 'SYSTEM', name: 'Reports.FullAccess' },
        { type: 'ORGANIZATION', name: 'View' },
      ]),
    ).toContain('report');
    expect(report([{ type: 'SCHEDULED_TASK', name: 'Create' }])).not.toContain('scheduledTask');
    expect(
      report([
        { type: 'SCHEDULED_TASK', name: 'Create' },
        { type: 'SCRIPT_CATEGORY', name: 'Run' },
      ]),
    ).toContain('scheduledTask');
  });

  it('shows End user for end-user sharing and Organization for organization creation', () => {
    const menu = visible({
      sysadmin: false,
      grants: [
        { type: 'SYSTEM', name: 'EndUserSharing.Access' },
        { type: 'ORGANIZATION', name: 'Create' },
      ],
    });
    expect(menu.top).toEqual(['user', 'organization']);
    expect(menu.user).toEqual(['endUser']);
  });
});

describe('the Add menu routes (000 §2.4, 002 §2.2)', () => {
  it('opens the new-ticket route with formId unless the form is the default one', () => {
    expect(newTicketRoute()).toBe('/ticketing/ticket/new');
    expect(newTicketRoute({ id: 3, isDefault: true })).toBe('/ticketing/ticket/new');
    expect(newTicketRoute({ id: 4, isDefault: false })).toBe('/ticketing/ticket/new?formId=4');
  });

  it('opens the policy editor of a new policy', () => {
    expect(policyEditorRoute(12)).toBe('/editor/policy/12');
  });
});
