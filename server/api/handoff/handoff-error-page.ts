// The answer a visitor sees when the order form post is refused (issue: Hand-off): a short, plain
// page that says what went wrong and links back to the page the order came from. Every value is
// escaped; nothing the visitor posted is echoed.
import { SUPPORT_PHONE } from '../../../shared/domain/support-phone';
import { escapeHtml } from '../../../shared/escape-html';


/**
 * The page's own policy, sent with it in place of the API answers' `default-src 'none'`
 * (security-headers.ts): it has no script, image, font or form, only the inline style attributes
 * below, and links. So it allows exactly those attributes and nothing else.
 */
export const HANDOFF_ERROR_PAGE_POLICY = "default-src 'none'; style-src-attr 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface HandoffErrorPage {
  title: string;
  message: string;
  /** A same-site path, e.g. '/flip-to-fibre'. */
  backPath: string;
  backLabel: string;
}

export function renderHandoffErrorPage({ title, message, backPath, backLabel }: HandoffErrorPage): string {
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; padding: 2rem 1rem; color: #1a1a1a; background: #fff">
    <main style="max-width: 40rem; margin: 0 auto">
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <p><a href="${escapeHtml(backPath)}" style="color: #004346">${escapeHtml(backLabel)}</a></p>
      <p>Or call us on <a href="tel:${SUPPORT_PHONE.tel}" style="color: #004346">${SUPPORT_PHONE.display}</a> and we will take your order over the phone.</p>
    </main>
  </body>
</html>
`;
}
