import type { components, operations, paths } from './openapi.js';

type Schemas = components['schemas'];

/** A blog post as the API sends it. */
export type PostView = Schemas['PostView'];
/** A blog post without its content (GET /api/blogs?fields=summary). */
export type PostSummary = Schemas['PostSummary'];
/** The related, previous and next posts of a post (GET /api/blogs/{slug}/related). */
export type PostNeighbours = Schemas['PostNeighbours'];
/** One page of GET /api/blogs (asked with any query parameter), with the total. */
export type PostPage = Schemas['PostPage'];
/** The query parameters of GET /api/blogs. */
export type PostListParams = NonNullable<operations['PostsController_list']['parameters']['query']>;
/** A contact message as the admin's message list reads it. */
export type MessageView = Schemas['MessageView'];
/** The body of POST /api/contact. */
export type NewMessage = Schemas['NewMessage'];
/** The body of POST /api/auth/login. */
export type LoginRequest = Schemas['LoginRequest'];
/** The answer to a successful login. */
export type TokenView = Schemas['TokenView'];
/** Every error answer. */
export type ErrorBody = Schemas['ErrorBody'];
/** The text fields of the post form (POST /api/blogs, PUT /api/blogs/{id}). */
export type PostForm = Schemas['PostForm'];
/** The health answer when every check is up. */
export type HealthView = Schemas['HealthView'];

/** A post in the dashboard's list (GET /api/admin/posts). */
export type AdminPostSummary = Schemas['AdminPostSummary'];
/** A post as the editor opens it, in any state (GET /api/admin/posts/{id}). */
export type AdminPost = Schemas['AdminPost'];
/** One page of the dashboard, with every filter's count. */
export type AdminPostPage = Schemas['AdminPostPage'];
/** The query parameters of GET /api/admin/posts. */
export type AdminPostListParams = NonNullable<
  operations['AdminPostsController_list']['parameters']['query']
>;
/** A revision in a post's list of revisions. */
export type RevisionSummary = Schemas['RevisionSummary'];
/** A revision with the post's text as it recorded it. */
export type Revision = Schemas['Revision'];
/** A share link of an unpublished post. */
export type PreviewLink = Schemas['PreviewLink'];

/** A message of the admin's inbox list. */
export type InboxItem = Schemas['InboxItem'];
/** One page of the inbox (GET /api/admin/messages), with every status's count. */
export type InboxPage = Schemas['InboxPage'];
/** How many messages each status holds (GET /api/admin/messages/counts). */
export type MessageCounts = Schemas['MessageCounts'];
/** The query parameters of GET /api/admin/messages (and, page aside, of its CSV export). */
export type InboxListParams = NonNullable<
  operations['AdminMessagesController_list']['parameters']['query']
>;
/** A message with everything the inbox shows of it (GET /api/admin/messages/{id}). */
export type AdminMessage = Schemas['AdminMessage'];
/** Where the visitor was when they wrote, as the inbox shows it. */
export type LeadContextView = Schemas['LeadContextView'];
/** An internal note of a message. */
export type MessageNote = Schemas['MessageNote'];
/** One email of a message's outbox, with its state. */
export type MessageNotification = Schemas['MessageNotification'];
/** The company's email about a message, as composed. */
export type EmailPreview = Schemas['EmailPreview'];
/** The body of PATCH /api/admin/messages/{id}. */
export type MessageStatusChange = Schemas['MessageStatusChange'];
/** The body of POST /api/admin/messages/{id}/notes. */
export type NewNote = Schemas['NewNote'];
/** The answer of GET /api/contact/form-token. */
export type FormToken = Schemas['FormToken'];

/** The whole document as types: every path, operation and schema. */
export type { components as ApiComponents, operations as ApiOperations, paths as ApiPaths };

/** The answer to POST /api/auth/login: a token, or the second step to take. */
export type LoginResult = Schemas['LoginResult'];
/** The second step of a login: its challenge, the methods it takes, until when. */
export type SecondFactorChallenge = Schemas['SecondFactorChallenge'];
/** The body of POST /api/auth/login/second-factor. */
export type SecondFactorLogin = Schemas['SecondFactorLogin'];
/** A passkey prompt for logging in (POST /api/auth/passkey/options). */
export type PasskeyLoginOptions = Schemas['PasskeyLoginOptions'];
/** The body of POST /api/auth/passkey/login. */
export type PasskeyLogin = Schemas['PasskeyLogin'];
/** The admin's account (GET /api/auth/account). */
export type AccountView = Schemas['AccountView'];
export type TwoFactorView = Schemas['TwoFactorView'];
export type PasskeyView = Schemas['PasskeyView'];
/** The body of PUT /api/auth/password. */
export type PasswordChange = Schemas['PasswordChange'];
/** A new TOTP key: manual key, otpauth URI, QR code. */
export type TotpSetup = Schemas['TotpSetup'];
/** A body carrying one code. */
export type TotpCode = Schemas['TotpCode'];
/** The body of POST /api/auth/totp/disable. */
export type TotpDisable = Schemas['TotpDisable'];
/** Recovery codes, shown once. */
export type RecoveryCodes = Schemas['RecoveryCodes'];
/** A passkey prompt for registering one (POST /api/auth/passkeys/options). */
export type PasskeyRegistrationOptions = Schemas['PasskeyRegistrationOptions'];
/** The body of POST /api/auth/passkeys. */
export type NewPasskey = Schemas['NewPasskey'];
/** An open session of the admin (GET /api/auth/sessions). */
export type SessionView = Schemas['SessionView'];
/** How many sessions were signed out. */
export type SignedOut = Schemas['SignedOut'];
/** An event of the audit log. */
export type AuditEventView = Schemas['AuditEventView'];
/** One page of the audit log (GET /api/admin/audit). */
export type AuditPage = Schemas['AuditPage'];
/** The query parameters of GET /api/admin/audit. */
export type AuditListParams = NonNullable<
  operations['AuditController_list']['parameters']['query']
>;
