import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsAscii,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  EMAIL_MESSAGE,
  isCheckedAsSent,
  NO_CONTROL_CHARACTERS,
  type TextRule,
  textPattern,
} from '@site/contract';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** What the document may add to a field beyond its rule (examples, a description). */
type FieldDocs = Pick<ApiPropertyOptions, 'example' | 'description' | 'nullable'>;

/**
 * A required text field that some objects may leave blank (`blankAllowed`, e.g. a draft's
 * excerpt): blank there, it is not checked at all; given, it is checked as TextField checks it.
 * Documented as optional, with the condition in its description.
 */
export function TextFieldUnless(
  rule: TextRule,
  blankAllowed: (object: Record<string, unknown>) => boolean,
  docs: FieldDocs & { description: string },
): PropertyDecorator {
  return applyDecorators(
    ValidateIf(
      (object: Record<string, unknown>, value: unknown) =>
        !blankAllowed(object) || (typeof value === 'string' ? value.trim() !== '' : value != null),
    ),
    TextField({ ...rule, required: true }, docs),
    ApiPropertyOptional({
      type: String,
      minLength: undefined,
      maxLength: rule.maxLength,
      pattern: textPattern({ ...rule, required: false }),
      ...docs,
    }),
  );
}

/**
 * A text field checked by its rule from @site/contract, and documented by the same rule.
 * Checks, in order: not blank (required fields), text, at most `maxLength` characters, no
 * control characters, then the rule's pattern or email format. The ValidationPipe reports only
 * the first that fails, so a missing field reads "Name is required." rather than every rule.
 * Text is trimmed first, except passwords and email addresses (checked as sent).
 */
export function TextField(rule: TextRule, docs: FieldDocs = {}): PropertyDecorator {
  const { label, maxLength } = rule;
  return applyDecorators(
    ...(isCheckedAsSent(rule) ? [] : [trim]),
    rule.required ? IsNotEmpty({ message: `${label} is required.` }) : IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters.` }),
    Matches(new RegExp(NO_CONTROL_CHARACTERS.source), {
      message: `${label} ${NO_CONTROL_CHARACTERS.message}`,
    }),
    ...(rule.pattern
      ? [Matches(new RegExp(rule.pattern.source), { message: rule.pattern.message })]
      : []),
    // ASCII only, as JSON Schema's `format: email` and the browser's type="email" have it.
    ...(rule.email
      ? [IsEmail({}, { message: EMAIL_MESSAGE }), IsAscii({ message: EMAIL_MESSAGE })]
      : []),
    (rule.required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      // IsOptional takes null as "not given" (a multipart form has no null: its DTO says so).
      ...(rule.required ? { minLength: 1 } : { nullable: true }),
      maxLength,
      pattern: textPattern(rule),
      ...(rule.email ? { format: 'email' } : {}),
      ...docs,
    }),
  );
}
