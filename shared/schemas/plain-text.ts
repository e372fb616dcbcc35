// Free text as a visitor typed it, made safe to pass on (docs/architecture.md#reliability-and-security): no control
// characters (a field of lines keeps its line breaks and tabs), no bidirectional overrides or isolates, which reorder
// what a log or an inbox shows, and a lone surrogate, which no encoding carries, as U+FFFD.
const UNSAFE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;

export const plainText = (text: string, lines = false): string =>
  text.replace(UNSAFE, (char) => (char >= '\uD800' && char <= '\uDFFF' ? '\uFFFD' : lines && '\t\n\r'.includes(char) ? char : ''));

export const plainLines = (text: string): string => plainText(text, true);
