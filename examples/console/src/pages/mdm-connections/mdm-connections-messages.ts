/**
 * Texts of the console's MDM connections pages (#/administration/apps/mdmApple and /mdmAndroid;
 * all chosen, docs/mdm.md). Registered by the page itself.
 * @example mdmConnectionsMessages['mdmConnections.apple.title'] // 'Apple MDM'
 */
export const mdmConnectionsMessages = {
  'mdmConnections.apple.title': 'Apple MDM',
  'mdmConnections.apple.description':
    'APNs push certificates: with its private key, the server pushes MDM commands to enrolled devices.',
  'mdmConnections.apple.empty': 'No Apple MDM connections configured.',
  'mdmConnections.apple.add': 'Upload push certificate',
  'mdmConnections.apple.certificate': 'Certificate (PEM)',
  'mdmConnections.apple.privateKey': 'Private key (PEM)',
  'mdmConnections.apple.privateKeyHint': 'Stored encrypted and never shown again.',
  'mdmConnections.apple.added': 'Push certificate uploaded',
  'mdmConnections.android.title': 'Android MDM',
  'mdmConnections.android.description':
    'Android Enterprise connections: with a service account, devices sync and take commands through the Android Management API.',
  'mdmConnections.android.empty': 'No Android MDM connections configured.',
  'mdmConnections.android.add': 'Add connection',
  'mdmConnections.android.enterpriseId': 'Enterprise ID',
  'mdmConnections.android.serviceAccount': 'Service account key (JSON)',
  'mdmConnections.android.serviceAccountHint': 'Stored encrypted and never shown again.',
  'mdmConnections.android.added': 'Connection added',
  'mdmConnections.android.sync': 'Sync devices',
  'mdmConnections.android.synced': '{{devices}} devices in the enterprise, {{created}} added.',
  'mdmConnections.column.name': 'Name',
  'mdmConnections.column.topic': 'Topic',
  'mdmConnections.column.expires': 'Expires',
  'mdmConnections.column.commands': 'Commands',
  'mdmConnections.column.enterpriseId': 'Enterprise ID',
  'mdmConnections.column.actions': 'Actions',
  'mdmConnections.yes': 'Yes',
  'mdmConnections.no': 'No',
  'mdmConnections.expired': 'Expired',
  'mdmConnections.name': 'Name',
} as const;

/** The keys and default texts of {@link mdmConnectionsMessages}. */
type MdmConnectionsMessages = typeof mdmConnectionsMessages;

declare module '@console/core' {
  interface MessageCatalogue extends MdmConnectionsMessages {}
}
