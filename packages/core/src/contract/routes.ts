// Generated from the contract by `pnpm --filter @console/core routes`: do not edit.
// routes.test.ts fails when this table and the `endpoints` registry drift apart.
import type { Endpoints } from './index';
import type { RouteTable } from './route';

/**
 * Every endpoint's method and path, by area, without schemas: what widgets call in the browser so
 * they do not ship zod (see {@link Route}).
 * @example
 * import { routes } from '@console/core';
 * useConsoleQuery(routes.search.recent, {});
 */
export const routes: RouteTable<Endpoints> = {
  auth: {
    login: { method: 'POST', path: '/auth/login' },
    session: { method: 'GET', path: '/auth/session' },
    logout: { method: 'POST', path: '/auth/logout' },
  },
  accounts: {
    list: { method: 'GET', path: '/appuser-accounts' },
    switch: { method: 'POST', path: '/appuser-accounts/switch' },
  },
  trial: {
    contactUs: { method: 'GET', path: '/division/trial-banner/contact-us/{divisionUid}' },
    requestCall: { method: 'POST', path: '/division/trial-banner-contact-us-request-call/{divisionUid}' },
    buyNow: { method: 'GET', path: '/division/trial-banner/buy-now/{divisionUid}' },
  },
  announcements: {
    list: { method: 'GET', path: '/appuser/application-announcement' },
    dismiss: { method: 'PATCH', path: '/appuser/application-announcement' },
  },
  divisionConfig: {
    list: { method: 'GET', path: '/divisionconfig' },
    update: { method: 'PUT', path: '/divisionconfig/{name}' },
    getPsa: { method: 'GET', path: '/divisionconfig/psa' },
    updatePsa: { method: 'PUT', path: '/divisionconfig/psa' },
    featureFlags: { method: 'GET', path: '/featureflags' },
    updateFeatureFlag: { method: 'PUT', path: '/featureflags/{name}' },
  },
  client: {
    list: { method: 'GET', path: '/client/list' },
    get: { method: 'GET', path: '/client/{id}' },
    create: { method: 'POST', path: '/client' },
    update: { method: 'PUT', path: '/client' },
    delete: { method: 'DELETE', path: '/client/{id}' },
    deleteIncludingBackupData: { method: 'DELETE', path: '/client/{id}/including-backup-data' },
    deviceCount: { method: 'GET', path: '/client/{id}/deviceCount' },
    deleteWarning: { method: 'GET', path: '/client/{id}/delete/warning' },
    locations: { method: 'GET', path: '/client/{id}/locations' },
    createLocation: { method: 'POST', path: '/client/{id}/location' },
    updateLocation: { method: 'PUT', path: '/client/{id}/location/{locationId}' },
    deleteLocation: { method: 'DELETE', path: '/client/{id}/location/{locationId}' },
  },
  query: {
    organizations: { method: 'GET', path: '/query/organizations' },
    customerDashboard: { method: 'GET', path: '/query/v2/customerdashboard/{id}' },
  },
  node: {
    get: { method: 'GET', path: '/node/{id}' },
    create: { method: 'POST', path: '/node' },
    update: { method: 'PUT', path: '/node' },
    delete: { method: 'DELETE', path: '/node/{id}' },
    list: { method: 'GET', path: '/query/devices' },
  },
  nodeRole: {
    list: { method: 'GET', path: '/noderole/list' },
    create: { method: 'POST', path: '/noderole' },
    update: { method: 'PUT', path: '/noderole' },
  },
  credential: {
    list: { method: 'GET', path: '/credential/list' },
    get: { method: 'GET', path: '/credential/{id}' },
    create: { method: 'POST', path: '/credential' },
    update: { method: 'PUT', path: '/credential' },
  },
  policy: {
    get: { method: 'GET', path: '/policy/{id}' },
    create: { method: 'POST', path: '/policy' },
    update: { method: 'PUT', path: '/policy' },
    delete: { method: 'DELETE', path: '/policy/{id}' },
    query: { method: 'GET', path: '/query/policies' },
  },
  appUser: {
    list: { method: 'GET', path: '/appuser' },
    get: { method: 'GET', path: '/appuser/{id}' },
    create: { method: 'POST', path: '/appuser' },
    update: { method: 'PUT', path: '/appuser' },
    delete: { method: 'DELETE', path: '/appuser/{id}' },
  },
  userRole: {
    list: { method: 'GET', path: '/userrole/list' },
    catalogue: { method: 'GET', path: '/userrole/permission-catalogue' },
    get: { method: 'GET', path: '/userrole/{id}' },
    create: { method: 'POST', path: '/userrole' },
    update: { method: 'PUT', path: '/userrole' },
    delete: { method: 'DELETE', path: '/userrole/{id}' },
  },
  userPreference: {
    get: { method: 'GET', path: '/appuser/preference/{key}' },
    set: { method: 'PUT', path: '/appuser/preference/{key}' },
  },
  ticketTemplate: {
    list: { method: 'GET', path: '/tickettemplate/list' },
    get: { method: 'GET', path: '/tickettemplate/{id}' },
    create: { method: 'POST', path: '/tickettemplate/' },
    update: { method: 'PUT', path: '/tickettemplate/{id}' },
    delete: { method: 'DELETE', path: '/tickettemplate/{id}' },
  },
  apiKeyPair: {
    list: { method: 'GET', path: '/apikeypair/list' },
    create: { method: 'POST', path: '/apikeypair' },
    update: { method: 'PUT', path: '/apikeypair' },
    delete: { method: 'DELETE', path: '/apikeypair/{id}' },
  },
  search: {
    query: { method: 'POST', path: '/qsearch' },
    recent: { method: 'GET', path: '/qsearch/recent' },
    addRecent: { method: 'POST', path: '/qsearch/recent' },
    deviceDetails: { method: 'POST', path: '/qsearch/device-details' },
    kbItemPath: { method: 'GET', path: '/qsearch/kb-path' },
  },
  scripting: {
    list: { method: 'GET', path: '/scripting/scripts' },
    get: { method: 'GET', path: '/scripting/scripts/{id}' },
    create: { method: 'POST', path: '/scripting/scripts' },
    update: { method: 'PUT', path: '/scripting/scripts' },
    delete: { method: 'DELETE', path: '/scripting/scripts/{id}' },
    copy: { method: 'POST', path: '/scripting/scripts/copy' },
    malwareScanStatus: { method: 'GET', path: '/scripting/scripts/malwareScanStatus/{status}' },
    templates: { method: 'GET', path: '/scripting/templates' },
    preCheck: { method: 'POST', path: '/scripting/scripts/mfa-pre-upload' },
    createInstall: { method: 'POST', path: '/scripting/scripts/upload-application' },
    updateInstall: { method: 'PUT', path: '/scripting/scripts/upload-application' },
    createRun: { method: 'POST', path: '/scripting/scripts/run-application' },
    updateRun: { method: 'PUT', path: '/scripting/scripts/run-application' },
    createFileTransfer: { method: 'POST', path: '/scripting/scripts/file-transfer' },
    updateFileTransfer: { method: 'PUT', path: '/scripting/scripts/file-transfer' },
    run: { method: 'POST', path: '/scripting/scripts/{id}/run' },
    runAsOptions: { method: 'GET', path: '/scripting/run-as/{os}' },
    installAttachments: { method: 'GET', path: '/scripting/scripts/binaryScriptAttachments/{id}' },
    fileTransferAttachments: { method: 'GET', path: '/scripting/scripts/{id}/attachments' },
    uploadAttachment: { method: 'POST', path: '/scripting/attachments/upload' },
    registerAttachment: { method: 'POST', path: '/scripting/attachments' },
    attachmentFromUrl: { method: 'POST', path: '/scripting/attachments/from-url' },
    signedUrl: { method: 'GET', path: '/scripting/attachments/{id}/signed-url' },
    categories: { method: 'GET', path: '/scripting/categories' },
    createCategory: { method: 'POST', path: '/scripting/categories' },
    updateCategory: { method: 'PUT', path: '/scripting/categories' },
    deleteCategory: { method: 'DELETE', path: '/scripting/categories/{id}' },
  },
  jobs: {
    get: { method: 'GET', path: '/backgroundjob/{id}' },
  },
  agent: {
    enroll: { method: 'POST', path: '/agent/enroll' },
  },
  deviceActions: {
    maintenance: { method: 'POST', path: '/maintenance' },
    maintenanceDelete: { method: 'POST', path: '/maintenance/schedules/deleteList' },
    scheduleReboot: { method: 'POST', path: '/scheduledtask/reboot' },
    action: { method: 'POST', path: '/device/action' },
    activities: { method: 'GET', path: '/node/{id}/activities' },
    wakeOnLan: { method: 'POST', path: '/device/wakeonlan' },
  },
  terminal: {
    open: { method: 'POST', path: '/rtc/terminal' },
    openNetwork: { method: 'POST', path: '/nms/initiateTerminalSession' },
  },
  installer: {
    generate: { method: 'POST', path: '/installer/generate' },
  },
  unmanaged: {
    csvTemplate: { method: 'GET', path: '/attributes/tab/role/{roleId}/template/csv' },
    preview: { method: 'POST', path: '/unmanaged-device/import/preview' },
    import: { method: 'POST', path: '/unmanaged-device/import' },
  },
};
