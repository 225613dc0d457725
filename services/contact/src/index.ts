import { MessageEntity } from './message.entity.js';
import { MessageNoteEntity } from './message-note.entity.js';
import { CreateMessages1763800000100 } from './migrations/1763800000100-create-messages.js';
import { MessageNotifications1764300000100 } from './migrations/1764300000100-message-notifications.js';
import { LeadInbox1764300000200 } from './migrations/1764300000200-lead-inbox.js';
import { MessageStatusCounts1764300000300 } from './migrations/1764300000300-message-status-counts.js';
import { MessageChanges1764300000400 } from './migrations/1764300000400-message-changes.js';
import { NotificationEntity } from './notification/notification.entity.js';

export { ContactModule } from './contact.module.js';
export { CONTACT_OPTIONS, type ContactModuleOptions } from './contact-options.js';
export {
  INSERT_MESSAGE,
  MessagesService,
  type LeadContext,
  type MessageInput,
} from './messages.service.js';
export { MessageEntity, type UtmValues } from './message.entity.js';
export { MessageNoteEntity } from './message-note.entity.js';
export {
  InboxService,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type MessageCounts,
  type MessageDetail,
} from './inbox/inbox.service.js';
export { type InboxFilter } from './inbox/inbox-filter.js';
export { MessagesCsv } from './inbox/messages-csv.js';
export { MessageRetention, type RetentionResult } from './inbox/message-retention.js';
export { FormTokens } from './spam/form-tokens.js';
export { NOTIFICATION_WAKE, type NotificationWake } from './notification-wake.js';
export * from './notification/index.js';

export const contactEntities = [MessageEntity, MessageNoteEntity, NotificationEntity];
export const contactMigrations = [
  CreateMessages1763800000100,
  MessageNotifications1764300000100,
  LeadInbox1764300000200,
  MessageStatusCounts1764300000300,
  MessageChanges1764300000400,
];
