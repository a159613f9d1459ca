import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('an auth secret of at least thirty-two characters');
const secret = 'whsec_K7yYJ0c2b3mWw1nUu9bI4bQ8eH3sX5lZk2pV6rT0aNc';

describe('the webhook secret box', () => {
  it('seals a secret so the stored form does not show it, and opens it again', () => {
    const id = randomUUID();
    const sealed = box.seal(secret, id);
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.seal(secret, id)).not.toBe(sealed);
    expect(box.open(sealed, id)).toBe(secret);
  });

  it('opens nothing under another key, for another endpoint, or once altered', () => {
    const id = randomUUID();
    const sealed = box.seal(secret, id);
    expect(createSecretBox('another installation, another secret key!!').open(sealed, id)).toBe(
      null,
    );
    expect(box.open(sealed, randomUUID())).toBeNull();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(box.open(altered, id)).toBeNull();
    expect(box.open('v1:', id)).toBeNull();
    expect(box.open('v9:abc', id)).toBeNull();
  });

  it('reads a secret an earlier version stored in plain text as it is', () => {
    expect(box.open(secret, randomUUID())).toBe(secret);
  });
});
