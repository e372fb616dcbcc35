// What a stylesheet writes as a literal where docs/product/frame.md#design-tokens asks for a token.

/** Properties whose value is a colour, and the keywords that are not one. */
const COLOUR_PROPERTIES = /^(color|background(-color)?|border(-[a-z]+)*-color|border(-(top|right|bottom|left))?|outline(-color)?|fill|stroke|box-shadow|text-decoration(-color)?|caret-color|accent-color)$/;
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(white|black|red|green|blue|grey|gray|silver|yellow|orange)\b/i;

/** Lengths a space or radius may not spell out: anything but 0 (1px hairlines are --border). */
const LENGTH_LITERAL = /(^|[\s(,])-?(\d*\.)?\d+(px|rem|em)\b/;

/**
 * The idioms that stay literal, each for a reason a token would not serve: the visually-hidden
 * pattern's -1px margin, and reduced motion's near-zero durations (0.01ms still fires animationend).
 */
const ALLOWED = new Set(['margin: -1px', 'animation-duration: 0.01ms !important', 'transition-duration: 0.01ms !important']);

/** Every declaration of `css`, as `property: value`, from its innermost blocks (rules and keyframe steps). */
function declarationsOf(css: string): [property: string, value: string][] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/\{([^{}]*)\}/g)].flatMap((block) =>
    block[1]!
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration.includes(':'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim()] as [string, string];
      }),
  );
}

/** The declarations of `css` that write a colour, type size, weight, space, radius, shadow or duration as a literal. */
export function literalsIn(css: string): string[] {
  return declarationsOf(css)
    .filter(([property, value]) => !property.startsWith('--') && !ALLOWED.has(`${property}: ${value}`) && isLiteral(property, value))
    .map(([property, value]) => `${property}: ${value}`);
}

function isLiteral(property: string, value: string): boolean {
  const withoutTokens = value.replace(/var\(--[a-z0-9-]+\)/g, 'TOKEN');
  if (COLOUR_PROPERTIES.test(property) && COLOUR_LITERAL.test(withoutTokens)) return true;
  if (property === 'font-size') return !/^(TOKEN|inherit)$/.test(withoutTokens);
  if (property === 'font-weight') return !/^(TOKEN|inherit|normal)$/.test(withoutTokens);
  if (/^(margin|padding|gap|row-gap|column-gap|box-shadow)(-[a-z]+)*$/.test(property) || /^border(-[a-z]+)*-radius$/.test(property)) return LENGTH_LITERAL.test(withoutTokens);
  if (/^(transition|animation)(-duration|-delay)?$/.test(property)) return /(^|[\s,])(\d*\.)?\d+m?s\b/.test(withoutTokens.replace(/(^|[\s,])0m?s\b/g, ' '));
  return false;
}
