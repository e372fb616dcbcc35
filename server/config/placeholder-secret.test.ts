import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeholderSecretProblem } from './placeholder-secret';

describe('placeholderSecretProblem (docs/operations.md#configuration: example placeholders are refused in production)', () => {
  it.each(['change-me', 'Change_Me_Please_0123456789', 'CHANGE ME', 'changeit', 'replace-with-48-hex-characters-from-openssl-rand', 'replace-me', 'example', 'placeholder', 'secret', 'my-password-1', 'your_key_here', 'sample-token'])(
    '%j is a placeholder',
    (value) => {
      expect(placeholderSecretProblem(value)).toMatch(/^looks like an example placeholder \(it contains "[a-z]+"\)/);
    },
  );

  it('random keys, as openssl rand or randomBytes make them, are not', () => {
    for (let i = 0; i < 200; i++) {
      expect(placeholderSecretProblem(randomBytes(32).toString('hex'))).toBeNull();
      expect(placeholderSecretProblem(randomBytes(32).toString('base64'))).toBeNull();
    }
  });
});
