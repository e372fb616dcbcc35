// The start log names the secrets this start made at random (server/config/env.ts loadConfig): the
// names only, never a value, so an operator sees why links and orders signed before the restart,
// or by another instance, are no longer accepted (docs/operations.md#configuration).
import type { Logger } from 'pino';
import type { ServerConfig } from './env';

export function logSecretsMadeForThisStart(config: Pick<ServerConfig, 'secretsMadeForThisStart'>, logger: Pick<Logger, 'warn'>): void {
  const names = config.secretsMadeForThisStart;
  if (names.length === 0) return;
  logger.warn(
    { secrets: names },
    `random secrets made for this start (unset, outside production): ${names.join(', ')}; what they signed stops working at the next start and on other instances`,
  );
}
