import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  CONTACT_OPTIONS,
  ConfigurableModuleClass,
  type ContactModuleOptions,
} from './contact-options.js';
import { InboxService } from './inbox/inbox.service.js';
import { MessageRetention } from './inbox/message-retention.js';
import { MessagesCsv } from './inbox/messages-csv.js';
import { MessageEntity } from './message.entity.js';
import { MessageNoteEntity } from './message-note.entity.js';
import { MessagesService } from './messages.service.js';
import { NOTIFICATION_WAKE } from './notification-wake.js';
import { NotificationEntity } from './notification/notification.entity.js';
import {
  NOTIFICATION_OPTIONS,
  NotificationSender,
  type NotificationOptions,
} from './notification/notification-sender.js';

/**
 * Contact messages, their email notifications and the lead inbox. Import with
 * ContactModule.forRoot({ siteUrl, mail, … }); without `mail` no email is sent from this process
 * (the outbox rows wait for a process that has it).
 */
@Module({
  imports: [TypeOrmModule.forFeature([MessageEntity, MessageNoteEntity, NotificationEntity])],
  providers: [
    MessagesService,
    InboxService,
    MessagesCsv,
    MessageRetention,
    NotificationSender,
    {
      provide: NOTIFICATION_OPTIONS,
      useFactory: ({ mail, siteUrl }: ContactModuleOptions): NotificationOptions | null =>
        mail ? { mail, siteUrl } : null,
      inject: [CONTACT_OPTIONS],
    },
    { provide: NOTIFICATION_WAKE, useExisting: NotificationSender },
  ],
  exports: [MessagesService, InboxService, MessagesCsv, MessageRetention, NotificationSender],
})
export class ContactModule extends ConfigurableModuleClass {}
