// SIGTERM under load, requests still arriving after it (docs/architecture.md#reliability-and-security, docs/operations.md#probes-and-shutdown).
import { Pool } from 'undici';
import { planRequest, type ScenarioData, type ScenarioSettings } from '../../harness/scenario-file';
import { createSeededFloats } from '../../provider/seeded-random';
import { DRILL_DRAIN_MS, type DrillSite } from './drill-site';
import { answered, keptAliveAfterSignal, readinessProblems, shutdownFailures, SIGNAL_TURN_MS, type ReadinessProbe, type ShutdownRequest } from './verdicts';

/** A failed request's outcome: the connection error's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, ...), else its message. */
function failureOf(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

const FIRST_PROBE_MS = 50;

/** The drill's request mix (planRequest reads only the mix of a scenario's settings). */
const MIX = {
  mix: [
    { kind: 'page', weight: 4 },
    { kind: 'contentApi', weight: 3 },
    { kind: 'addressSearch', weight: 2 },
    { kind: 'serviceQualification', weight: 1 },
  ],
} as ScenarioSettings;

const RATE = 40; // requests per second, for LOAD_BEFORE_MS before the signal
const LOAD_BEFORE_MS = 3000;

export async function runShutdownDrill(site: DrillSite, data: ScenarioData) {
  const random = createSeededFloats(11);
  // SQ answers take 1-3 s, so some requests are always in flight when the signal comes.
  site.provider().knobs.set({ sq: { latencyMs: { min: 1000, max: 3000 } }, address: { latencyMs: { min: 15, max: 60 } } });
  const pool = new Pool(site.url, { connections: 64, pipelining: 1 });
  const samples: ShutdownRequest[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let signalAt = Number.POSITIVE_INFINITY;
  let exited = false;
  let inFlightAtSignal = 0;

  const send = () => {
    const request = planRequest(MIX, data, random);
    const sentAt = Date.now();
    const done = pool
      .request({ method: 'GET', path: request.path, headers: request.headers, headersTimeout: 15_000, bodyTimeout: 15_000 })
      .then(async (answer) => {
        await answer.body.arrayBuffer();
        samples.push({ kind: request.kind, sentAt, outcome: answer.statusCode, connectionClose: String(answer.headers.connection ?? '').toLowerCase() === 'close' });
      })
      .catch((error: unknown) => samples.push({ kind: request.kind, sentAt, outcome: failureOf(error) }))
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  const exit = new Promise<{ code: number | null; at: number }>((resolve) => {
    site.server.process.once('exit', (code) => {
      exited = true;
      resolve({ code, at: Date.now() });
    });
  });
  const sender = setInterval(() => {
    if (!exited) send();
  }, 1000 / RATE);

  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_MS));
  signalAt = Date.now();
  inFlightAtSignal = inFlight.size;
  site.server.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, FIRST_PROBE_MS));
  const readinessAnswers: ReadinessProbe[] = [];
  while (!exited) {
    const sentAt = Date.now();
    const answer = await fetch(`${site.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      failureOf,
    );
    readinessAnswers.push({ afterMs: sentAt - signalAt, answer });
    if (typeof answer !== 'number') break; // the listener has closed
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const timeout = new Promise<{ code: null; at: number }>((resolve) => setTimeout(() => resolve({ code: null, at: Date.now() }), 15_000));
  const ended = await Promise.race([exit, timeout]);
  clearInterval(sender);
  await Promise.all(inFlight);
  await pool.close().catch(() => undefined);

  const before = samples.filter((sample) => sample.sentAt < signalAt);
  const after = samples.filter((sample) => sample.sentAt >= signalAt);
  const { failures, notAccepted } = shutdownFailures(samples, signalAt, DRILL_DRAIN_MS);
  // The handler runs on the server's next turn: a request sent in the same instant may beat it.
  const keptAlive = keptAliveAfterSignal(samples, signalAt + SIGNAL_TURN_MS);
  const exitSeconds = (ended.at - signalAt) / 1000;
  const problems = [
    ...(ended.code === 0 ? [] : [`exit code ${ended.code ?? 'none (still running after 15 s)'}`]),
    // The server's own account of a forced exit: the answers still open when the budget ran out.
    ...site.server.output().split('\n').filter((line) => line.includes('did not finish in time')),
    ...(exitSeconds < 10 ? [] : [`exit took ${exitSeconds.toFixed(1)} s (limit 10 s)`]),
    ...readinessProblems(readinessAnswers),
    ...(inFlightAtSignal === 0 ? ['no request was in flight at the signal: the drill proved nothing'] : []),
    ...(keptAlive.length === 0 ? [] : [`${keptAlive.length} answers to requests sent after the signal lacked Connection: close`]),
    ...failures.slice(0, 10).map((sample) => `${sample.kind} sent ${sample.sentAt - signalAt} ms after the signal failed: ${sample.outcome}`),
  ];
  return {
    readinessAnswers,
    exitCode: ended.code,
    exitSeconds,
    sentBeforeSignal: before.length,
    inFlightAtSignal,
    answeredAfterSignal: after.filter(answered).length,
    refusedAfterSignal: notAccepted.length,
    failures,
    problems,
  };
}

export type ShutdownReport = Awaited<ReturnType<typeof runShutdownDrill>>;
