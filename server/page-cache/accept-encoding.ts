// The response encoding a client asked for (RFC 9110 §12.5.3): highest q, brotli before gzip on a tie.
export type PageEncoding = 'br' | 'gzip' | 'identity';

export function negotiateEncoding(header: string | undefined): PageEncoding {
  if (!header) return 'identity';
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (name === 'br') br = Math.max(br, q);
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip, q);
    else if (name === '*') any = Math.max(any, q);
  }
  if (br < 0) br = any;
  if (gzip < 0) gzip = any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
