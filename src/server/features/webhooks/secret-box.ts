import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps webhook signing secrets encrypted in the database (AES-256-GCM), under a key that is
 * never stored there: HKDF-SHA256 of WEBHOOK_SECRET_KEY, or else of AUTH_SECRET, with a purpose
 * label of its own (so the key is not the one that signs sessions). A copy of the database alone
 * (a backup, a dump, a read through an injected query) does not give a secret away.
 *
 * Stored form: "v1:" + base64url(iv ‖ tag ‖ ciphertext), bound to the endpoint's id (additional
 * data), so a secret copied onto another endpoint's row does not open there.
 */
const VERSION = 'v1:';
const PURPOSE = 'radio-station/webhook-signing-secret/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  seal: (secret: string, endpointId: string) => string;
  /**
   * The secret, or null when it cannot be read here: sealed under another key (a database
   * restored into another installation, AUTH_SECRET changed) or damaged. A secret stored in
   * plain text by an earlier version is read as it is (and sealed at start).
   */
  open: (stored: string, endpointId: string) => string | null;
};

/** Whether a stored secret is still in plain text (written before secrets were sealed). */
export function isPlainSecret(stored: string): boolean {
  return stored.startsWith('whsec_');
}

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, '', PURPOSE, 32));
  const aad = (endpointId: string) => Buffer.from(`webhook-endpoint:${endpointId}`);
  return {
    seal(secret, endpointId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(endpointId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored, endpointId) {
      if (isPlainSecret(stored)) return stored;
      if (!stored.startsWith(VERSION)) return null;
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(aad(endpointId))
          .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const opened = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return opened.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
