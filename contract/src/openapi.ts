// Generated from contract/openapi.json by openapi-typescript (make contract). Do not edit:
// change the bff's controllers and DTOs, then run make contract.
export interface paths {
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminMessagesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminMessagesController_byId'];
    put?: never;
    post?: never;
    delete: operations['AdminMessagesController_delete'];
    options?: never;
    head?: never;
    patch: operations['AdminMessagesController_setStatus'];
    trace?: never;
  };
  '/api/admin/messages/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminMessagesController_addNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/{id}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AdminMessagesController_deleteNote'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/{id}/notifications/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminMessagesController_retryNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminMessagesController_counts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/messages/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminMessagesController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPostsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPostsController_byId'];
    put?: never;
    post?: never;
    delete: operations['AdminPostsController_deleteForever'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}/preview-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPostsController_previewLinks'];
    put?: never;
    post: operations['AdminPostsController_newPreviewLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}/preview-links/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AdminPostsController_revokePreviewLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminPostsController_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPostsController_revisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}/revisions/{revisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPostsController_revision'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/posts/{id}/revisions/{revisionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminPostsController_restoreRevision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountController_account'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_secondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkey/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_passkeyLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_passkeyOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_addPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AccountController_removePasskey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_passkeyOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['AccountController_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/preview-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PreviewCookieController_set'];
    post?: never;
    delete: operations['PreviewCookieController_clear'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_renewRecoveryCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountController_sessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AccountController_endSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/sign-out-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_endOthers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/totp/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_disableTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/totp/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_enableTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/totp/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_setUpTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PostsController_list'];
    put?: never;
    post: operations['PostsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PostsController_update'];
    post?: never;
    delete: operations['PostsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PostsController_bySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{slug}/related': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PostsController_neighbours'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ContactController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact/form-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ContactController_formToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ContactController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ContentImagesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploads/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UploadsController_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountView: {
      username: string;
      /** Format: date-time */
      passwordChangedAt: string;
      twoFactor: components['schemas']['TwoFactorView'];
      passkeys: components['schemas']['PasskeyView'][];
    };
    AdminMessage: {
      /** Format: uuid */
      _id: string;
      name: string;
      email: string;
      company: string | null;
      phone: string | null;
      message: string;
      /**
       * @description What the visitor asked about (CONTACT_SERVICES); null when not given.
       * @enum {string|null}
       */
      service:
        | 'custom-software'
        | 'app-development'
        | 'website-development'
        | 'social-media'
        | 'digital-marketing'
        | 'printing'
        | 'cyber-security'
        | 'video-editing'
        | 'graphic-design'
        | 'short-courses'
        | 'other'
        | null;
      /**
       * @description How the visitor would like to be answered; null when not given.
       * @enum {string|null}
       */
      preferredChannel: 'email' | 'phone' | 'whatsapp' | null;
      /** @enum {string} */
      status: 'new' | 'read' | 'replied' | 'archived' | 'spam';
      /**
       * @description Why it was put in spam (SPAM_REASONS); null when it is not spam or was marked by hand.
       * @enum {string|null}
       */
      spamReason:
        | 'honeypot'
        | 'tokenMissing'
        | 'tokenInvalid'
        | 'tokenReplayed'
        | 'tooFast'
        | 'tokenExpired'
        | 'tooManyLinks'
        | 'duplicate'
        | null;
      /**
       * Format: date-time
       * @description When it was received.
       */
      date: string;
      /**
       * Format: date-time
       * @description When it was first marked read (any status but new); null while unread.
       */
      readAt: string | null;
      context: components['schemas']['LeadContextView'];
      /** @description Oldest first. */
      notes: components['schemas']['MessageNote'][];
      /** @description The company email, then any other. */
      notifications: components['schemas']['MessageNotification'][];
      /** @description The company email as composed; null when the server has no mail settings. */
      emailPreview: components['schemas']['EmailPreview'] | null;
    };
    AdminPost: {
      /** Format: uuid */
      _id: string;
      title: string;
      slug: string;
      excerpt: string;
      readTime: string;
      tags: string[];
      /**
       * @description The cover image (its widest JPEG), or null for the default image.
       * @example uploads/3f1c….jpg
       */
      image: string | null;
      /** @description The cover image made for the web; null without an image (or, for a while after an upgrade, until an older image has its variants). */
      images: components['schemas']['ResponsiveImage'] | null;
      /**
       * @description Public posts are all `published`.
       * @enum {string}
       */
      status: 'draft' | 'scheduled' | 'published';
      /**
       * Format: date-time
       * @description When the post went public (or goes public, while scheduled); null for a draft.
       */
      publishedAt: string | null;
      /** @description Counts the saves; an edit sends the version it started from. */
      version: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the post was last saved; its creation time until it is edited.
       */
      updatedAt: string;
      /** @description Sanitised HTML */
      content: string;
      /**
       * Format: date-time
       * @description When the post was moved to the trash; null outside it.
       */
      deletedAt: string | null;
    };
    AdminPostPage: {
      items: components['schemas']['AdminPostSummary'][];
      /** @description How many posts match. */
      total: number;
      page: number;
      pageSize: number;
      /** @description Every filter’s count, whatever is asked. */
      counts: components['schemas']['PostCounts'];
    };
    AdminPostSummary: {
      /** Format: uuid */
      _id: string;
      title: string;
      slug: string;
      excerpt: string;
      readTime: string;
      tags: string[];
      /**
       * @description The cover image (its widest JPEG), or null for the default image.
       * @example uploads/3f1c….jpg
       */
      image: string | null;
      /** @description The cover image made for the web; null without an image (or, for a while after an upgrade, until an older image has its variants). */
      images: components['schemas']['ResponsiveImage'] | null;
      /**
       * @description Public posts are all `published`.
       * @enum {string}
       */
      status: 'draft' | 'scheduled' | 'published';
      /**
       * Format: date-time
       * @description When the post went public (or goes public, while scheduled); null for a draft.
       */
      publishedAt: string | null;
      /** @description Counts the saves; an edit sends the version it started from. */
      version: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the post was last saved; its creation time until it is edited.
       */
      updatedAt: string;
      /**
       * Format: date-time
       * @description When the post was moved to the trash; null outside it.
       */
      deletedAt: string | null;
    };
    AuditEventView: {
      /** @description Increasing with each event. */
      id: string;
      /**
       * Format: date-time
       * @description The database's time.
       */
      at: string;
      /**
       * @description What happened (labels: AUDIT_ACTIONS).
       * @enum {string}
       */
      action:
        | 'login.password'
        | 'login.second-factor'
        | 'login.passkey'
        | 'login.lockout'
        | 'logout'
        | 'password.change'
        | 'password.reset'
        | 'totp.enable'
        | 'totp.disable'
        | 'second-factor.reset'
        | 'recovery-codes.renew'
        | 'passkey.add'
        | 'passkey.remove'
        | 'session.revoke'
        | 'session.revoke-others'
        | 'post.create'
        | 'post.update'
        | 'post.publish'
        | 'post.delete'
        | 'post.restore'
        | 'post.purge'
        | 'message.delete'
        | 'messages.export';
      /** @enum {string} */
      outcome: 'success' | 'failure';
      /** @description The client address. */
      ipAddress: string | null;
      /** @description The admin's session, when one was open. */
      sessionId: string | null;
      /** @description What it was done to: a post, a username tried, a passkey. */
      subject: string | null;
      /** @description A short note: the method, the reason of a failure. */
      detail: string | null;
    };
    AuditPage: {
      items: components['schemas']['AuditEventView'][];
      total: number;
      page: number;
      pageSize: number;
    };
    ContentImageUpload: {
      /** @description The image's description, given back as `alt` (empty: decorative). */
      alt?: string;
      /**
       * Format: binary
       * @description image/jpeg, image/png, image/webp, image/gif, image/avif (recognised by its bytes), at most 20 MB. Required.
       */
      image: string;
    };
    EmailPreview: {
      to: string[];
      subject: string;
      text: string;
    };
    ErrorBody: {
      /**
       * @description The HTTP status, repeated.
       * @example 400
       */
      statusCode: number;
      /**
       * @description What went wrong, in words fit to show the user.
       * @example Title is required.
       */
      message: string;
      /**
       * @description The status's standard reason phrase.
       * @example Bad Request
       */
      error: string;
    };
    FormToken: {
      /** @description Opaque; send it back as `formToken` with the message. Good for one message. */
      token: string;
    };
    HealthView: {
      /** @enum {string} */
      status: 'ok';
      /** @description Each check by name (`database`, `storage`). */
      info: {
        [key: string]: {
          /** @enum {string} */
          status: 'up';
        };
      };
      /** @description Empty when every check is up. */
      error: Record<string, never>;
      /** @description Each check by name (`database`, `storage`). */
      details: {
        [key: string]: {
          /** @enum {string} */
          status: 'up';
        };
      };
    };
    ImageVariant: {
      /** @example /uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.avif */
      url: string;
      width: number;
      height: number;
      /** @enum {string} */
      format: 'avif' | 'webp' | 'jpeg';
    };
    InboxItem: {
      /** Format: uuid */
      _id: string;
      name: string;
      email: string;
      company: string | null;
      phone: string | null;
      /**
       * @description What the visitor asked about (CONTACT_SERVICES); null when not given.
       * @enum {string|null}
       */
      service:
        | 'custom-software'
        | 'app-development'
        | 'website-development'
        | 'social-media'
        | 'digital-marketing'
        | 'printing'
        | 'cyber-security'
        | 'video-editing'
        | 'graphic-design'
        | 'short-courses'
        | 'other'
        | null;
      /**
       * @description How the visitor would like to be answered; null when not given.
       * @enum {string|null}
       */
      preferredChannel: 'email' | 'phone' | 'whatsapp' | null;
      /** @enum {string} */
      status: 'new' | 'read' | 'replied' | 'archived' | 'spam';
      /**
       * Format: date-time
       * @description When it was received.
       */
      date: string;
      /** @description The first 160 characters of the message. */
      excerpt: string;
      /**
       * @description The company email's state; null for a message from before the outbox.
       * @enum {string|null}
       */
      notification: 'pending' | 'sent' | 'failed' | 'disabled' | 'suppressed' | null;
    };
    InboxPage: {
      items: components['schemas']['InboxItem'][];
      /** @description How many messages match. A search or a date filter counts up to INBOX.countCap (1000): past it, this is 1000 and totalCapped is true. */
      total: number;
      /** @description More messages match than total (a search or date filter past INBOX.countCap). */
      totalCapped: boolean;
      page: number;
      pageSize: number;
      /** @description Every status’s count, whatever is asked. */
      counts: components['schemas']['MessageCounts'];
    };
    LeadContext: {
      /**
       * @description The page the visitor came to the contact form from (a path on this site).
       * @example /services/website-development
       */
      page?: string | null;
      /**
       * @description The first page of the visit (a path on this site, with its query).
       * @example /blog/choosing-a-hosting-plan?utm_source=newsletter
       */
      landingPage?: string | null;
      /**
       * @description The address of the other site that sent the visitor here, if any.
       * @example https://www.google.com/
       */
      referrer?: string | null;
      /** @description The UTM tags of the first page of the visit. */
      utm?: components['schemas']['UtmTags'];
    };
    LeadContextView: {
      /** @description The page they came to the form from. */
      page: string | null;
      /** @description The first page of their visit. */
      landingPage: string | null;
      /** @description The other site that sent them. */
      referrer: string | null;
      utm: components['schemas']['UtmValues'];
    };
    LoginRequest: {
      username: string;
      password: string;
    };
    LoginResult: {
      /** @description Bearer token (HS256 JWT), when no second step is needed. */
      token?: string;
      secondFactor?: components['schemas']['SecondFactorChallenge'];
    };
    MessageCounts: {
      new: number;
      read: number;
      replied: number;
      archived: number;
      spam: number;
    };
    MessageNote: {
      /** Format: uuid */
      _id: string;
      text: string;
      /** Format: date-time */
      date: string;
    };
    MessageNotification: {
      /**
       * @description To the company, or to the visitor.
       * @enum {string}
       */
      kind: 'company' | 'acknowledgement';
      /** @enum {string} */
      state: 'pending' | 'sent' | 'failed' | 'disabled' | 'suppressed';
      attempts: number;
      /** @description The last failure, readable. */
      lastError: string | null;
      /** Format: date-time */
      sentAt: string | null;
      /**
       * Format: date-time
       * @description When it is next tried (while pending).
       */
      nextAttemptAt: string;
      /** @description Whether POST …/notifications/retry would send it again: it is failed or disabled, and the server has a mail server (SMTP_URL). */
      retryable: boolean;
    };
    MessageStatusChange: {
      /**
       * @description The status to move the message to.
       * @enum {string}
       */
      status: 'new' | 'read' | 'replied' | 'archived' | 'spam';
    };
    MessageView: {
      /** Format: uuid */
      _id: string;
      name: string;
      email: string;
      company: string | null;
      phone: string | null;
      message: string;
      /** Format: date-time */
      date: string;
    };
    NewMessage: {
      /** @example Ayesha Khan */
      name: string;
      /**
       * Format: email
       * @example ayesha@example.com
       */
      email: string;
      company?: string | null;
      /** @example +92 51 1234567 */
      phone?: string | null;
      message: string;
      /**
       * @description What the visitor asks about (CONTACT_SERVICES).
       * @enum {string}
       */
      service?:
        | 'custom-software'
        | 'app-development'
        | 'website-development'
        | 'social-media'
        | 'digital-marketing'
        | 'printing'
        | 'cyber-security'
        | 'video-editing'
        | 'graphic-design'
        | 'short-courses'
        | 'other';
      /**
       * @description How the visitor would like to be answered.
       * @enum {string}
       */
      preferredChannel?: 'email' | 'phone' | 'whatsapp';
      /** @description Where the visitor was (lead context). */
      context?: components['schemas']['LeadContext'];
      /** @description The token of GET /api/contact/form-token, fetched when the form opened. A message without a valid, unused token of the last 24 hours, sent at least 3 seconds after it was issued, is kept as suspected spam (the answer is the same 201). */
      formToken?: string | null;
      /** @description The honeypot (SPAM_RULES.honeypotField "website"): a field hidden from people. Leave it out or empty; a message with it filled in is kept as suspected spam (the answer is the same 201). */
      website?: string | null;
    };
    NewNote: {
      /** @description The note (trimmed; line breaks kept). */
      text: string;
    };
    NewPasskey: {
      /**
       * Format: uuid
       * @description The `ceremony` the options came with.
       */
      ceremony: string;
      /** @description What the admin calls it ("Laptop"). */
      name: string;
      /** @description RegistrationResponseJSON from startRegistration(). */
      credential: {
        [key: string]: unknown;
      };
    };
    NewPreviewLinkDto: {
      /**
       * @description How long the link works.
       * @enum {number}
       */
      days: 1 | 7 | 30;
    };
    PasskeyLogin: {
      /**
       * Format: uuid
       * @description The `ceremony` the options came with.
       */
      ceremony: string;
      /** @description AuthenticationResponseJSON from startAuthentication(). */
      credential: {
        [key: string]: unknown;
      };
    };
    PasskeyLoginOptions: {
      /**
       * Format: uuid
       * @description Send it back with the answer.
       */
      ceremony: string;
      /** @description PublicKeyCredentialRequestOptionsJSON for startAuthentication({ optionsJSON }). */
      options: {
        [key: string]: unknown;
      };
    };
    PasskeyRegistrationOptions: {
      /**
       * Format: uuid
       * @description Send it back with the answer.
       */
      ceremony: string;
      /** @description PublicKeyCredentialCreationOptionsJSON for startRegistration({ optionsJSON }). */
      options: {
        [key: string]: unknown;
      };
    };
    PasskeyView: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When it last logged in; null: never.
       */
      lastUsedAt: string | null;
      /** @description Synced to other devices (a cloud keychain). */
      backedUp: boolean;
    };
    PasswordChange: {
      currentPassword: string;
      /** @description At least 12 characters, and not a common or leaked password (nor made of them): the server checks it against a bundled list. */
      newPassword: string;
    };
    PostCounts: {
      draft: number;
      scheduled: number;
      published: number;
      trash: number;
    };
    PostForm: {
      title: string;
      /** @example choosing-a-website-platform */
      slug: string;
      /** @description Required unless `status` is draft. */
      excerpt?: string;
      /** @description HTML; sanitised before it is stored. Required unless `status` is draft. */
      content?: string;
      /**
       * @description Required unless `status` is draft.
       * @example 5 min read
       */
      readTime?: string;
      /**
       * @description Comma-separated; stored trimmed, without empties or repeats.
       * @example Web Development, SEO
       */
      tags?: string;
      /**
       * @description The image's description, used as its `alt`. Required with a new image unless `imageDecorative` is true; on its own it changes the description of the current image.
       * @example Two developers reviewing a website design on a laptop
       */
      imageAlt?: string;
      /**
       * @description true: the image is decorative (`alt=""`), and imageAlt is ignored.
       * @enum {string}
       */
      imageDecorative?: 'true' | 'false';
      /**
       * @description draft: not public. scheduled: public from `publishAt`. published: public now (or since `publishAt`, a past time). Default: published for a new post, unchanged for an edit.
       * @enum {string}
       */
      status?: 'draft' | 'scheduled' | 'published';
      /**
       * Format: date-time
       * @description When a scheduled post goes public (with its time zone offset); stored in UTC.
       * @example 2026-12-01T09:00:00+05:00
       */
      publishAt?: string;
      /**
       * @description true: an autosave of the editor (its revision is replaced by the next autosave).
       * @enum {string}
       */
      autosave?: 'true' | 'false';
    };
    PostNeighbours: {
      /** @description Up to three other posts: the most tags in common first, then the newest. */
      related: components['schemas']['PostSummary'][];
      /** @description The post published just before this one; absent for the first post. */
      previous?: components['schemas']['PostSummary'];
      /** @description The post published just after this one; absent for the newest post. */
      next?: components['schemas']['PostSummary'];
    };
    PostPage: {
      /** @description The posts of this page (`PostSummary` with `fields=summary`); empty past the last page. */
      items: (components['schemas']['PostView'] | components['schemas']['PostSummary'])[];
      /** @description How many posts match, on every page. */
      total: number;
      page: number;
      pageSize: number;
    };
    PostSummary: {
      /** Format: uuid */
      _id: string;
      title: string;
      slug: string;
      excerpt: string;
      readTime: string;
      tags: string[];
      /**
       * @description The cover image (its widest JPEG), or null for the default image.
       * @example uploads/3f1c….jpg
       */
      image: string | null;
      /** @description The cover image made for the web; null without an image (or, for a while after an upgrade, until an older image has its variants). */
      images: components['schemas']['ResponsiveImage'] | null;
      /**
       * @description Public posts are all `published`.
       * @enum {string}
       */
      status: 'draft' | 'scheduled' | 'published';
      /**
       * Format: date-time
       * @description When the post went public (or goes public, while scheduled); null for a draft.
       */
      publishedAt: string | null;
      /** @description Counts the saves; an edit sends the version it started from. */
      version: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the post was last saved; its creation time until it is edited.
       */
      updatedAt: string;
    };
    PostUpload: {
      title: string;
      /** @example choosing-a-website-platform */
      slug: string;
      /** @description Required unless `status` is draft. */
      excerpt?: string;
      /** @description HTML; sanitised before it is stored. Required unless `status` is draft. */
      content?: string;
      /**
       * @description Required unless `status` is draft.
       * @example 5 min read
       */
      readTime?: string;
      /**
       * @description Comma-separated; stored trimmed, without empties or repeats.
       * @example Web Development, SEO
       */
      tags?: string;
      /**
       * @description The image's description, used as its `alt`. Required with a new image unless `imageDecorative` is true; on its own it changes the description of the current image.
       * @example Two developers reviewing a website design on a laptop
       */
      imageAlt?: string;
      /**
       * @description true: the image is decorative (`alt=""`), and imageAlt is ignored.
       * @enum {string}
       */
      imageDecorative?: 'true' | 'false';
      /**
       * @description draft: not public. scheduled: public from `publishAt`. published: public now (or since `publishAt`, a past time). Default: published for a new post, unchanged for an edit.
       * @enum {string}
       */
      status?: 'draft' | 'scheduled' | 'published';
      /**
       * Format: date-time
       * @description When a scheduled post goes public (with its time zone offset); stored in UTC.
       * @example 2026-12-01T09:00:00+05:00
       */
      publishAt?: string;
      /**
       * @description true: an autosave of the editor (its revision is replaced by the next autosave).
       * @enum {string}
       */
      autosave?: 'true' | 'false';
      /**
       * Format: binary
       * @description image/jpeg, image/png, image/webp, image/gif, image/avif (recognised by its bytes), at most 20 MB.
       */
      image?: string;
    };
    PostView: {
      /** Format: uuid */
      _id: string;
      title: string;
      slug: string;
      excerpt: string;
      readTime: string;
      tags: string[];
      /**
       * @description The cover image (its widest JPEG), or null for the default image.
       * @example uploads/3f1c….jpg
       */
      image: string | null;
      /** @description The cover image made for the web; null without an image (or, for a while after an upgrade, until an older image has its variants). */
      images: components['schemas']['ResponsiveImage'] | null;
      /**
       * @description Public posts are all `published`.
       * @enum {string}
       */
      status: 'draft' | 'scheduled' | 'published';
      /**
       * Format: date-time
       * @description When the post went public (or goes public, while scheduled); null for a draft.
       */
      publishedAt: string | null;
      /** @description Counts the saves; an edit sends the version it started from. */
      version: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the post was last saved; its creation time until it is edited.
       */
      updatedAt: string;
      /** @description Sanitised HTML */
      content: string;
    };
    PreviewLink: {
      /** Format: uuid */
      _id: string;
      /**
       * @description The link's path: the post's address with its token.
       * @example /blog/my-draft?preview=AbC….xYz
       */
      path: string;
      /** Format: date-time */
      expiresAt: string;
      /** Format: date-time */
      createdAt: string;
    };
    RecoveryCodes: {
      /** @description Shown this once: each logs in once in place of a code. */
      recoveryCodes: string[];
    };
    /** @description Variants at widths 480, 960, 1440, 1920 (never wider than the upload) in avif, webp, jpeg; immutable URLs. */
    ResponsiveImage: {
      /** @description The image's description, used as `alt`; empty when marked decorative. */
      alt: string;
      /** @description Width of the widest variant. */
      width: number;
      /** @description Height of the widest variant. */
      height: number;
      /**
       * @description A tiny blurred image to show until the image arrives.
       * @example data:image/webp;base64,UklGR…
       */
      placeholder: string;
      /** @description Every width in every format: by format (AVIF, WebP, JPEG), then width. */
      variants: components['schemas']['ImageVariant'][];
      /** @description A 1200×630 JPEG for link previews (og:image) and the feed. */
      social: components['schemas']['ImageVariant'];
    };
    Revision: {
      /** Format: uuid */
      _id: string;
      /** @description The post's version it records. */
      version: number;
      /** @enum {string} */
      kind: 'created' | 'saved' | 'autosaved' | 'restored' | 'published' | 'trashed' | 'untrashed';
      /** @description What changed since the revision before. */
      summary: string;
      /** Format: date-time */
      createdAt: string;
      post: components['schemas']['RevisionSnapshot'];
    };
    RevisionSnapshot: {
      title: string;
      slug: string;
      excerpt: string;
      /** @description Sanitised HTML */
      content: string;
      readTime: string;
      tags: string[];
      /** @enum {string} */
      status: 'draft' | 'scheduled' | 'published';
      /** Format: date-time */
      publishedAt: string | null;
    };
    RevisionSummary: {
      /** Format: uuid */
      _id: string;
      /** @description The post's version it records. */
      version: number;
      /** @enum {string} */
      kind: 'created' | 'saved' | 'autosaved' | 'restored' | 'published' | 'trashed' | 'untrashed';
      /** @description What changed since the revision before. */
      summary: string;
      /** Format: date-time */
      createdAt: string;
    };
    SecondFactorChallenge: {
      /** @description Send it back with the code (POST /api/auth/login/second-factor). */
      challenge: string;
      /** @description What the second step takes. */
      methods: ('totp' | 'recovery-code' | 'passkey')[];
      /**
       * Format: date-time
       * @description The second step must be taken before this.
       */
      expiresAt: string;
    };
    SecondFactorLogin: {
      /** @description The `challenge` of the login answer. */
      challenge: string;
      /** @description The 6 digits the authenticator app shows, or a recovery code (xxxxx-xxxxx; case, spaces and hyphens do not matter). */
      code: string;
    };
    SessionView: {
      /** Format: uuid */
      id: string;
      /** @description Browser and system, from the user agent. */
      device: string;
      ipAddress: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastSeenAt: string;
      /** @description The session making this request. */
      current: boolean;
      /** @enum {string} */
      signedInWith: 'password' | 'password+totp' | 'password+recovery-code' | 'passkey';
    };
    SignedOut: {
      /** @description How many sessions were signed out. */
      signedOut: number;
    };
    TokenView: {
      /** @description Bearer token (HS256 JWT) naming the new session. */
      token: string;
    };
    TotpCode: {
      /** @description The 6 digits the authenticator app shows (a recovery code where the route says so). */
      code: string;
    };
    TotpDisable: {
      password: string;
      /** @description A current code, or a recovery code. */
      code: string;
    };
    TotpSetup: {
      /** @description The key (base32), to type into the app by hand. */
      secret: string;
      /** @description The otpauth:// URI the QR code holds. */
      uri: string;
      /** @description The QR code as a data:image/svg+xml URL, drawn by the server. */
      qrCode: string;
    };
    TwoFactorView: {
      enabled: boolean;
      /**
       * Format: date-time
       * @description When it was turned on.
       */
      enabledAt: string | null;
      recoveryCodesLeft: number;
    };
    UtmTags: {
      /** @example newsletter */
      source?: string | null;
      /** @example email */
      medium?: string | null;
      /** @example spring-offer */
      campaign?: string | null;
      /** @example web design */
      term?: string | null;
      /** @example banner */
      content?: string | null;
    };
    UtmValues: {
      source: string | null;
      medium: string | null;
      campaign: string | null;
      term: string | null;
      content: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuditController_list: {
    parameters: {
      query?: {
        /** @description Only events of this action. */
        action?:
          | 'login.password'
          | 'login.second-factor'
          | 'login.passkey'
          | 'login.lockout'
          | 'logout'
          | 'password.change'
          | 'password.reset'
          | 'totp.enable'
          | 'totp.disable'
          | 'second-factor.reset'
          | 'recovery-codes.renew'
          | 'passkey.add'
          | 'passkey.remove'
          | 'session.revoke'
          | 'session.revoke-others'
          | 'post.create'
          | 'post.update'
          | 'post.publish'
          | 'post.delete'
          | 'post.restore'
          | 'post.purge'
          | 'message.delete'
          | 'messages.export';
        /** @description Only successes, or only failures. */
        outcome?: 'success' | 'failure';
        /** @description The first day (YYYY-MM-DD, Pakistan time), inclusive. */
        from?: string;
        /** @description The last day (YYYY-MM-DD, Pakistan time), inclusive. */
        to?: string;
        /** @description The page, from 1. Default 1. */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the audit log, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_list: {
    parameters: {
      query?: {
        /** @description Only messages of this status. Default: the inbox (new, read and replied). */
        status?: 'new' | 'read' | 'replied' | 'archived' | 'spam';
        /** @description Full-text search over name, email (a whole address, or its domain such as gmail.com), company and message, in web-search syntax ("a phrase", -word, or). */
        q?: string;
        /** @description The first day (YYYY-MM-DD, Pakistan time), inclusive. */
        from?: string;
        /** @description The last day (YYYY-MM-DD, Pakistan time), inclusive. */
        to?: string;
        /** @description The page, from 1. Default 1. */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the inbox, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxPage'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_byId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The message's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The message with everything kept of it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessage'];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message (or a malformed id). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The message's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The message is deleted for good, with its notes and emails (privacy requests). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message (or a malformed id). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The message's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MessageStatusChange'];
      };
    };
    responses: {
      /** @description The message in its new status. Out of spam, its company email is queued (and sent); into spam, its emails not yet sent are suppressed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessage'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message (or a malformed id). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_addNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The message's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewNote'];
      };
    };
    responses: {
      /** @description The note, added to the message. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageNote'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message (or a malformed id). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_deleteNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The message's `_id`. */
        id: string;
        /** @description The note's `_id`. */
        noteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The note is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message, or no such note of it. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_retryNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The message's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Its failed and disabled emails are queued again, with a fresh count of attempts and the same Message-ID, and sent at once; the answer is the message as it is then (as GET answers it). Without SMTP_URL a disabled email is disabled again at once (a failed or disabled email is `retryable` only while the server can send). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessage'];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such message (or a malformed id). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No email of the message is failed or disabled: "This message has no failed notification to send again." */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_counts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many messages each status holds. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageCounts'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminMessagesController_export: {
    parameters: {
      query?: {
        /** @description Only messages of this status. Default: the inbox (new, read and replied). */
        status?: 'new' | 'read' | 'replied' | 'archived' | 'spam';
        /** @description Full-text search over name, email (a whole address, or its domain such as gmail.com), company and message, in web-search syntax ("a phrase", -word, or). */
        q?: string;
        /** @description The first day (YYYY-MM-DD, Pakistan time), inclusive. */
        from?: string;
        /** @description The last day (YYYY-MM-DD, Pakistan time), inclusive. */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The messages the filter holds (as the list, every page), newest first, as CSV: UTF-8 with a byte-order mark, a header row, every field with the lead context and the notes; a cell starting with =, +, -, @, tab or CR gets a leading '. */
      200: {
        headers: {
          /** @description attachment; filename="messages-YYYY-MM-DD.csv" (the day in Pakistan). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_list: {
    parameters: {
      query?: {
        /** @description The page, from 1. Default 1. */
        page?: number;
        /** @description Only posts of this status, or the trash. Default: every post outside the trash. */
        status?: 'draft' | 'scheduled' | 'published' | 'trash';
        /** @description Full-text search over title, excerpt and content (web-search syntax). */
        q?: string;
        /** @description updated: last saved first (default). published: newest publish time first, drafts last. title: A to Z. */
        sort?: 'updated' | 'published' | 'title';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the dashboard. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPostPage'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_byId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post in any state, the trash included. */
      200: {
        headers: {
          /** @description The post’s version in quotes: an edit sends it back as If-Match. */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPost'];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_deleteForever: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post is deleted for good, with its images. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The post is not in the trash: move it there first (DELETE /api/blogs/{id}). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_previewLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The links that still work. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewLink'][];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_newPreviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewPreviewLinkDto'];
      };
    };
    responses: {
      /** @description A private link to the post for someone without an account, until it expires. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewLink'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_revokePreviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
        /** @description The link's `_id`. */
        linkId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link stops working at once. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such working link of this post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_restore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post, out of the trash. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPost'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The post is not in the trash. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_revisions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revisions, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevisionSummary'][];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_revision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
        /** @description The revision's `_id`. */
        revisionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revision with what it recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Revision'];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post or revision. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AdminPostsController_restoreRevision: {
    parameters: {
      query?: never;
      header?: {
        /** @description The post's version this edit started from (`version` in quotes, as the ETag of GET /api/admin/posts/{id} gives it). If the post was saved since, the answer is 409 and nothing changes. Without it the edit applies whatever the version. */
        'If-Match'?: string;
      };
      path: {
        /** @description The post's `_id`. */
        id: string;
        /** @description The revision's `_id`. */
        revisionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post with the revision's text back (a new revision); status and image kept. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPost'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post or revision. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The post was saved since the If-Match version, is in the trash, or its old slug is taken now. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_account: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account: second factor and passkeys. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountView'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description The bearer token; or, with two-factor authentication on, the second step to take (no token yet). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Wrong username or password (the same answer for both). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many failed attempts for this username or from this address: locked for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_secondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorLogin'];
      };
    };
    responses: {
      /** @description The bearer token of the new session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenView'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A wrong or used code, or a second step that expired (then log in again). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many failed attempts for this username or from this address: locked for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This session ends: its token stops working. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_passkeyLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyLogin'];
      };
    };
    responses: {
      /** @description The bearer token of the new session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenView'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The passkey is not registered, its answer does not verify (or was used already), or the prompt expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many failed attempts for this username or from this address: locked for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_passkeyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A passkey prompt for logging in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyLoginOptions'];
        };
      };
      /** @description Too many requests from this client: wait the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_addPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewPasskey'];
      };
    };
    responses: {
      /** @description The passkey, registered. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyView'];
        };
      };
      /** @description The answer does not verify, the prompt expired, or a field breaks its rule. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_removePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The passkey's id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed: it no longer logs in. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such passkey. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_passkeyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A passkey prompt. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRegistrationOptions'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChange'];
      };
    };
    responses: {
      /** @description Changed; every other session is signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The new password is too short or too long, common or leaked, or the current one. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The current password is not right. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many wrong passwords or codes: locked for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PreviewCookieController_set: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sets the preview cookie: the blog pages then show unpublished posts to this browser. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PreviewCookieController_clear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removes the preview cookie (before logout). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_renewRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCode'];
      };
    };
    responses: {
      /** @description A new set; the old codes stop working. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      /** @description A wrong or used code. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Two-factor authentication is not in the state this needs. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many wrong passwords or codes: locked for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_sessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The open sessions, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionView'][];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_endSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The session's id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out: its token stops working at once. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such open session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_endOthers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every other session is signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedOut'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_disableTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpDisable'];
      };
    };
    responses: {
      /** @description Off; the recovery codes are gone. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A wrong or used code. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The password is not right. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Two-factor authentication is not in the state this needs. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many wrong passwords or codes: locked for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_enableTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCode'];
      };
    };
    responses: {
      /** @description On; the recovery codes, shown once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      /** @description A wrong code. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Two-factor authentication is not in the state this needs. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountController_setUpTotp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new key to add to an authenticator app; confirm it with its first code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpSetup'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Two-factor authentication is not in the state this needs. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_list: {
    parameters: {
      query?: {
        /** @description The page, from 1. Default 1. */
        page?: number;
        /** @description Posts per page. Default 12. */
        pageSize?: number;
        /** @description Only posts with this tag, named by its slug: 'Web Development' is `web-development` (accents dropped, lower case, every run of other characters than a-z and 0-9 one hyphen). */
        tag?: string;
        /** @description Full-text search (PostgreSQL, English) over title, excerpt and content, in web-search syntax: words, "a phrase", `or`, `-word`. Best matches first (a hit in the title counts most, then the excerpt, then the content), then newest. Trimmed; text of stop words only ('the') matches nothing. */
        q?: string;
        /** @description `summary`: the posts without `content` (`PostSummary`). */
        fields?: 'summary';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Without query parameters: every post, newest first (an array). With any: one page of them, with the total (`PostPage`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['PostView'][] | components['schemas']['PostPage'];
        };
      };
      /** @description A query parameter breaks its rule, or is not one of page, pageSize, tag, q and fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description An Authorization header was sent and its token is not valid (no header: no 401). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['PostUpload'] &
          (
            | {
                /** @enum {unknown} */
                status: 'draft';
              }
            | {
                excerpt: unknown;
                content: unknown;
                readTime: unknown;
              }
          );
      };
    };
    responses: {
      /** @description The post as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostView'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Another post already has this slug. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The image cannot be used: it is truncated or corrupt, or has more than 50 megapixels. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description The post's version this edit started from (`version` in quotes, as the ETag of GET /api/admin/posts/{id} gives it). If the post was saved since, the answer is 409 and nothing changes. Without it the edit applies whatever the version. */
        'If-Match'?: string;
      };
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['PostUpload'] &
          (
            | {
                /** @enum {unknown} */
                status: 'draft';
              }
            | {
                excerpt: unknown;
                content: unknown;
                readTime: unknown;
              }
          );
      };
    };
    responses: {
      /** @description The post as stored; without an image part it keeps its image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostView'];
        };
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The slug is taken, the post was saved elsewhere since the If-Match version, or the post is in the trash. Nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The image cannot be used: it is truncated or corrupt, or has more than 50 megapixels. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's `_id`. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post is moved to the trash: gone from the public side at once, restorable for 30 days (POST /api/admin/posts/{id}/restore), then deleted with its images. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_bySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's slug. */
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The post: a public one, or with an admin token any post outside the trash. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostView'];
        };
      };
      /** @description The post has a new slug: Location is its address. */
      301: {
        headers: {
          /** @description The new address. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PostsController_neighbours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's slug. */
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The related posts, and the posts published just before and after it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostNeighbours'];
        };
      };
      /** @description The post has a new slug: Location is the address of its related posts. */
      301: {
        headers: {
          /** @description The new address. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such post. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ContactController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewMessage'];
      };
    };
    responses: {
      /** @description The message is stored (no body). Suspected spam is stored too, with the same answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request breaks a rule: a field (the first rule each field breaks, in form order), an unknown field, a malformed body or address. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many messages accepted from this address in the window, or too many attempts of any kind: wait the seconds in Retry-After. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ContactController_formToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A signed timing token for the contact form, fetched when the form opens and sent back as `formToken` (not cached: each is good for one message). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormToken'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PostgreSQL and storage answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthView'];
        };
      };
      /** @description PostgreSQL or storage does not answer within 0.5 s; the message names which. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ContactController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every message, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageView'][];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ContentImagesController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ContentImageUpload'];
      };
    };
    responses: {
      /** @description The image made for the web. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponsiveImage'];
        };
      };
      /** @description No image part, or the description breaks its rule. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The bearer token is missing, malformed, wrongly signed, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is too large: a JSON body over 100 kB, or an image over 20 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body has a type the route does not take (a JSON route given anything but application/json, a form route anything but multipart/form-data, an image that is not JPEG, PNG, WebP, GIF or AVIF) or an encoding or charset it cannot read. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The image cannot be used: it is truncated or corrupt, or has more than 50 megapixels. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UploadsController_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The key of a post's `image` (the part after `uploads/`), such as `<uuid>.webp`. */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image, with its key's type. Cached for a year: a key is never reused. */
      200: {
        headers: {
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/gif': string;
          'image/avif': string;
        };
      };
      /** @description The address contains an invalid percent-encoding. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No image has this key (or the key is not an image key). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The database or the image storage is unavailable: try again in a moment. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
