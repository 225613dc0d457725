import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** NUL and other control characters (tab and line breaks excepted) have no place in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);

interface TextRules {
  /** Trimmed before checking (not for passwords, where spaces count). */
  trim?: boolean;
  /** Further checks, run after the text checks, in this order. */
  then?: PropertyDecorator[];
}

/**
 * A required text field: not blank, a string, at most `max` characters, no control characters.
 * The checks run in that order and the ValidationPipe reports only the first that fails, so a
 * missing field reads "Name is required." rather than a list of every rule.
 */
export function RequiredText(label: string, max: number, rules: TextRules = {}): PropertyDecorator {
  return applyDecorators(
    ...(rules.trim === false ? [] : [trim]),
    IsNotEmpty({ message: `${label} is required.` }),
    ...textChecks(label, max),
    ...(rules.then ?? []),
  );
}

/** An optional text field: absent, empty, or text that passes the same checks. */
export function OptionalText(label: string, max: number, rules: TextRules = {}): PropertyDecorator {
  return applyDecorators(
    ...(rules.trim === false ? [] : [trim]),
    IsOptional(),
    ...textChecks(label, max),
    ...(rules.then ?? []),
  );
}

function textChecks(label: string, max: number): PropertyDecorator[] {
  return [
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
    Matches(NO_CONTROL_CHARACTERS, {
      message: `${label} contains characters that are not allowed.`,
    }),
  ];
}
