// docs/operations.md#configuration: production refuses a secret holding an example file's stand-in
// ("change-me", "replace-with-…"): words of six letters or more, which a random key almost never holds.

/** Words example files put where a secret goes; matched in the value with case and separators ignored. */
export const PLACEHOLDER_WORDS = ['changeme', 'changeit', 'replaceme', 'replacewith', 'example', 'placeholder', 'secret', 'password', 'yourkey', 'yourtoken', 'sample'] as const;

/** The words of `value` run together in lower case: `Change_Me`, `change-me` and `CHANGE ME` all read `changeme`. */
const squeezed = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Why a configured secret is an example's placeholder (it holds one of PLACEHOLDER_WORDS), or null when it is not. */
export function placeholderSecretProblem(value: string): string | null {
  const text = squeezed(value);
  const word = PLACEHOLDER_WORDS.find((candidate) => text.includes(candidate));
  return word ? `looks like an example placeholder (it contains "${word}"): set a random value, e.g. from \`openssl rand -hex 32\`` : null;
}
