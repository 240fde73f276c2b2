import { describe, expect, it } from 'vitest';
import {
  deviceDashboardRoute,
  kbDocumentRoute,
  policyEditorRoute,
  type ResultDestination,
  resultDestination,
} from './destinations';
import type { SearchResult } from './grouping';

const result = (type: SearchResult['type'], extra: Partial<SearchResult> = {}): SearchResult => ({
  type,
  id: 7,
  name: 'x',
  score: 100,
  ...extra,
});
const route = (destination: ResultDestination) =>
  destination.kind === 'route' ? destination.route : destination;

describe('result destinations (001 §2.1)', () => {
  it('opens the policy editor chosen by node class', () => {
    expect(route(resultDestination(result('POLICY', { nodeClass: 'WINDOWS_WORKSTATION' })))).toBe(
      '/editor/policy/7',
    );
    expect(policyEditorRoute(7, 'VMWARE_VM_HOST')).toBe('/editor/vmpolicy/7');
    expect(policyEditorRoute(7, 'HYPERV_VMM_GUEST')).toBe('/editor/vmpolicy/7');
    expect(policyEditorRoute(7, 'ANDROID')).toBe('/editor/androidpolicy/7');
    expect(policyEditorRoute(7, 'APPLE_IOS')).toBe('/editor/iospolicy/7');
    expect(policyEditorRoute(7, 'APPLE_IPADOS')).toBe('/editor/iospolicy/7');
    expect(policyEditorRoute(7, 'NMS_SWITCH')).toBe('/editor/policy/7');
  });

  it('opens users, groups, organizations, boards and tickets by id', () => {
    expect(route(resultDestination(result('END_USER')))).toBe('/endUserSearch/7/overview');
    expect(route(resultDestination(result('TECHNICIAN_USER')))).toBe('/editor/user/7');
    expect(route(resultDestination(result('GROUP')))).toBe('/group/7');
    expect(route(resultDestination(result('ORGANIZATION')))).toBe('/customerDashboard/7/overview');
    expect(route(resultDestination(result('BOARD')))).toBe('/ticketing/board/7');
    expect(route(resultDestination(result('TICKET')))).toBe('/ticketing/ticket/7');
  });

  it('opens a location under its organization', () => {
    expect(route(resultDestination(result('LOCATION', { clientId: 3 })))).toBe(
      '/customerDashboard/3/location/7',
    );
    expect(resultDestination(result('LOCATION'))).toEqual({ kind: 'none' });
  });

  it('opens a device overview by id, node type and class', () => {
    expect(
      route(resultDestination(result('DEVICE', { nodeType: 'AGENT', nodeClass: 'WINDOWS_SERVER' }))),
    ).toBe('/deviceDashboard/7/overview');
    expect(deviceDashboardRoute(7, 'NMS', 'NMS_SWITCH')).toBe('/nmsDashboard/7/overview');
    expect(deviceDashboardRoute(7, null, 'NMS_ROUTER')).toBe('/nmsDashboard/7/overview');
    expect(deviceDashboardRoute(7, 'VM_HOST', 'VMWARE_VM_HOST')).toBe('/vmDashboard/7/overview');
    expect(deviceDashboardRoute(7, 'VM_GUEST', 'HYPERV_VMM_GUEST')).toBe('/vmGuestDashboard/7/overview');
    expect(deviceDashboardRoute(7, 'MOBILE', 'ANDROID')).toBe('/mobileDashboard/7/overview');
    expect(deviceDashboardRoute(7, 'CLOUD_MONITOR_TARGET', 'CLOUD_MONITOR_TARGET')).toBe(
      '/cloudMonitorDashboard/7/overview',
    );
    expect(deviceDashboardRoute(7, 'UNMANAGED', 'UNMANAGED_DEVICE')).toBe(
      '/unmanagedDeviceDashboard/7/overview',
    );
    expect(deviceDashboardRoute(7, 'AGENT', 'MAC')).toBe('/deviceDashboard/7/overview');
  });

  it('opens checklists and apps-and-services documents in the organization documentation', () => {
    expect(route(resultDestination(result('CHECKLIST', { clientId: 2 })))).toBe(
      '/customerDashboard/2/documentation/checklists/7',
    );
    const single = result('APPS_AND_SERVICES', { clientId: 2, details: { documentTemplateId: 11 } });
    expect(route(resultDestination(single))).toBe('/customerDashboard/2/documentation/appsAndServices/11');
    const multiple = result('APPS_AND_SERVICES', {
      clientId: 2,
      details: { documentTemplateId: 11, documentTemplateAllowMultiple: true },
    });
    expect(route(resultDestination(multiple))).toBe(
      '/customerDashboard/2/documentation/appsAndServices/11/7',
    );
    expect(resultDestination(result('APPS_AND_SERVICES', { clientId: 2 }))).toEqual({ kind: 'none' });
  });

  it('looks up a KB document folder chain, drops its first element and ends in /file', () => {
    expect(resultDestination(result('KB_DOCUMENT', { clientId: 2 }))).toEqual({
      kind: 'kbDocument',
      itemId: 7,
      clientId: 2,
    });
    const folders = [
      { id: 1, name: 'Knowledge Base' },
      { id: 5, name: 'Network' },
      { id: 8, name: 'VPN' },
    ];
    expect(kbDocumentRoute({ id: 7, clientId: 2 }, { clientId: 2, folders })).toBe(
      '/customerDashboard/2/documentation/knowledgeBase/5/8/7/file',
    );
    expect(kbDocumentRoute({ id: 7 }, { clientId: null, folders })).toBe(
      '/systemDashboard/knowledgeBase/5/8/7/file',
    );
    expect(kbDocumentRoute({ id: 7 }, { clientId: null, folders: [{ id: 1, name: 'Root' }] })).toBe(
      '/systemDashboard/knowledgeBase/7/file',
    );
  });

  it("opens an administration entry's own route", () => {
    expect(route(resultDestination(result('ADMINISTRATION', { route: '/administration/tasks' })))).toBe(
      '/administration/tasks',
    );
  });
});
