import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The portal's firmware signing key (Ed25519). Kept in DATA_DIR/keys (created at first use, mode
// 0600); devices hold the public key (GET /api/device/v1/signing-key) and verify the signature of
// the firmware manifest before installing.

export interface FirmwareSigner {
  sign(manifest: string): string;
  /** false for an empty, malformed or foreign signature */
  verify(manifest: string, signature: string): boolean;
  publicKeyPem: string;
  publicKeyRaw: string;
}

const cache = new Map<string, FirmwareSigner>();

export function firmwareSigner(dataDir: string): FirmwareSigner {
  const file = path.join(dataDir, 'keys', 'firmware-ed25519.pem');
  const known = cache.get(file);
  if (known) return known;
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const privateKey = crypto.createPrivateKey(fs.readFileSync(file));
  const publicKey = crypto.createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const signer: FirmwareSigner = {
    sign: (manifest) => crypto.sign(null, Buffer.from(manifest), privateKey).toString('base64'),
    verify: (manifest, signature) => {
      const bytes = Buffer.from(signature, 'base64');
      // an Ed25519 signature is 64 bytes; anything else (empty, truncated) is not one
      return bytes.length === 64 && crypto.verify(null, Buffer.from(manifest), publicKey, bytes);
    },
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    // the last 32 bytes of the SPKI DER are the raw key
    publicKeyRaw: der.subarray(der.length - 32).toString('base64'),
  };
  cache.set(file, signer);
  return signer;
}
