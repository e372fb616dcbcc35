// The syntax of a revocation entry, so the config checks AGENT_TOKEN_REVOKED without importing the feature.

/** `jti:<id>` one token; `agent:<code>` every token of the agent; `agent:<code>@<epoch seconds>` those issued up to then. */
export const REVOCATION_ENTRY = /^(?:jti:[^\s,]{1,200}|agent:[^\s,@]{1,200}(?:@\d{1,12})?)$/;

/** AGENT_TOKEN_REVOKED: entries separated by commas or white space. */
export function splitRevocationSetting(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
}
