import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsObject, IsUUID } from 'class-validator';
import { ACCOUNT_FIELDS, LOGIN_FIELDS } from '@site/contract';
import { TextField } from '../http/validation.js';

@ApiSchema({ name: 'LoginRequest' })
export class LoginDto {
  @TextField(LOGIN_FIELDS.username)
  username!: string;

  @TextField(LOGIN_FIELDS.password)
  password!: string;
}

/** What @simplewebauthn/browser answered, checked by the server's WebAuthn library. */
const Credential = (description: string) => (target: object, key: string) => {
  IsObject({ message: 'credential must be an object (what the browser answered).' })(target, key);
  ApiProperty({ type: 'object', additionalProperties: true, description })(target, key);
};

/** The id of a passkey prompt, as the server handed it out. */
const Ceremony = () => (target: object, key: string) => {
  IsUUID('all', { message: 'ceremony must be the id the prompt was opened with.' })(target, key);
  ApiProperty({ format: 'uuid', description: 'The `ceremony` the options came with.' })(
    target,
    key,
  );
};

@ApiSchema({ name: 'SecondFactorLogin' })
export class SecondFactorLoginDto {
  @TextField(ACCOUNT_FIELDS.challenge, { description: 'The `challenge` of the login answer.' })
  challenge!: string;

  @TextField(ACCOUNT_FIELDS.code, {
    description:
      'The 6 digits the authenticator app shows, or a recovery code (xxxxx-xxxxx; case, spaces and hyphens do not matter).',
  })
  code!: string;
}

@ApiSchema({ name: 'PasskeyLogin' })
export class PasskeyLoginDto {
  @Ceremony()
  ceremony!: string;

  @Credential('AuthenticationResponseJSON from startAuthentication().')
  credential!: Record<string, unknown>;
}

@ApiSchema({ name: 'PasswordChange' })
export class PasswordChangeDto {
  @TextField(ACCOUNT_FIELDS.currentPassword)
  currentPassword!: string;

  @TextField(ACCOUNT_FIELDS.newPassword, {
    description:
      'At least 12 characters, and not a common or leaked password (nor made of them): the server checks it against a bundled list.',
  })
  newPassword!: string;
}

@ApiSchema({ name: 'TotpCode' })
export class TotpCodeDto {
  @TextField(ACCOUNT_FIELDS.code, {
    description:
      'The 6 digits the authenticator app shows (a recovery code where the route says so).',
  })
  code!: string;
}

@ApiSchema({ name: 'TotpDisable' })
export class TotpDisableDto {
  @TextField(ACCOUNT_FIELDS.password)
  password!: string;

  @TextField(ACCOUNT_FIELDS.code, { description: 'A current code, or a recovery code.' })
  code!: string;
}

@ApiSchema({ name: 'NewPasskey' })
export class NewPasskeyDto {
  @Ceremony()
  ceremony!: string;

  @TextField(ACCOUNT_FIELDS.passkeyName, { description: 'What the admin calls it ("Laptop").' })
  name!: string;

  @Credential('RegistrationResponseJSON from startRegistration().')
  credential!: Record<string, unknown>;
}
