import { describe, expect, it } from 'vitest';
import { handoffFormSchema } from '../../../shared/schemas/handoff';
import { locationInputs, orderInputs, trackingInputs } from './handoff-form-fields';

function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 21);
const DAY = 24 * 60 * 60 * 1000;

describe('hand-off form inputs (shared/schemas/handoff.ts)', () => {
  it('names the choices, and validates against the hand-off schema', () => {
    const inputs = orderInputs({
      serviceType: 'flipToFibre',
      planId: 10591,
      offerType: 'boost',
      cisVersion: 'boost-0a1b2c3d',
      modem: true,
      extenders: 1,
      voice: 'unlimited',
      homeSecure: true,
      transferPlan: 50,
      sqAddress: '14 Lyrebird Rise, Brunswick VIC 3056',
      locationIds: ['LOC000184726551'],
    });
    const form = Object.fromEntries(inputs);
    expect(form).toEqual({
      service_type: 'flipToFibre',
      plan_id: '10591',
      offer_type: 'boost',
      cis_version: 'boost-0a1b2c3d',
      modem: '1',
      extender: '1',
      voip: 'unlimited',
      home_secure: '1',
      transfer_plan: '50',
      sq_address: '14 Lyrebird Rise, Brunswick VIC 3056',
      location_nbn: 'LOC000184726551',
    });
    expect(handoffFormSchema.safeParse(form).success).toBe(true);
  });

  it('sends no extender without the modem and no transfer plan outside Flip to Fibre', () => {
    const form = Object.fromEntries(
      orderInputs({
        serviceType: 'nbn',
        planId: 7175,
        offerType: 'standard',
        cisVersion: 'standard-0a1b2c3d',
        modem: false,
        extenders: 1,
        voice: 'none',
        homeSecure: false,
        transferPlan: 100,
        sqAddress: '63 Echidna Terrace, Newtown NSW 2042',
        locationIds: [],
      }),
    );
    expect(form).toMatchObject({ modem: '0', extender: '0', voip: 'none', home_secure: '0' });
    expect(form).not.toHaveProperty('transfer_plan');
    expect(handoffFormSchema.safeParse(form).success).toBe(true);
  });

  it('maps location ids to their providers by prefix', () => {
    expect(locationInputs(['OPC000741902635', 'LOC000263418859', 'VSN000518266470', 'junk'])).toEqual([
      ['location_nbn', 'LOC000263418859'],
      ['location_opticomm', 'OPC000741902635'],
      ['location_vision', 'VSN000518266470'],
    ]);
  });

  it('adds fdclid (with its time), utm_source, conversation_id and the agent token from storage', () => {
    const local = memoryStorage({
      fdclid: JSON.stringify({ value: 'abc-123', timestamp: NOW - 2 * DAY }),
      isAgent: 'true',
      orderFormToken: 'header.payload.signature',
    });
    const session = memoryStorage({ utm_source: 'compare-site', conversation_id: 'c0nv.1' });
    expect(trackingInputs(local, session, NOW)).toEqual([
      ['fdclid', 'abc-123'],
      ['fdclid_ts', String(NOW - 2 * DAY)],
      ['utm_source', 'compare-site'],
      ['conversation_id', 'c0nv.1'],
      ['agent-token', 'header.payload.signature'],
    ]);
  });

  it('deletes a click id older than 31 days and leaves out agent-token unless in agent mode (docs/product/agents.md#agent-token, docs/product/agents.md#agent-mode)', () => {
    const local = memoryStorage({
      fdclid: JSON.stringify({ value: 'old', timestamp: NOW - 32 * DAY }),
      isAgent: 'false',
      orderFormToken: 'token',
    });
    expect(trackingInputs(local, memoryStorage(), NOW)).toEqual([]);
    expect(local.data.has('fdclid')).toBe(false);
  });

  it('drops tracking values the schema would refuse', () => {
    const session = memoryStorage({ utm_source: 'has spaces<script>' });
    expect(trackingInputs(memoryStorage(), session, NOW)).toEqual([]);
  });
});
