import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAssertion, PasskeyRegistration } from '#shared/schemas/security.ts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/**
 * A software passkey for API tests: an ES256 key that answers WebAuthn ceremonies as a
 * browser and authenticator would ("none" attestation). `tamper` changes what it claims, so
 * tests can send a wrong challenge, origin or counter. The e2e suite uses Chromium's own
 * virtual authenticator instead.
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  let counter = 0;
  let userHandle: string | undefined;

  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );

  function authenticatorData(rpId: string, count: number, attested: boolean) {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0); // user present, verified, credential
    const parts = [sha256(rpId), Buffer.from([flags]), Buffer.alloc(4)];
    parts[2]!.writeUInt32BE(count);
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(cosePublicKey));
    }
    return Buffer.concat(parts);
  }

  interface Tamper {
    challenge?: string;
    origin?: string;
    rpId?: string;
    counter?: number;
  }

  const clientData = (type: string, challenge: string, tamper: Tamper) =>
    Buffer.from(
      JSON.stringify({
        type,
        challenge: tamper.challenge ?? challenge,
        origin: tamper.origin ?? origin,
      }),
    );

  return {
    id: b64url(credentialId),

    /** navigator.credentials.create() with the server's options. */
    register(
      options: { challenge: string; rp: { id?: string }; user: { id: string } },
      tamper: Tamper = {},
    ): PasskeyRegistration {
      userHandle = options.user.id;
      const rpId = tamper.rpId ?? options.rp.id ?? new URL(origin).hostname;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authenticatorData(rpId, counter, true)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, tamper)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },

    /** navigator.credentials.get() with the server's options; the counter goes up each time. */
    assert(options: { challenge: string; rpId?: string }, tamper: Tamper = {}): PasskeyAssertion {
      counter = tamper.counter ?? counter + 1;
      const rpId = tamper.rpId ?? options.rpId ?? new URL(origin).hostname;
      const data = authenticatorData(rpId, counter, false);
      const client = clientData('webauthn.get', options.challenge, tamper);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}
