import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  type AccountOverview,
  type LoginOutcome,
  type PasskeyEntity,
  type SessionOverview,
  type TotpSetup,
} from '@site/auth';
import {
  RECOVERY_CODES,
  SECOND_FACTOR_METHODS,
  type SecondFactorMethod,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '@site/contract';

const nullableDate = (description: string) =>
  ApiProperty({ type: String, format: 'date-time', nullable: true, description });

@ApiSchema({ name: 'TokenView' })
export class TokenView {
  @ApiProperty({ description: 'Bearer token (HS256 JWT) naming the new session.' })
  token!: string;
}

@ApiSchema({ name: 'SecondFactorChallenge' })
export class SecondFactorChallengeView {
  @ApiProperty({ description: 'Send it back with the code (POST /api/auth/login/second-factor).' })
  challenge!: string;

  @ApiProperty({
    enum: SECOND_FACTOR_METHODS,
    isArray: true,
    description: 'What the second step takes.',
  })
  methods!: SecondFactorMethod[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'The second step must be taken before this.',
  })
  expiresAt!: string;
}

/** A token, or (two-factor authentication on) the second step to take: never both. */
@ApiSchema({ name: 'LoginResult' })
export class LoginResultView {
  @ApiPropertyOptional({ description: 'Bearer token (HS256 JWT), when no second step is needed.' })
  token?: string;

  @ApiPropertyOptional({ type: SecondFactorChallengeView })
  secondFactor?: SecondFactorChallengeView;

  static of(outcome: LoginOutcome): LoginResultView {
    if ('token' in outcome) return { token: outcome.token };
    const { challenge, methods, expiresAt } = outcome.secondFactor;
    return { secondFactor: { challenge, methods, expiresAt: expiresAt.toISOString() } };
  }
}

/** A passkey prompt: its id, and the options for @simplewebauthn/browser. */
class PasskeyPromptView {
  @ApiProperty({ format: 'uuid', description: 'Send it back with the answer.' })
  ceremony!: string;
}

@ApiSchema({ name: 'PasskeyLoginOptions' })
export class PasskeyLoginOptionsView extends PasskeyPromptView {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'PublicKeyCredentialRequestOptionsJSON for startAuthentication({ optionsJSON }).',
  })
  options!: object;
}

@ApiSchema({ name: 'PasskeyRegistrationOptions' })
export class PasskeyRegistrationOptionsView extends PasskeyPromptView {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'PublicKeyCredentialCreationOptionsJSON for startRegistration({ optionsJSON }).',
  })
  options!: object;
}

@ApiSchema({ name: 'PasskeyView' })
export class PasskeyView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @nullableDate('When it last logged in; null: never.') lastUsedAt!: string | null;
  @ApiProperty({ description: 'Synced to other devices (a cloud keychain).' }) backedUp!: boolean;

  static of(passkey: PasskeyEntity): PasskeyView {
    return {
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      backedUp: passkey.backedUp,
    };
  }
}

@ApiSchema({ name: 'TwoFactorView' })
export class TwoFactorView {
  @ApiProperty() enabled!: boolean;
  @nullableDate('When it was turned on.') enabledAt!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: RECOVERY_CODES.count })
  recoveryCodesLeft!: number;
}

@ApiSchema({ name: 'AccountView' })
export class AccountView {
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, format: 'date-time' }) passwordChangedAt!: string;
  @ApiProperty({ type: TwoFactorView }) twoFactor!: TwoFactorView;
  @ApiProperty({ type: PasskeyView, isArray: true }) passkeys!: PasskeyView[];

  static of(account: AccountOverview): AccountView {
    const { enabled, enabledAt, recoveryCodesLeft } = account.twoFactor;
    return {
      username: account.username,
      passwordChangedAt: account.passwordChangedAt.toISOString(),
      twoFactor: { enabled, enabledAt: enabledAt?.toISOString() ?? null, recoveryCodesLeft },
      passkeys: account.passkeys.map((passkey) => PasskeyView.of(passkey)),
    };
  }
}

@ApiSchema({ name: 'TotpSetup' })
export class TotpSetupView implements TotpSetup {
  @ApiProperty({ description: 'The key (base32), to type into the app by hand.' }) secret!: string;
  @ApiProperty({ description: 'The otpauth:// URI the QR code holds.' }) uri!: string;
  @ApiProperty({ description: 'The QR code as a data:image/svg+xml URL, drawn by the server.' })
  qrCode!: string;
}

@ApiSchema({ name: 'RecoveryCodes' })
export class RecoveryCodesView {
  @ApiProperty({
    type: String,
    isArray: true,
    minItems: RECOVERY_CODES.count,
    maxItems: RECOVERY_CODES.count,
    description: 'Shown this once: each logs in once in place of a code.',
  })
  recoveryCodes!: string[];
}

@ApiSchema({ name: 'SessionView' })
export class SessionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Browser and system, from the user agent.' }) device!: string;
  @ApiProperty({ type: String, nullable: true }) ipAddress!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastSeenAt!: string;
  @ApiProperty({ description: 'The session making this request.' }) current!: boolean;
  @ApiProperty({ enum: SIGN_IN_METHODS }) signedInWith!: SignInMethod;

  static of(session: SessionOverview): SessionView {
    return {
      id: session.id,
      device: session.device,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.current,
      signedInWith: session.method,
    };
  }
}

@ApiSchema({ name: 'SignedOut' })
export class SignedOutView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many sessions were signed out.' })
  signedOut!: number;
}
