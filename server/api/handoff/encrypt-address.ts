// docs/product/ordering-and-handoff.md#address-encryption: "sq_address (encrypted)"; "A helper encrypts data with AES using a configured secret".
// The order site decrypts it with the same passphrase (docs/architecture.md#contracts ORDER_AES_SECRET), so the format is
// exactly crypto-js's passphrase AES: OpenSSL-compatible "Salted__" base64, a fresh salt each time.
import CryptoJS from 'crypto-js';

export function encryptSqAddress(address: string, secret: string): string {
  return CryptoJS.AES.encrypt(address, secret).toString();
}
