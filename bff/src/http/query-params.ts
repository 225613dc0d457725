import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { NO_CONTROL_CHARACTERS, textPattern } from '@site/contract';

/** A query parameter that is a whole number from `min` to `max`, written in decimal digits
 * (no sign, no spaces, no exponent). */
export function WholeNumber(name: string, min: number, max: number, description: string) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value,
    ),
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description }),
  );
}

/**
 * The search parameter `q`: trimmed text, not blank, at most `maxLength` characters, no control
 * characters; checked in that order, the first that fails is the answer.
 */
export function SearchParam(
  maxLength: number,
  docs: Pick<ApiPropertyOptions, 'description' | 'example'>,
) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsOptional(),
    IsString({ message: 'q must be text.' }),
    IsNotEmpty({ message: 'q must not be blank.' }),
    MaxLength(maxLength, { message: `q must be at most ${maxLength} characters.` }),
    Matches(new RegExp(NO_CONTROL_CHARACTERS.source), {
      message: `q ${NO_CONTROL_CHARACTERS.message}`,
    }),
    ApiPropertyOptional({
      type: String,
      minLength: 1,
      maxLength,
      pattern: textPattern({ label: 'q', maxLength, required: true }),
      ...docs,
    }),
  );
}

/** A calendar day that exists, written YYYY-MM-DD. */
export const Day = (name: string, description: string) =>
  applyDecorators(
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `${name} must be a date written YYYY-MM-DD.` }),
    IsISO8601({ strict: true }, { message: `${name} must be a date that exists (YYYY-MM-DD).` }),
    ApiPropertyOptional({ type: String, format: 'date', description }),
  );
