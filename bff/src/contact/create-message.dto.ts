import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import {
  CONTACT_SERVICE_IDS,
  type ContactServiceId,
  LEAD_CONTEXT_LIMITS,
  MESSAGE_FIELDS,
  PREFERRED_CHANNELS,
  type PreferredChannel,
  REFERRER_PATTERN,
  SITE_PATH_PATTERN,
  SPAM_RULES,
  type TextRule,
} from '@site/contract';
import { TextField } from '../http/validation.js';

/** Checked only when sent: null is refused (these fields are new; no client sends null). */
const WhenSent = ValidateIf((_object: object, value: unknown) => value !== undefined);

const sitePath = (label: string): TextRule => ({
  label,
  maxLength: LEAD_CONTEXT_LIMITS.path,
  required: false,
  pattern: { source: SITE_PATH_PATTERN.source, message: `${label} ${SITE_PATH_PATTERN.message}` },
});

const utmTag = (tag: string): TextRule => ({
  label: `UTM ${tag}`,
  maxLength: LEAD_CONTEXT_LIMITS.utm,
  required: false,
  singleLine: true,
});

const OneOf = (values: readonly string[], label: string, description: string) =>
  applyDecorators(
    WhenSent,
    IsIn(values, { message: `${label} must be one of ${values.join(', ')}.` }),
    ApiPropertyOptional({ enum: values, description }),
  );

/** An object field: checked when sent, refused when null or not an object. */
const Nested = (type: new () => object, label: string, description: string) =>
  applyDecorators(
    WhenSent,
    IsObject({ message: `${label} must be an object.` }),
    ValidateNested(),
    Type(() => type),
    ApiPropertyOptional({ type, description }),
  );

/** The UTM tags of the visitor's first page. */
@ApiSchema({ name: 'UtmTags' })
export class UtmDto {
  @TextField(utmTag('source'), { example: 'newsletter' }) source?: string;
  @TextField(utmTag('medium'), { example: 'email' }) medium?: string;
  @TextField(utmTag('campaign'), { example: 'spring-offer' }) campaign?: string;
  @TextField(utmTag('term'), { example: 'web design' }) term?: string;
  @TextField(utmTag('content'), { example: 'banner' }) content?: string;
}

/** Where the visitor was when they wrote. */
@ApiSchema({ name: 'LeadContext' })
export class LeadContextDto {
  @TextField(sitePath('Page'), {
    example: '/services/website-development',
    description: 'The page the visitor came to the contact form from (a path on this site).',
  })
  page?: string;

  @TextField(sitePath('Landing page'), {
    example: '/blog/choosing-a-hosting-plan?utm_source=newsletter',
    description: 'The first page of the visit (a path on this site, with its query).',
  })
  landingPage?: string;

  @TextField(
    {
      label: 'Referrer',
      maxLength: LEAD_CONTEXT_LIMITS.referrer,
      required: false,
      pattern: { source: REFERRER_PATTERN.source, message: `Referrer ${REFERRER_PATTERN.message}` },
    },
    {
      example: 'https://www.google.com/',
      description: 'The address of the other site that sent the visitor here, if any.',
    },
  )
  referrer?: string;

  @Nested(UtmDto, 'utm', 'The UTM tags of the first page of the visit.')
  utm?: UtmDto;
}

/** A message of the public contact form. */
@ApiSchema({ name: 'NewMessage' })
export class CreateMessageDto {
  @TextField(MESSAGE_FIELDS.name, { example: 'Ayesha Khan' })
  name!: string;

  @TextField(MESSAGE_FIELDS.email, { example: 'ayesha@example.com' })
  email!: string;

  @TextField(MESSAGE_FIELDS.company)
  company?: string;

  @TextField(MESSAGE_FIELDS.phone, { example: '+92 51 1234567' })
  phone?: string;

  @TextField(MESSAGE_FIELDS.message)
  message!: string;

  @OneOf(CONTACT_SERVICE_IDS, 'service', 'What the visitor asks about (CONTACT_SERVICES).')
  service?: ContactServiceId;

  @OneOf(PREFERRED_CHANNELS, 'preferredChannel', 'How the visitor would like to be answered.')
  preferredChannel?: PreferredChannel;

  @Nested(LeadContextDto, 'context', 'Where the visitor was (lead context).')
  context?: LeadContextDto;

  @TextField(
    { label: 'Form token', maxLength: 200, required: false },
    {
      description:
        'The token of GET /api/contact/form-token, fetched when the form opened. A message ' +
        'without a valid, unused token of the last 24 hours, sent at least 3 seconds after it ' +
        'was issued, is kept as suspected spam (the answer is the same 201).',
    },
  )
  formToken?: string;

  @TextField(
    { label: 'Website', maxLength: 2000, required: false },
    {
      description:
        `The honeypot (SPAM_RULES.honeypotField "${SPAM_RULES.honeypotField}"): a field ` +
        'hidden from people. Leave it out or empty; a message with it filled in is kept as ' +
        'suspected spam (the answer is the same 201).',
    },
  )
  website?: string;
}

/** GET /api/contact/form-token. */
@ApiSchema({ name: 'FormToken' })
export class FormTokenView {
  @ApiProperty({
    description: 'Opaque; send it back as `formToken` with the message. Good for one message.',
  })
  token!: string;
}
