/**
 * Notification channel texts (001 §2 Apps › Notification channels; 002 §3 monitor condition's
 * notification channel). The spec names the page and the field only: every other text here is
 * chosen (listed in docs/notification-channels.md). Keys are `notificationChannels.<what>`.
 * @example notificationChannelMessages['notificationChannels.add'] // 'Add channel'
 */
export const notificationChannelMessages = {
  'notificationChannels.add': 'Add channel',
  'notificationChannels.edit': 'Edit',
  'notificationChannels.delete': 'Delete',
  'notificationChannels.save': 'Save',
  'notificationChannels.cancel': 'Cancel',
  'notificationChannels.addTitle': 'Add notification channel',
  'notificationChannels.editTitle': 'Edit notification channel',
  'notificationChannels.deleteTitle': 'Delete notification channel',
  'notificationChannels.deleteBody':
    'Delete the channel "{{name}}"? Monitor conditions that use it will no longer send to it.',
  'notificationChannels.empty': 'No notification channels yet.',
  'notificationChannels.column.name': 'Name',
  'notificationChannels.column.type': 'Type',
  'notificationChannels.column.target': 'Sends to',
  'notificationChannels.column.actions': 'Actions',
  'notificationChannels.field.name': 'Name',
  'notificationChannels.field.type': 'Type',
  'notificationChannels.field.recipients': 'Recipients',
  'notificationChannels.field.recipientsHint': 'Email addresses, separated by commas or new lines.',
  'notificationChannels.field.url': 'Webhook URL',
  'notificationChannels.field.urlHint': 'A JSON message is posted to this address.',
  'notificationChannels.type.EMAIL': 'Email',
  'notificationChannels.type.WEBHOOK': 'Webhook',
  'notificationChannels.picker': 'Notification channels',
  'notificationChannels.pickerHint': 'Where the notification is sent.',
  'notificationChannels.pickerEmpty': 'No notification channels. An administrator adds them under Apps.',
  'notificationChannels.validation.recipientsRequired': 'Enter at least one email address.',
  'notificationChannels.validation.recipientsMax': 'Enter at most {{max}} email addresses.',
  'notificationChannels.validation.recipientInvalid': '"{{address}}" is not a valid email address.',
  'notificationChannels.validation.recipientsDuplicate': 'Each email address can be listed only once.',
  'notificationChannels.validation.url': 'Enter a valid address starting with http:// or https://.',
  'notificationChannels.validation.unknownChannel': 'Choose notification channels from the list.',
} as const;
