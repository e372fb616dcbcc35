import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMS } from '../shared/routes/page-query';
import { isSiteApiPath } from '../server/api/site-api';
import { PROJECT_ROOT } from './listening-child';
import { backendsVcl, fleetTools, purgeFromVcl, purgeTokenVcl, siteVcl } from './start-fleet';

const SITE_VCL = path.join(PROJECT_ROOT, 'deploy/varnish/site.vcl');

describe('the VCL the fleet writes at start (deploy/varnish/site.vcl includes)', () => {
  it('declares one probed backend per instance and adds each to the round robin', () => {
    const vcl = backendsVcl([4101, 4102]);
    expect(vcl).toContain('backend site1 { .host = "127.0.0.1"; .port = "4101"; .probe = readiness;');
    expect(vcl).toContain('backend site2 { .host = "127.0.0.1"; .port = "4102"; .probe = readiness;');
    expect(vcl).toMatch(/sub vcl_init \{\n {4}site\.add_backend\(site1\);\n {4}site\.add_backend\(site2\);\n\}/);
  });

  it("is deploy/varnish/site.vcl as deployed, or with only its readiness probe's deadline changed", () => {
    const deployed = readFileSync(SITE_VCL, 'utf8');
    expect(siteVcl()).toBe(deployed);
    const patient = siteVcl(10);
    const changed = patient.split('\n').filter((line, index) => line !== deployed.split('\n')[index]);
    expect(changed).toEqual(['    .timeout = 10s;']);
    expect(/^probe readiness \{[^}]*\.timeout = 10s;[^}]*\}/m.test(patient)).toBe(true);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => siteVcl(bad), String(bad)).toThrow(/whole number of seconds/);
  });

  it('refuses any request without the bearer token, and a token VCL could misread', () => {
    expect(purgeTokenVcl('0123456789abcdef-._~')).toContain('if (req.http.Authorization != "Bearer 0123456789abcdef-._~")');
    expect(purgeTokenVcl('0123456789abcdef')).toContain('return (synth(401, "Unauthorized"));');
    for (const bad of ['short', '0123456789abcdef"; }', '0123456789 abcdef', ''])
      expect(() => purgeTokenVcl(bad)).toThrow(/PURGE_TOKEN must be 16 to 200 characters/);
  });

  it('takes purges only from the addresses and networks given, never from everyone', () => {
    expect(purgeFromVcl(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'])).toBe(
      'acl purge_from {\n    "127.0.0.1";\n    "10.0.0.0"/8;\n    "::1";\n    "fd00::"/8;\n}\n',
    );
    for (const bad of [[], ['0.0.0.0/0'], ['10.0.0.1"; }'], ['host.example'], ['10.0.0.0/8/8']]) expect(() => purgeFromVcl(bad), String(bad)).toThrow();
  });
});

describe('deploy/varnish/site.vcl', () => {
  it('keeps in a page key exactly the query parameters the pages read (shared/routes/page-query.ts)', () => {
    const vcl = readFileSync(SITE_VCL, 'utf8');
    const filter = /regsuball\(req\.url, "\(\?<=\[\?&\]\)\(\?!(.*)\)\[\^&\]\*/.exec(vcl)?.[1] ?? '';
    const kept = [...new Set([...filter.matchAll(/([A-Za-z_]+)=/g)].map((match) => match[1]!))].sort();
    expect(kept).toEqual([...PAGE_QUERY_PARAMS]);
    expect(vcl).toContain('std.querysort(');
    // No broad range in the file: the purge ACL is written from configuration.
    expect(vcl).not.toMatch(/^acl /m);
  });

  it("leaves the query of every route-table path as sent: a CIS link names its offer there (offerCisLink's ?offer=boost)", () => {
    const vcl = readFileSync(SITE_VCL, 'utf8');
    const keepsQuery = new RegExp(/if \(req\.url ~ "\\\?" && req\.url !~ "([^"]+)"\)/.exec(vcl)?.[1] ?? '$^');
    for (const url of ['/api/getFlipToFibrePlans/metro/13/0?offerType=boost', '/s/nbn?x=1', '/cis/flip-to-fibre-100.pdf?offer=boost']) {
      expect(isSiteApiPath(url.split('?')[0]!), url).toBe(true);
      expect(keepsQuery.test(url), url).toBe(true);
    }
    expect(keepsQuery.test('/broadband/nbn?offer=boost')).toBe(false);
  });

  it('compiles with the files the fleet writes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vcl-'));
    try {
      copyFileSync(SITE_VCL, path.join(dir, 'site.vcl'));
      writeFileSync(path.join(dir, 'backends.vcl'), backendsVcl([4101, 4102]));
      writeFileSync(path.join(dir, 'purge-token.vcl'), purgeTokenVcl('0123456789abcdef'));
      writeFileSync(path.join(dir, 'purge-from.vcl'), purgeFromVcl(['127.0.0.1', '::1']));
      // varnishd, as root, reads them as an unprivileged user.
      chmodSync(dir, 0o755);
      for (const file of ['site.vcl', 'backends.vcl', 'purge-token.vcl', 'purge-from.vcl']) chmodSync(path.join(dir, file), 0o644);
      // -C prints the C it compiled the VCL to on stderr, or the VCL's errors with a non-zero exit.
      const compiled = spawnSync(fleetTools().varnishd, ['-C', '-n', path.join(dir, 'work'), '-f', path.join(dir, 'site.vcl'), '-p', `vcl_path=${dir}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(compiled.status, compiled.stderr.slice(0, 2000)).toBe(0);
      expect(compiled.stderr).toContain('VGC_function_vcl_recv');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes a purge with the right token whatever the case of its scheme and the spaces after it (RFC 9110 §11.1), spelt as the instances read it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vtc-'));
    try {
      copyFileSync(SITE_VCL, path.join(dir, 'site.vcl'));
      writeFileSync(path.join(dir, 'purge-token.vcl'), purgeTokenVcl('0123456789abcdef'));
      writeFileSync(path.join(dir, 'purge-from.vcl'), purgeFromVcl(['127.0.0.1']));
      const request = (authorization: string) => `txreq -req POST -url / -hdr "Authorization: ${authorization}" -hdr "Surrogate-Key: site"\n  rxresp`;
      // varnishtest's own instance in place of the site's, written once its address is known; no readiness probe to answer.
      const vtc = `varnishtest "purge token"
server s1 {
  rxreq
  expect req.url == "/api/purge"
  expect req.http.Authorization == "Bearer 0123456789abcdef"
  txresp
} -start
shell {printf 'backend s { .host = "\${s1_addr}"; .port = "\${s1_port}"; }\\nsub vcl_init { site.add_backend(s); }\\n' > ${dir}/backends.vcl && chmod 644 ${dir}/*.vcl}
varnish v1 -arg "-p vcl_path=${dir} -p vcc_err_unref=off" -vcl {include "site.vcl";} -start
client c1 {
  ${request('bearer 0123456789abcdeX')}
  expect resp.status == 401
  ${request('0123456789abcdef')}
  expect resp.status == 401
  ${request('bEaReR   0123456789abcdef')}
  expect resp.status == 200
} -run
`;
      writeFileSync(path.join(dir, 'purge.vtc'), vtc);
      chmodSync(dir, 0o755);
      // Its log on a failure: the lines starting ---- say what failed.
      const run = spawnSync('varnishtest', [path.join(dir, 'purge.vtc')], { encoding: 'utf8' });
      expect(run.status, `${run.stdout}${run.stderr}`.match(/^----.*$/gm)?.join('\n') ?? run.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
