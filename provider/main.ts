// `npm run provider`: the embedded provider on its own (its variables: docs/operations.md#commands).
import { startProvider } from './start';

const DEFAULT_PORT = 4000;

function wholeNumber(name: string, range?: [number, number]): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || (range && (number < range[0] || number > range[1]))) {
    throw new Error(`${name} must be a whole number${range ? ` from ${range[0]} to ${range[1]}` : ''}, not "${value}"`);
  }
  return number;
}

async function main(): Promise<void> {
  const seed = wholeNumber('PROVIDER_SEED');
  const provider = await startProvider({
    port: wholeNumber('PORT', [0, 65_535]) ?? DEFAULT_PORT,
    host: process.env.HOST || '127.0.0.1',
    ...(seed === undefined ? {} : { seed }),
    orderAesSecret: process.env.ORDER_AES_SECRET || undefined,
    orderSigningSecret: process.env.ORDER_SIGNING_SECRET || undefined,
    orderSigningSecretPrevious: process.env.ORDER_SIGNING_SECRET_PREVIOUS || undefined,
  });
  console.log(`Embedded provider (a stand-in, never production) listening on ${provider.url}`);

  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`Embedded provider closing on ${signal}`);
    provider.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Embedded provider failed to close', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
