import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** NUL and other control characters (tab and line breaks excepted) have no place in text. */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A required text field: a string, not blank once trimmed, at most `max` characters. */
export function RequiredText(label: string, max: number): PropertyDecorator {
  return applyDecorators(
    trim,
    IsString({ message: `${label} must be text.` }),
    IsNotEmpty({ message: `${label} is required.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
    Matches(NO_CONTROL_CHARACTERS, { message: `${label} contains characters that are not allowed.` }),
  );
}

/** An optional text field: absent, empty, or a string of at most `max` characters. */
export function OptionalText(label: string, max: number): PropertyDecorator {
  return applyDecorators(
    trim,
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
    Matches(NO_CONTROL_CHARACTERS, { message: `${label} contains characters that are not allowed.` }),
  );
}
