import { describe, expect, it } from 'vitest';
import { backendsVcl, purgeTokenVcl } from './start-fleet';

describe('the VCL the fleet writes at start (deploy/varnish/site.vcl includes)', () => {
  it('declares one probed backend per instance and adds each to the round robin', () => {
    const vcl = backendsVcl([4101, 4102]);
    expect(vcl).toContain('backend site1 { .host = "127.0.0.1"; .port = "4101"; .probe = readiness;');
    expect(vcl).toContain('backend site2 { .host = "127.0.0.1"; .port = "4102"; .probe = readiness;');
    expect(vcl).toMatch(/sub vcl_init \{\n {4}site\.add_backend\(site1\);\n {4}site\.add_backend\(site2\);\n\}/);
  });

  it('refuses any request without the bearer token, and a token VCL could misread', () => {
    expect(purgeTokenVcl('0123456789abcdef-._~')).toContain('if (req.http.Authorization != "Bearer 0123456789abcdef-._~")');
    expect(purgeTokenVcl('0123456789abcdef')).toContain('return (synth(401, "Unauthorized"));');
    for (const bad of ['short', '0123456789abcdef"; }', '0123456789 abcdef', ''])
      expect(() => purgeTokenVcl(bad)).toThrow(/PURGE_TOKEN must be 16 to 200 characters/);
  });
});
