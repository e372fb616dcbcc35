import pino from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { splitRevocationSetting } from '../../config/agent-revocation-setting';
import { createAgentRevocations, isRevokedBy, parseRevocations } from './agent-revocations';

const quiet = pino({ level: 'silent' });

describe('agent-token revocation entries', () => {
  it('reads jti:<id>, agent:<code> and agent:<code>@<seconds>, separated by commas or spaces', () => {
    const { list, invalid } = parseRevocations(splitRevocationSetting('jti:tok-1, agent:A123\nagent:B7@1750000000  '));
    expect([...list.tokenIds]).toEqual(['tok-1']);
    expect(Object.fromEntries(list.agents)).toEqual({ A123: Infinity, B7: 1_750_000_000 });
    expect(invalid).toEqual([]);
  });

  it('sets aside what is not an entry', () => {
    expect(parseRevocations(['A123', 'jti:', 'agent:A1@soon', 'user:x', 'jti:ok']).invalid).toEqual(['A123', 'jti:', 'agent:A1@soon', 'user:x']);
  });

  it('an agent revoked for all tokens stays so when a dated entry for it is added too', () => {
    const { list } = parseRevocations(['agent:A123', 'agent:A123@100']);
    expect(isRevokedBy(list, { agentCode: 'A123', issuedAt: 2_000_000_000 })).toBe(true);
  });

  it('matches by jti or by agent code and issue time', () => {
    const { list } = parseRevocations(['jti:tok-1', 'agent:B7@1000']);
    expect(isRevokedBy(list, { tokenId: 'tok-1', agentCode: 'Z', issuedAt: 5 })).toBe(true);
    expect(isRevokedBy(list, { tokenId: 'tok-2', agentCode: 'Z', issuedAt: 5 })).toBe(false);
    expect(isRevokedBy(list, { agentCode: 'B7', issuedAt: 1000 })).toBe(true);
    expect(isRevokedBy(list, { agentCode: 'B7', issuedAt: 1001 })).toBe(false);
  });
});

describe('createAgentRevocations without Redis', () => {
  it('honours the configured entries and counts them in agent_token_revocations', async () => {
    const registry = new Registry();
    const revocations = createAgentRevocations({ configured: ['jti:tok-1', 'agent:A123'], refreshMs: 5000, logger: quiet, registry });
    expect(revocations.isRevoked({ tokenId: 'tok-1', agentCode: 'X', issuedAt: 1 })).toBe(true);
    expect(revocations.isRevoked({ agentCode: 'A123', issuedAt: 1 })).toBe(true);
    expect(revocations.isRevoked({ agentCode: 'B7', issuedAt: 1 })).toBe(false);
    expect(await registry.metrics()).toMatch(/agent_token_revocations\{source="config"\} 2/);
    await revocations.close();
  });
});
