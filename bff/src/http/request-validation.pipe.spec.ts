import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { depthExceeds, MAX_BODY_DEPTH, RequestValidationPipe } from './request-validation.pipe.js';

class NameDto {
  @IsString()
  name!: string;
}

const pipe = new RequestValidationPipe({ whitelist: true, forbidNonWhitelisted: true });
const body = { type: 'body' as const, metatype: NameDto };

function nested(levels: number): object {
  let value: object = { leaf: 1 };
  for (let i = 1; i < levels; i++) value = { a: value };
  return value;
}

describe('RequestValidationPipe', () => {
  it.each([
    ['an array', []],
    ['null', null],
    ['a number', 42],
    ['a string', 'name'],
  ])('refuses %s as a body with a readable 400', async (_case, value) => {
    await expect(pipe.transform(value, body)).rejects.toThrow(
      new BadRequestException('The request body must be a JSON object.'),
    );
  });

  it('refuses a body nested deeper than the limit before class-transformer walks it', async () => {
    await expect(pipe.transform(nested(50_000), body)).rejects.toThrow(
      new BadRequestException('The request body is nested too deeply.'),
    );
  });

  it.each(['constructor', '__proto__', 'prototype', 'hasOwnProperty', 'toString', 'other'])(
    'refuses an unknown field named %s in the words of the ValidationPipe',
    async (name) => {
      const value: unknown = JSON.parse(`{"name":"Ayesha",${JSON.stringify(name)}:1}`);
      const error = await pipe.transform(value, body).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({
        message: [`property ${name} should not exist`],
      });
    },
  );

  it('knows the fields a subclass inherits', async () => {
    class FullNameDto extends NameDto {
      @IsString()
      surname!: string;
    }
    await expect(
      pipe.transform({ name: 'Ayesha', surname: 'Khan' }, { type: 'body', metatype: FullNameDto }),
    ).resolves.toEqual({ name: 'Ayesha', surname: 'Khan' });
  });

  it('validates an ordinary body as the ValidationPipe does', async () => {
    await expect(pipe.transform({ name: 'Ayesha' }, body)).resolves.toEqual({ name: 'Ayesha' });
    await expect(pipe.transform({ name: 1 }, body)).rejects.toThrow(BadRequestException);
  });

  it('leaves route parameters alone', async () => {
    await expect(
      pipe.transform('some-slug', { type: 'param', metatype: String, data: 'slug' }),
    ).resolves.toBe('some-slug');
  });
});

describe('depthExceeds', () => {
  it('counts object levels, arrays included, without recursion', () => {
    expect(depthExceeds(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(depthExceeds(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(depthExceeds({ a: [[[[[[[[1]]]]]]]] }, MAX_BODY_DEPTH)).toBe(true);
    expect(depthExceeds(nested(100_000), MAX_BODY_DEPTH)).toBe(true);
  });
});
