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
  ONE_LINE,
  type TextRule,
  textPattern,
} from '@site/contract';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

/** What the document may add to a field beyond its rule (examples, a description), and when a
 * required field may be blank. */
interface FieldOptions extends Pick<ApiPropertyOptions, 'example' | 'description' | 'nullable'> {
  /**
   * Objects that may leave this required field blank (e.g. a draft's excerpt): there a blank
   * value is not checked at all, and a given one is checked as usual. Documented as optional,
   * with the condition in `description`.
   */
  blankWhen?: (object: Record<string, unknown>) => boolean;
}

const isBlank = (value: unknown) =>
  typeof value === 'string' ? value.trim() === '' : value == null;

/**
 * A text field checked by its rule from @site/contract, and documented by the same rule.
 * Checks, in order: not blank (required fields), text, at most `maxLength` characters, no
 * control characters, then the rule's pattern or email format. The ValidationPipe reports only
 * the first that fails, so a missing field reads "Name is required." rather than every rule.
 * Text is trimmed first, except passwords and email addresses (checked as sent).
 */
export function TextField(
  rule: TextRule,
  { blankWhen, ...docs }: FieldOptions = {},
): PropertyDecorator {
  const { label, maxLength } = rule;
  const documentedRule = blankWhen ? { ...rule, required: false } : rule;
  return applyDecorators(
    ...(blankWhen
      ? [
          ValidateIf(
            (object: Record<string, unknown>, value: unknown) =>
              !blankWhen(object) || !isBlank(value),
          ),
        ]
      : []),
    ...(isCheckedAsSent(rule) ? [] : [trim]),
    rule.required ? IsNotEmpty({ message: `${label} is required.` }) : IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters.` }),
    Matches(new RegExp(NO_CONTROL_CHARACTERS.source), {
      message: `${label} ${NO_CONTROL_CHARACTERS.message}`,
    }),
    ...(rule.singleLine
      ? [Matches(new RegExp(ONE_LINE.source), { message: `${label} ${ONE_LINE.message}` })]
      : []),
    ...(rule.pattern
      ? [Matches(new RegExp(rule.pattern.source), { message: rule.pattern.message })]
      : []),
    // ASCII only, as JSON Schema's `format: email` and the browser's type="email" have it.
    ...(rule.email
      ? [IsEmail({}, { message: EMAIL_MESSAGE }), IsAscii({ message: EMAIL_MESSAGE })]
      : []),
    (documentedRule.required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      // IsOptional takes null as "not given" (a multipart form has no null: its DTO says so).
      ...(rule.required ? (blankWhen ? {} : { minLength: 1 }) : { nullable: true }),
      maxLength,
      pattern: textPattern(documentedRule),
      ...(rule.email ? { format: 'email' } : {}),
      ...docs,
    }),
  );
}
