import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import { ACCOUNT, TOTP } from '@site/contract';
import { isUuid } from '@site/common';
import { AUTH_OPTIONS, type AuthModuleOptions } from '../auth.options.js';
import { AuthChallenges } from '../challenges/auth-challenges.js';
import { PasskeyEntity } from './passkey.entity.js';

/** Why a passkey was refused. */
export type PasskeyRefusal = 'failed' | 'unknown' | 'expired';

/** @simplewebauthn/server (5 MB of heap), loaded by the first passkey ceremony. */
const webauthn = () => import('@simplewebauthn/server');

export class PasskeyRefused extends Error {
  constructor(
    readonly reason: PasskeyRefusal,
    detail: string,
  ) {
    super(detail);
    this.name = 'PasskeyRefused';
  }
}

export interface PasskeyPrompt<Options> {
  ceremony: string;
  options: Options;
}

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): registration by the logged-in admin, and
 * login with a passkey alone (discoverable credentials, user verification required). The
 * relying party is SITE_URL: its host is the RP ID and it is the one origin accepted.
 */
@Injectable()
export class Passkeys {
  private readonly rpId: string;
  private readonly origin: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) options: AuthModuleOptions,
    private readonly challenges: AuthChallenges,
  ) {
    const site = new URL(options.siteUrl);
    this.rpId = site.hostname;
    this.origin = site.origin;
  }

  list(adminId: string): Promise<PasskeyEntity[]> {
    return this.dataSource
      .getRepository(PasskeyEntity)
      .find({ where: { adminId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async count(adminId: string): Promise<number> {
    return this.dataSource.getRepository(PasskeyEntity).countBy({ adminId });
  }

  /** The options of a registration prompt; the admin's passkeys are excluded (no duplicate). */
  async registrationOptions(admin: {
    id: string;
    username: string;
  }): Promise<PasskeyPrompt<PublicKeyCredentialCreationOptionsJSON>> {
    const existing = await this.list(admin.id);
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: TOTP.issuer,
      rpID: this.rpId,
      userName: admin.username,
      userID: Buffer.from(admin.id.replace(/-/g, ''), 'hex'),
      attestationType: 'none',
      timeout: ACCOUNT.passkeySeconds * 1000,
      excludeCredentials: existing.map((key) => ({
        id: key.credentialId,
        transports: key.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const ceremony = await this.challenges.openPasskeyPrompt(
      'passkey-registration',
      options.challenge,
      admin.id,
    );
    return { ceremony, options };
  }

  /** Verifies the authenticator's answer to a registration prompt and keeps the passkey. */
  async register(
    adminId: string,
    ceremony: string,
    name: string,
    response: RegistrationResponseJSON,
  ): Promise<PasskeyEntity> {
    const prompt = await this.challenges.takePasskeyPrompt('passkey-registration', ceremony);
    if (!prompt || prompt.adminId !== adminId)
      throw new PasskeyRefused('expired', 'no such prompt');
    const { verifyRegistrationResponse } = await webauthn();
    let verification: VerifiedRegistrationResponse;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: prompt.challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: true,
      });
    } catch (error) {
      throw new PasskeyRefused('failed', error instanceof Error ? error.message : String(error));
    }
    if (!verification.verified) throw new PasskeyRefused('failed', 'not verified');
    const { credential, credentialBackedUp } = verification.registrationInfo;
    const repository = this.dataSource.getRepository(PasskeyEntity);
    if (await repository.existsBy({ credentialId: credential.id })) {
      throw new PasskeyRefused('failed', 'this passkey is registered already');
    }
    return repository.save(
      repository.create({
        adminId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        signCount: String(credential.counter),
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
        name,
      }),
    );
  }

  /** The options of a login prompt: any passkey of this site (the authenticator offers its own). */
  async loginOptions(): Promise<PasskeyPrompt<PublicKeyCredentialRequestOptionsJSON>> {
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'required',
      timeout: ACCOUNT.passkeySeconds * 1000,
    });
    const ceremony = await this.challenges.openPasskeyPrompt(
      'passkey-login',
      options.challenge,
      null,
    );
    return { ceremony, options };
  }

  /**
   * Verifies an answer to a login prompt: the prompt is taken (an answer is good once), the
   * credential must be registered, its signature right and its counter (when it keeps one)
   * higher than before. Answers the passkey, its use recorded.
   */
  async authenticate(
    ceremony: string,
    response: AuthenticationResponseJSON,
  ): Promise<PasskeyEntity> {
    const prompt = await this.challenges.takePasskeyPrompt('passkey-login', ceremony);
    if (!prompt) throw new PasskeyRefused('expired', 'no such prompt');
    const repository = this.dataSource.getRepository(PasskeyEntity);
    const passkey =
      typeof response?.id === 'string'
        ? await repository.findOneBy({ credentialId: response.id })
        : null;
    if (!passkey) throw new PasskeyRefused('unknown', 'credential not registered');
    const { verifyAuthenticationResponse } = await webauthn();
    let verification: VerifiedAuthenticationResponse;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: prompt.challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.signCount),
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch (error) {
      throw new PasskeyRefused('failed', error instanceof Error ? error.message : String(error));
    }
    if (!verification.verified) throw new PasskeyRefused('failed', 'not verified');
    // A counter that did not move on is refused by the library (a cloned authenticator); one
    // that stays 0 (synced passkeys) is allowed. Recorded under the row's own old value, so two
    // uses racing cannot both move it.
    const [, updated] = await this.dataSource.query<[unknown, number]>(
      `UPDATE passkeys SET sign_count = $2, last_used_at = now()
        WHERE id = $1 AND (sign_count = $3 OR $2 = 0)`,
      [passkey.id, verification.authenticationInfo.newCounter, passkey.signCount],
    );
    if (updated === 0) throw new PasskeyRefused('failed', 'signature counter raced');
    return passkey;
  }

  /** Removes one of the admin's passkeys; answers its name, or null when there is none such. */
  async remove(adminId: string, id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const [rows] = await this.dataSource.query<[{ name: string }[], number]>(
      `DELETE FROM passkeys WHERE id = $1 AND admin_id = $2 RETURNING name`,
      [id, adminId],
    );
    return rows[0]?.name ?? null;
  }
}
