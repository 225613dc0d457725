import { MessageEntity } from './message.entity.js';
import { CreateMessages1763800000100 } from './migrations/1763800000100-create-messages.js';
import { MessageNotifications1764300000100 } from './migrations/1764300000100-message-notifications.js';
import { NotificationEntity } from './notification/notification.entity.js';

export { ContactModule } from './contact.module.js';
export { MessagesService, type MessageInput } from './messages.service.js';
export { MessageEntity } from './message.entity.js';
export { NotificationEntity, type NotificationKind } from './notification/notification.entity.js';
export { emailMessageId } from './notification/email-message-id.js';
export * from './notification/index.js';

export const contactEntities = [MessageEntity, NotificationEntity];
export const contactMigrations = [CreateMessages1763800000100, MessageNotifications1764300000100];
