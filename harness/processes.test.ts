import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './processes';

/** Math.random's value that freePort turns into `port` (10,000 + 22,000 x random). */
const randomFor = (port: number) => (port - 10_000 + 0.5) / 22_000;

const listenOn = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives ports below the ephemeral range (32768 and up), each free to listen on and none twice', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(32_768);
      (await listenOn(port)).close();
    }
  });

  it('passes over a port something else listens on, and a port it gave before, though free again', async () => {
    let taken: Server | undefined;
    for (let port = 30_000; !taken; port += 3) taken = await listenOn(port).catch(() => undefined);
    const takenPort = (taken.address() as AddressInfo).port;
    const given = await freePort();
    const random = Math.random;
    // Each of those comes first; then Math.random as it is.
    const picks = [takenPort, given].map(randomFor);
    const calls = vi.spyOn(Math, 'random').mockImplementation(() => picks.shift() ?? random());
    try {
      const ports = [await freePort(), await freePort()];
      expect(ports).not.toContain(takenPort);
      expect(ports).not.toContain(given);
      expect(calls.mock.calls.length).toBeGreaterThanOrEqual(4);
    } finally {
      taken.close();
    }
  });
});
