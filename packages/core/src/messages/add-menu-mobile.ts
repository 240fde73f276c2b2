/**
 * The mobile enrollment texts core and the server produce (000 §2.6, §5, §8): the validators'
 * messages, the enrollment e-mail and SMS, and the server's refusals. `@console/add-menu` registers
 * them with its own section (`mobileMessages`).
 * @example mobileCoreMessages['mobile.certificate.invalid']
 */
export const mobileCoreMessages = {
  'mobile.app.appleDisabled': 'Enable {{product}} MDM Apple app',
  'mobile.app.androidDisabled': 'Enable {{product}} MDM Android app',
  'mobile.reject.warning': 'The selected organization is set to reject new devices by default.',
  'mobile.qr.errorCertificateExpired':
    'Error generating QR code. The Apple Push Notification certificate has expired.',
  'mobile.send.error': 'There was an error sending the enrollment profile, please try again.',
  'mobile.send.errorCertificateExpired':
    'An error has occurred. The Apple Push Notification certificate has expired.',
  /** Chosen: too many recipients in one send. */
  'mobile.send.tooMany': 'Send to at most {{max}} recipients at a time.',
  /** Chosen: 000 §5.1 "at least one user must be selected". */
  'mobile.profileEmail.selectUser': 'Select at least one user',
  /** Chosen: the email sent with an enrollment link. */
  'mobile.mail.subject': 'Enroll your device in {{product}}',
  /** Chosen. */
  'mobile.mail.body':
    'Your administrator invites you to enroll your {{device}} in {{product}}.\n\nOpen this link on the device to enroll it:\n{{url}}\n\nThe link can be used once, until {{expires}}.',
  /** Chosen: the SMS text. */
  'mobile.sms.body': 'Enroll your {{device}} in {{product}}: {{url}}',
  /** Chosen: device words used in the email and SMS. */
  'mobile.device.ANDROID': 'Android device',
  'mobile.device.APPLE': 'iPhone or iPad',
  'mobile.device.MAC': 'Mac',
  /** Chosen: a settings route refused because the feature is off. */
  'mobile.featureDisabled': 'Mobile device management is not enabled for this account.',
  /** Chosen: an Android Enterprise connected twice. */
  'mobile.connection.duplicate': 'This Android Enterprise is already connected.',
  /** Chosen: a push certificate that cannot be read. */
  'mobile.certificate.invalid': 'Upload the Apple Push Notification certificate as a PEM file.',
} as const;
