export {
  composeAcknowledgement,
  composeCompanyEmail,
  receivedAt,
  type ComposableMessage,
  type ComposedEmail,
  type CompanyEmailSettings,
  type EmailAddress,
  type LeadContextFields,
} from './compose.js';
export { emailMessageId } from './email-message-id.js';
export {
  DEFAULT_DELIVERY,
  retryDelayMs,
  type DeliveryTimings,
  type MailSettings,
} from './mail-settings.js';
export { NotificationEntity, type NotificationKind } from './notification.entity.js';
export {
  NOTIFICATION_OPTIONS,
  NotificationSender,
  readableError,
  type DeliveryPass,
  type NotificationOptions,
} from './notification-sender.js';
