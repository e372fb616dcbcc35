import { describe, expect, it } from 'vitest';
import { parseMetrics, sitemapLocations, visitorRequestCount } from './metrics';

describe('origin request counting (the fleet tests and bench read /metrics)', () => {
  it("sums every route's request count but the probes'", () => {
    const text = [
      '# HELP http_request_duration_seconds Duration of HTTP requests by method, route and status.',
      '# TYPE http_request_duration_seconds histogram',
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/",status="200"} 3',
      'http_request_duration_seconds_sum{method="GET",route="/",status="200"} 0.5',
      'http_request_duration_seconds_count{method="GET",route="/",status="200"} 7',
      'http_request_duration_seconds_count{method="GET",route="/broadband/nbn",status="200"} 2',
      'http_request_duration_seconds_count{method="GET",route="other",status="404"} 1',
      'http_request_duration_seconds_count{method="GET",route="/readyz",status="200"} 120',
      'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"} 4',
      'upstream_request_duration_seconds_count{upstream="content",outcome="ok"} 9',
    ].join('\n');
    expect(visitorRequestCount(parseMetrics(text))).toBe(10);
    expect(visitorRequestCount(parseMetrics(''))).toBe(0);
  });

  it('reads the page URLs of a sitemap', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>http://127.0.0.1:8080/</loc></url>
      <url><loc> http://127.0.0.1:8080/broadband/nbn </loc><lastmod>2026-01-01</lastmod></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/broadband/nbn']);
  });
});
