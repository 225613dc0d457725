import { MessageEntity } from './message.entity.js';
import { CreateMessages1763800000100 } from './migrations/1763800000100-create-messages.js';

export { ContactModule } from './contact.module.js';
export { MessagesService, type MessageInput } from './messages.service.js';
export { MessageEntity } from './message.entity.js';

export const contactEntities = [MessageEntity];
export const contactMigrations = [CreateMessages1763800000100];
