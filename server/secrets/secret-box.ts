import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { SECRETS_KEY_BYTES } from './key.ts';

/**
 * Secrets kept at rest (provider tokens) are sealed with AES-256-GCM: a fresh 96-bit nonce per
 * seal, a 128-bit tag, and a context string bound in as additional data, so a sealed value copied
 * to another row (another agent, another provider) no longer opens.
 *
 *   v1.<key id>.<nonce>.<ciphertext>.<tag>     (each part base64url)
 *
 * The key id is a digest of the key, not the key: it tells "sealed under another key" (SECRETS_KEY
 * changed, or the key file was lost) apart from "altered".
 */
export interface SecretBox {
  /** The sealed form of `plaintext`, opened only with the same key and `context`. */
  seal(plaintext: string, context: string): string;
  /** The plaintext; throws SecretBoxError when the value is malformed, altered, or sealed under another key or context. */
  open(sealed: string, context: string): string;
  /** Names the key without revealing it (8 bytes of an HMAC of a fixed label). */
  readonly keyId: string;
}

export type SecretBoxFailure = 'malformed' | 'other-key' | 'altered';

/** Why a sealed value would not open. The message never holds the value or the plaintext. */
export class SecretBoxError extends Error {
  readonly reason: SecretBoxFailure;

  constructor(reason: SecretBoxFailure, message: string) {
    super(message);
    this.name = 'SecretBoxError';
    this.reason = reason;
  }
}

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PART = /^[A-Za-z0-9_-]*$/;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`The secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  // The cipher gets its own derived key, so the key id (derived under another label) says nothing about it.
  const cipherKey = createHmac('sha256', key).update('agentes secret box v1: aes-256-gcm').digest();
  const keyId = createHmac('sha256', key).update('agentes secret box v1: key id').digest().subarray(0, 8).toString('base64url');

  return {
    keyId,
    seal(plaintext, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, keyId, nonce, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION || !parts.every((part) => PART.test(part))) {
        throw new SecretBoxError('malformed', 'The sealed value is not in the v1 format');
      }
      const [, sealedKeyId = '', nonceText = '', ciphertextText = '', tagText = ''] = parts;
      if (sealedKeyId !== keyId) {
        throw new SecretBoxError('other-key', `The value was sealed under another key (id ${sealedKeyId}; this server's is ${keyId})`);
      }
      const nonce = Buffer.from(nonceText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (nonce.length !== NONCE_BYTES || tag.length !== TAG_BYTES) {
        throw new SecretBoxError('malformed', 'The sealed value has a nonce or tag of the wrong size');
      }
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, nonce, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('altered', 'The sealed value does not authenticate (altered, or sealed for another record)');
      }
    },
  };
}
