/**
 * What the contact service calls once a message and its outbox rows are committed, so the
 * outbox's sender looks for due rows now rather than at its next poll. Provided by the
 * notification sender under this token; without it, the sender's poll finds the rows.
 */
export interface NotificationWake {
  wake(): void;
}

export const NOTIFICATION_WAKE = Symbol('NotificationWake');
