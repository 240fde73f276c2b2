/**
 * Texts of the MDM connections (docs/mdm.md): what the server answers when a push certificate's key,
 * a service account or an MDM command is refused. Keys are `mdm.<what>`; all chosen (the spec does
 * not give them).
 * @example mdmMessages['mdm.privateKey.invalid']
 */
export const mdmMessages = {
  'mdm.privateKey.invalid': "Enter the push certificate's private key (PEM) that matches the certificate.",
  'mdm.serviceAccount.invalid':
    'Enter a Google service account key (JSON) with client_email, private_key and token_uri.',
  'mdm.android.notManaged': 'This Android MDM connection has no service account.',
  'mdm.android.apiError': 'The Android Management API refused the request: {{reason}}',
  'mdm.apple.pushFailed': 'The push notification could not be sent: {{reason}}',
  'mdm.action.notAvailable': 'This action cannot be sent through {{platform}} MDM.',
  'mdm.action.noEnrollment':
    "This device's enrollment profile cannot be renewed: its enrollment or push certificate was deleted.",
  'mdm.action.agentNeedsPackage': 'The agent cannot be sent to this Mac through Apple MDM: {{reason}}',
  'mdm.action.noAgent':
    'The agent does not run on iPhone, iPad or Android devices: they are managed through MDM.',
} as const;
