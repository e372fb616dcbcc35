// The syntax of a revocation entry (AGENT_TOKEN_REVOKED, and the Redis set read by
// server/api/agent/agent-revocations.ts), so the config checks the setting without importing the feature.

/**
 * `jti:<id>` revokes the token with that jti; `agent:<code>` every token of that agent code;
 * `agent:<code>@<seconds since the epoch>` the agent's tokens issued at or before that time (new
 * tokens issued later work again).
 */
export const REVOCATION_ENTRY = /^(?:jti:[^\s,]{1,200}|agent:[^\s,@]{1,200}(?:@\d{1,12})?)$/;

/** AGENT_TOKEN_REVOKED: entries separated by commas or white space. */
export function splitRevocationSetting(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
}
