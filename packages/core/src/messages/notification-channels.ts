/**
 * The notification channels' texts core and the server produce: the shared validators' messages
 * and the server's refusal of an unknown channel (chosen, docs/notification-channels.md).
 * @example notificationChannelCoreMessages['notificationChannels.validation.url']
 */
export const notificationChannelCoreMessages = {
  'notificationChannels.validation.recipientsRequired': 'Enter at least one email address.',
  'notificationChannels.validation.recipientsMax': 'Enter at most {{max}} email addresses.',
  'notificationChannels.validation.recipientInvalid': '"{{address}}" is not a valid email address.',
  'notificationChannels.validation.recipientsDuplicate': 'Each email address can be listed only once.',
  'notificationChannels.validation.url': 'Enter a valid address starting with http:// or https://.',
  'notificationChannels.validation.unknownChannel': 'Choose notification channels from the list.',
} as const;
