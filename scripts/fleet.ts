// `npm run fleet`: the fleet of harness/start-fleet.ts on loopback until Ctrl-C or SIGTERM (PURGE_TOKEN, else a random one).
//   --port=<n>   Varnish's port (default 8080, or a free one when 8080 is taken)
import { createServer } from 'node:net';
import { runMain } from '../harness/run-context';
import { fleetTools, startFleet } from '../harness/start-fleet';

const portFlag = process.argv.slice(2).find((a) => a.startsWith('--port='))?.split('=')[1];

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function main(): Promise<void> {
  fleetTools(); // names the packages to install, before anything starts
  const requested = portFlag === undefined ? undefined : Number(portFlag);
  if (requested !== undefined && !(Number.isInteger(requested) && requested > 0 && requested < 65_536)) {
    console.error(`--port must be a port number, not "${portFlag}"`);
    process.exit(1);
  }
  const frontPort = requested ?? ((await portIsFree(8080)) ? 8080 : undefined);
  console.log('Starting the fleet: embedded provider, Redis, two site instances, Varnish...');
  const fleet = await startFleet({
    ...(frontPort === undefined ? {} : { frontPort }),
    onOutput: (name, text) => {
      // The sites log warnings and errors only (LOG_LEVEL=warn); Varnish's and Redis's chatter stays quiet.
      if (name.startsWith('site')) process.stdout.write(text.replace(/^/gm, `[${name}] `).replace(/\[\w+\] $/, ''));
    },
  });
  console.log(`
Fleet ready. Front (Varnish): ${fleet.frontUrl}
  instances: ${fleet.instances.map((site) => site.url).join(', ')}
  metrics:   ${fleet.instances.map((site) => site.metricsUrl).join(', ')}
  redis:     ${fleet.redis.url}
  provider:  ${fleet.providerUrl}
Purge a page, a content id, or everything (Surrogate-Key: page:<path> | content:<section>/<page> | site):
  curl -X POST -H 'Authorization: Bearer ${fleet.purgeToken}' -H 'Surrogate-Key: page:/broadband/nbn' ${fleet.frontUrl}/
Ctrl-C stops everything.`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the fleet...`);
    runMain(() => fleet.stop().then(() => 0), 1);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
