import { describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_TTL_MS, DEFAULT_AGENT_LIMIT_FACTOR, DEFAULT_CONTENT_TTL_MS } from '../config/defaults';
import { upstreamsConfigFromEnv } from './edge-env';

const GOOD = {
  ADDRESS_API_URL: 'https://address.example/',
  WEB_SERVICES_URL: 'https://web.example',
  MOBILE_PLANS_URL: 'http://127.0.0.1:8080',
  CMS_URL: 'https://cms.example/base',
  EVENTS_API_URL: 'https://events.example',
};

describe('upstreamsConfigFromEnv', () => {
  it('maps the five bindings onto the upstream config', () => {
    expect(upstreamsConfigFromEnv(GOOD)).toEqual({
      ok: true,
      config: {
        urls: {
          ADDRESS_API_URL: 'https://address.example/',
          WEB_SERVICES_URL: 'https://web.example',
          MOBILE_PLANS_URL: 'http://127.0.0.1:8080',
          CMS_URL: 'https://cms.example/base',
          EVENTS_API_URL: 'https://events.example',
        },
        cache: { contentTtlMs: DEFAULT_CONTENT_TTL_MS, addressTtlMs: DEFAULT_ADDRESS_TTL_MS },
      },
      agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
    });
  });

  it('names every missing key: there is no embedded provider at the edge', () => {
    expect(upstreamsConfigFromEnv({})).toEqual({
      ok: false,
      problems: [
        'ADDRESS_API_URL is required',
        'WEB_SERVICES_URL is required',
        'MOBILE_PLANS_URL is required',
        'CMS_URL is required',
        'EVENTS_API_URL is required',
      ],
    });
  });

  it('refuses values that are not http(s) URLs, without echoing them', () => {
    const result = upstreamsConfigFromEnv({ ...GOOD, CMS_URL: 'ftp://cms.example', EVENTS_API_URL: 'secret-token', WEB_SERVICES_URL: 42, ADDRESS_API_URL: '' });
    expect(result).toEqual({
      ok: false,
      problems: [
        'ADDRESS_API_URL is required',
        'WEB_SERVICES_URL must be an http(s) URL',
        'CMS_URL must be an http(s) URL',
        'EVENTS_API_URL must be an http(s) URL',
      ],
    });
    expect(JSON.stringify(result)).not.toContain('secret-token');
  });
});
