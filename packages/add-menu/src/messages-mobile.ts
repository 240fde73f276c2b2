/**
 * "Add a mobile device" and the Mac MDM profile email (000 §2.8, §2.13, §4.7, §5.1, §5.6, §8).
 * Keys are `mobile.<what>`. Texts marked "chosen" are not given by the spec; the others are its
 * exact words (`{{product}}` stands for the product's own name). The validators' messages, the
 * enrollment e-mail and SMS and the server's refusals are core's (`mobileCoreMessages`).
 * @example mobileMessages['mobile.qr.success'] // 'Successfully generated'
 */
export const mobileMessages = {
  'mobile.title': 'Add a mobile device',
  /** Chosen. */
  'mobile.platform': 'Platform',
  'mobile.platform.ANDROID': 'Android',
  'mobile.platform.APPLE': 'Apple',
  /** Chosen: the link to the app's page under #/administration/apps. */
  'mobile.app.open': 'Open MDM apps',
  /** Chosen. */
  'mobile.usageType': 'Usage type',
  /** Chosen labels of the Android usage types (000 §3.7). */
  'mobile.usageType.PERSONAL_USAGE_ALLOWED': 'Personal usage allowed',
  'mobile.usageType.PERSONAL_USAGE_DISALLOWED': 'Personal usage disallowed',
  'mobile.usageType.PERSONAL_USAGE_DISALLOWED_USERLESS': 'Personal usage disallowed (userless)',
  /** Chosen. */
  'mobile.connection': 'Connection',
  /** Chosen. */
  'mobile.connection.pushCertificate': 'Push certificate',
  'mobile.connection.noneAndroid': 'No Android MDM connections configured.',
  'mobile.connection.noneApple': 'No Apple MDM connections configured.',
  /** Chosen: an expired push certificate in the picker. */
  'mobile.connection.expired': '{{name}} (expired)',
  /** Chosen: the link to the organization's device approval setting. */
  'mobile.reject.link': 'Change the organization setting',
  'mobile.generate': 'Generate QR code',
  /** Chosen. */
  'mobile.generating': 'Generating QR code…',
  'mobile.qr.success': 'Successfully generated',
  'mobile.qr.error': 'Error generating QR code. Please try again.',
  /** Chosen. */
  'mobile.qr.image': 'Enrollment QR code',
  /** Chosen. */
  'mobile.qr.enlarge': 'Enlarge QR code',
  /** Chosen. */
  'mobile.qr.shrink': 'Shrink QR code',
  /** Chosen. */
  'mobile.qr.code': 'Enrollment code',
  /** Chosen. */
  'mobile.qr.payload': 'QR code payload (JSON)',
  /** Chosen. */
  'mobile.qr.copy': 'Copy',
  /** Chosen. */
  'mobile.qr.copied': 'Copied',
  /** Chosen. */
  'mobile.qr.instructionsTitle': 'Instructions',
  /** Chosen: Apple enrollment instructions. */
  'mobile.qr.instructions.APPLE':
    'On the iPhone or iPad, scan the QR code with the Camera app (or open the enrollment link), allow the profile download, then install it in Settings › Profile Downloaded.',
  /** Chosen: Android enrollment instructions. */
  'mobile.qr.instructions.ANDROID':
    'On a new or factory-reset Android device, tap the welcome screen six times to open the QR code reader, then scan this code and follow the setup.',
  /** Chosen. */
  'mobile.qr.expires': 'The code can be used once, until {{date}}.',
  'mobile.delivery.download': 'Download',
  'mobile.delivery.email': 'Send by email',
  'mobile.delivery.sms': 'Send by SMS',
  /** Chosen. */
  'mobile.delivery.downloadProfile': 'Download enrollment profile',
  /** Chosen. */
  'mobile.delivery.emails': 'Email addresses',
  /** Chosen. */
  'mobile.delivery.emailsHint': 'Separate several addresses with commas.',
  /** Chosen. */
  'mobile.delivery.phones': 'Phone numbers',
  /** Chosen. */
  'mobile.delivery.phonesHint': 'International format (+1 415 555 0100); separate several with commas.',
  /** Chosen. */
  'mobile.delivery.send': 'Send',
  /** Chosen. */
  'mobile.delivery.sending': 'Sending…',
  'mobile.send.success': 'The action was sent successfully.',
  /** Chosen: the Mac MDM profile email dialog (000 §2.8, §5.1). */
  'mobile.profileEmail.title': 'Send MDM enrollment profile',
  /** Chosen. */
  'mobile.profileEmail.users': 'Users',
  /** Chosen. */
  'mobile.profileEmail.usersEmpty': 'No users to choose from.',
  /** Chosen: no mail server configured. */
  'mobile.mail.notConfigured': 'No mail server is configured.',
  /** Chosen: no SMS provider configured. */
  'mobile.sms.notConfigured': 'No SMS provider is configured.',
} as const;

/** The keys and default texts of {@link mobileMessages}. */
type MobileMessages = typeof mobileMessages;

declare module '@console/core' {
  interface MessageCatalogue extends MobileMessages {}
}
