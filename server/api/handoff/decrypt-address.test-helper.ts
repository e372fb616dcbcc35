// What the order site does with sq_address (handoff-order.ts): the tests read the address back with it.
import CryptoJS from 'crypto-js';

export function decryptSqAddress(ciphertext: string, secret: string): string {
  return CryptoJS.AES.decrypt(ciphertext, secret).toString(CryptoJS.enc.Utf8);
}
