// `GET /__dev/agent-link?name=&code=&hours=`: an agent token signed with this start's own random secret,
// for `npm run agent-link`; only outside production, when the server made its agent secret (env.ts).
// Only a client on this machine, talking directly, gets one: a loopback socket, a loopback Host (a
// rebound DNS name is not) and no proxy headers (a local proxy would make every client look local).
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { cacheControl } from '../cache-control';
import { mintAgentToken } from './mint-agent-token';

export const DEV_AGENT_LINK_PATH = '/__dev/agent-link';

const LOOPBACK_ADDRESS = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'];

const linkRequestSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  code: z.string().trim().min(1, 'code is required').max(100),
  hours: z.coerce.number().positive('hours must be above 0').default(8),
});

export function createDevAgentLinkHandler(deps: { secret: string; maxAgeSeconds: number; clock?: () => number }): RequestHandler {
  return async (req, res) => {
    res.set('cache-control', cacheControl('none'));
    const local =
      LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '') &&
      LOOPBACK_HOST.test(req.headers.host ?? '') &&
      PROXY_HEADERS.every((name) => req.headers[name] === undefined);
    const refuse = (status: number, code: string, message: string) => void res.status(status).json({ error: { code, message } });
    if (!local) return refuse(404, 'not_found', 'Not found.');
    const parsed = linkRequestSchema.safeParse(req.query);
    if (!parsed.success) return refuse(400, 'bad_request', parsed.error.issues.map((issue) => issue.message).join('; '));
    const { name, code, hours } = parsed.data;
    if (hours * 3600 > deps.maxAgeSeconds)
      return refuse(400, 'bad_request', `hours must be at most ${deps.maxAgeSeconds / 3600} (AGENT_TOKEN_MAX_AGE_S=${deps.maxAgeSeconds})`);
    res.json(await mintAgentToken({ name, code, hours, now: (deps.clock ?? Date.now)() }, deps.secret));
  };
}
