// Text placed in HTML that is written by hand rather than by React (the hand-off's error page, the
// order-site stand-in): the five characters that could end an attribute or start markup.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
