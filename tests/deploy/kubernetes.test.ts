// The Kubernetes deployment as `kustomize build deploy/kubernetes` yields it (tests/deploy/kustomize-build.ts)
// and the configuration examples: valid for the API (schemas of a named version, unknown fields
// refused) and holding to the rules of docs/operations.md#scaling-out-kubernetes: a settable image,
// the cluster's own values from one parameters file, pods the kubelet will start as non-root, no
// privileges, no service-account token, the autoscaler alone owning the site's replica count, memory
// from the measured figure, spread over nodes, Redis that keeps what it is told, and network
// policies that let only Varnish reach the site and only the site reach Redis.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dsnFromString } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../server/config/env';
import { KUBERNETES_SCHEMA_VERSION, schemaErrors, unknownFieldErrors, type Manifest } from './kubernetes-schema';
import { kustomizeBuild, loadKustomization, splitFieldPath, type KustomizationSource } from './kustomize-build';

const DIR = 'deploy/kubernetes';

function load(file: string): Manifest[] {
  const docs = parseAllDocuments(readFileSync(path.join(DIR, file), 'utf8'));
  return docs.map((doc, index) => {
    if (doc.errors.length > 0) throw new Error(`${file}#${index}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return { source: `${file}#${index}`, doc: doc.toJS() as Record<string, unknown> };
  });
}

const kustomization = loadKustomization(DIR);
const built = kustomizeBuild(kustomization);
const examples = readdirSync(path.join(DIR, 'examples')).flatMap((f) => load(`examples/${f}`));
const manifests = [...built, ...examples];
const parameters = kustomization.resources.find((m) => m.doc.kind === 'ConfigMap' && (m.doc.metadata as { name: string }).name === 'kookaburra-deploy-parameters')!
  .doc.data as Record<string, string>;

// Loose views of the objects the rules read (the schema tests hold them to the real types).
interface Meta { name: string; labels?: Record<string, string>; annotations?: Record<string, string> }
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
    privileged?: boolean;
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  automountServiceAccountToken?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; runAsGroup?: number; seccompProfile?: { type: string } };
  topologySpreadConstraints?: { topologyKey: string; whenUnsatisfiable: string; labelSelector?: { matchLabels?: Record<string, string> } }[];
  containers: Container[];
  volumes?: { name: string; configMap?: { name: string } }[];
  hostNetwork?: boolean;
  hostPID?: boolean;
}
interface Deployment { kind: 'Deployment'; metadata: Meta; spec: { replicas?: number; template: { metadata: Meta; spec: PodSpec } } }
interface NetworkPolicyPeer { podSelector?: { matchLabels?: Record<string, string> }; namespaceSelector?: { matchLabels?: Record<string, string> }; ipBlock?: unknown }
interface NetworkPolicy {
  metadata: Meta;
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes?: string[];
    ingress?: { from?: NetworkPolicyPeer[]; ports?: { port?: number | string; protocol?: string }[] }[];
    egress?: { to?: NetworkPolicyPeer[]; ports?: { port?: number | string; protocol?: string }[] }[];
  };
}

const ofKind = <T>(kind: string) => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc as unknown as T);
const named = <T>(kind: string, name: string): T => {
  const found = manifests.find((m) => m.doc.kind === kind && (m.doc.metadata as Meta | undefined)?.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in ${DIR}`);
  return found.doc as unknown as T;
};
const deployments = ofKind<Deployment>('Deployment');
const site = named<Deployment>('Deployment', 'kookaburra-web');
const siteContainer = site.spec.template.spec.containers[0]!;

/** Bytes in a Kubernetes memory quantity (Mi, Gi, M, G or plain bytes). */
function bytes(quantity: string): number {
  const match = /^(\d+)(Ki|Mi|Gi|k|M|G)?$/.exec(quantity);
  if (!match) throw new Error(`unexpected quantity ${quantity}`);
  const unit = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, k: 1e3, M: 1e6, G: 1e9 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * unit;
}

describe(`the manifests against the Kubernetes ${KUBERNETES_SCHEMA_VERSION} schemas`, () => {
  it('finds every kind the deployment needs', () => {
    const kinds = new Set(manifests.map((m) => m.doc.kind));
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy', 'Ingress', 'PersistentVolumeClaim', 'ConfigMap', 'Secret']) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('every manifest is valid: types, formats, enums, required fields', async () => {
    expect(await schemaErrors(manifests)).toEqual([]);
  });

  it('no manifest carries a field the schema does not know, at any depth', () => {
    expect(unknownFieldErrors(manifests)).toEqual([]);
  });

  it('the checks refuse a misspelt field, a wrong type and an unknown kind', async () => {
    const broken = structuredClone(site) as unknown as Deployment;
    const container = broken.spec.template.spec.containers[0]!;
    (container.securityContext as Record<string, unknown>).runAsNonroot = true;
    const misspelt = unknownFieldErrors([{ source: 'broken', doc: broken as unknown as Record<string, unknown> }]);
    expect(misspelt.join('\n')).toMatch(/runAsNonroot/);

    const wrongType = structuredClone(site) as unknown as Deployment;
    (wrongType.spec.template.spec.securityContext as Record<string, unknown>).runAsUser = 'node';
    expect((await schemaErrors([{ source: 'wrong', doc: wrongType as unknown as Record<string, unknown> }])).join('\n')).toMatch(/runAsUser must be integer/);

    const unknownKind = { apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } };
    expect(await schemaErrors([{ source: 'kind', doc: unknownKind }])).toHaveLength(1);
  });
});

describe('kustomize build deploy/kubernetes', () => {
  const siteImage = (source: KustomizationSource) =>
    (kustomizeBuild(source).find((m) => m.doc.kind === 'Deployment' && (m.doc.metadata as Meta).name === 'kookaburra-web')!.doc as unknown as Deployment)
      .spec.template.spec.containers[0]!.image;

  it('every manifest file beside the kustomization is one of its resources', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.kustomization.resources].sort()).toEqual(files.sort());
  });

  it("names the site's image by its images: entry, which `kustomize edit set image` sets", () => {
    const entry = kustomization.kustomization.images.find((i) => i.name === 'kookaburra-web');
    expect(entry).toBeDefined();
    expect(load('site.yaml').map((m) => m.doc).find((d) => d.kind === 'Deployment')).toMatchObject({
      spec: { template: { spec: { containers: [{ image: 'kookaburra-web' }] } } },
    });
    expect(siteContainer.image).toBe(`${entry!.newName}:${entry!.newTag}`);

    const edited = structuredClone(kustomization);
    edited.kustomization.images = [{ name: 'kookaburra-web', newName: 'registry.internal.example/web/kookaburra-web', newTag: '7ba5d90' }];
    expect(siteImage(edited)).toBe('registry.internal.example/web/kookaburra-web:7ba5d90');
    edited.kustomization.images = [{ name: 'kookaburra-web', newName: 'registry.internal.example:5000/kookaburra-web', digest: `sha256:${'a'.repeat(64)}` }];
    expect(siteImage(edited)).toBe(`registry.internal.example:5000/kookaburra-web@sha256:${'a'.repeat(64)}`);
  });

  it('the parameters file is local configuration: used by the build, never applied', () => {
    expect(built.map((m) => (m.doc.metadata as Meta).name)).not.toContain('kookaburra-deploy-parameters');
    expect(Object.keys(parameters).sort()).toEqual(['host', 'ingressClassName', 'ingressNamespace', 'monitoringNamespace', 'purgeFrom', 'tlsSecretName']);
  });

  it("every parameter reaches the manifests: host, TLS secret, ingress class, the two namespaces, purge networks", () => {
    const edited = structuredClone(kustomization);
    const data = edited.resources.find((m) => (m.doc.metadata as Meta).name === 'kookaburra-deploy-parameters')!.doc.data as Record<string, string>;
    Object.assign(data, {
      host: 'shop.isp.example',
      tlsSecretName: 'shop-tls',
      ingressClassName: 'traefik',
      ingressNamespace: 'traefik-system',
      monitoringNamespace: 'observability',
      purgeFrom: '127.0.0.1 ::1 10.244.0.0/16',
    });
    const out = kustomizeBuild(edited);
    const find = <T>(kind: string, name: string) => out.find((m) => m.doc.kind === kind && (m.doc.metadata as Meta).name === name)!.doc as T;
    const ingress = find<{ spec: { ingressClassName: string; tls: { hosts: string[]; secretName: string }[]; rules: { host: string }[] } }>('Ingress', 'kookaburra-web');
    expect(ingress.spec.rules.map((r) => r.host)).toEqual(['shop.isp.example']);
    expect(ingress.spec.tls).toEqual([{ hosts: ['shop.isp.example'], secretName: 'shop-tls' }]);
    expect(ingress.spec.ingressClassName).toBe('traefik');
    const namespaceOf = (policy: string) =>
      find<NetworkPolicy>('NetworkPolicy', policy).spec.ingress!.flatMap((r) => r.from ?? []).map((p) => p.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name']);
    expect(namespaceOf('kookaburra-varnish')).toEqual(['traefik-system']);
    expect(namespaceOf('kookaburra-web-metrics')).toEqual(['observability']);
    const varnish = find<Deployment>('Deployment', 'kookaburra-varnish').spec.template.spec.containers[0]!;
    expect(varnish.env?.find((e) => e.name === 'VARNISH_PURGE_FROM')?.value).toBe('127.0.0.1 ::1 10.244.0.0/16');
    // Nothing else moved: the same manifests but for those fields.
    expect(out.map((m) => m.source)).toEqual(built.map((m) => m.source));
  });

  it('splits field paths as kustomize does, and refuses a replacement that would do nothing', () => {
    expect(splitFieldPath('spec.ingress.0.from.0.namespaceSelector.matchLabels.kubernetes\\.io/metadata\\.name')).toEqual([
      'spec', 'ingress', '0', 'from', '0', 'namespaceSelector', 'matchLabels', 'kubernetes.io/metadata.name',
    ]);
    expect(splitFieldPath('spec.containers.[name=a.b].image')).toEqual(['spec', 'containers', '[name=a.b]', 'image']);
    const broken = structuredClone(kustomization);
    broken.kustomization.replacements[0]!.targets[0]!.fieldPaths = ['spec.rules.0.hostname'];
    expect(() => kustomizeBuild(broken)).toThrow(/no field at "hostname"/);
    const renamed = structuredClone(kustomization);
    renamed.kustomization.replacements[0]!.targets[0]!.select.name = 'kookaburra-www';
    expect(() => kustomizeBuild(renamed)).toThrow(/nothing selected by Ingress\/kookaburra-www/);
  });
});

describe('pods the kubelet starts, with nothing they do not need', () => {
  it.each(deployments.map((d) => [d.metadata.name, d] as const))('%s: numeric non-root user and group, RuntimeDefault seccomp, no service-account token', (_name, deployment) => {
    const pod = deployment.spec.template.spec;
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    // runAsNonRoot with a user name in the image (USER node) is refused: the kubelet needs a number.
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(Number.isInteger(pod.securityContext?.runAsUser)).toBe(true);
    expect(pod.securityContext?.runAsGroup).toBeGreaterThan(0);
    expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
    expect(pod.hostNetwork ?? false).toBe(false);
    expect(pod.hostPID ?? false).toBe(false);
  });

  it.each(deployments.flatMap((d) => d.spec.template.spec.containers.map((c) => [`${d.metadata.name}/${c.name}`, c] as const)))(
    '%s: every capability dropped, no privilege escalation, read-only root, memory request and limit',
    (_name, container) => {
      const security = container.securityContext;
      expect(security?.capabilities?.drop).toContain('ALL');
      expect(security?.capabilities?.add ?? []).toEqual([]);
      expect(security?.allowPrivilegeEscalation).toBe(false);
      expect(security?.privileged ?? false).toBe(false);
      expect(security?.readOnlyRootFilesystem).toBe(true);
      const { requests = {}, limits = {} } = container.resources ?? {};
      expect(requests.cpu).toBeDefined();
      expect(bytes(limits.memory!)).toBeGreaterThanOrEqual(bytes(requests.memory!));
    },
  );

  it("the site runs as the image's numeric USER", () => {
    const user = /^USER\s+(\d+):(\d+)\s*$/m.exec(readFileSync('Dockerfile', 'utf8'));
    expect(user, 'Dockerfile USER uid:gid').not.toBeNull();
    expect(site.spec.template.spec.securityContext?.runAsUser).toBe(Number(user![1]));
    expect(site.spec.template.spec.securityContext?.runAsGroup).toBe(Number(user![2]));
  });

  it("the site's memory is sized from the 300 MB an instance is held to, which the figure in docs/operations.md#memory-per-instance stays within", () => {
    const docs = readFileSync('docs/operations.md', 'utf8');
    const measured = /peak RSS of one instance: \*\*(\d+) MB\*\*/.exec(docs);
    expect(measured, 'the measured figure in docs/operations.md').not.toBeNull();
    const peak = Number(measured![1]) * 1e6;
    const budget = 300e6;
    expect(peak).toBeLessThanOrEqual(budget);
    const { requests = {}, limits = {} } = siteContainer.resources ?? {};
    // The request covers the budget (and so the measured peak), and no more than a fifth over it:
    // the scheduler places pods by requests.
    expect(bytes(requests.memory!)).toBeGreaterThanOrEqual(budget);
    expect(bytes(requests.memory!)).toBeLessThanOrEqual(1.2 * budget);
    // The limit leaves about half again above the budget for bursts, while a leak still ends in a restart.
    expect(bytes(limits.memory!)).toBeGreaterThanOrEqual(1.5 * budget);
    expect(bytes(limits.memory!)).toBeLessThanOrEqual(2 * budget);
  });

  it('the autoscaler alone owns the replica count of what it scales', () => {
    const hpas = ofKind<{ spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>('HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name)).toContain('kookaburra-web');
    for (const hpa of hpas) {
      const target = named<Deployment>(hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
      expect(target.spec.replicas, `${target.metadata.name} has replicas beside its autoscaler`).toBeUndefined();
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(deployments.filter((d) => d.metadata.name !== 'kookaburra-redis').map((d) => [d.metadata.name, d] as const))(
    '%s: spread over nodes and zones',
    (name, deployment) => {
      const spread = deployment.spec.template.spec.topologySpreadConstraints ?? [];
      const app = deployment.spec.template.metadata.labels?.app;
      expect(spread.map((s) => s.topologyKey).sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
      for (const constraint of spread) expect(constraint.labelSelector?.matchLabels?.app, name).toBe(app);
    },
  );
});

describe('the site behind Varnish', () => {
  const service = named<{ spec: { clusterIP?: string; selector: Record<string, string>; ports: { port: number; targetPort: string | number }[] } }>('Service', 'kookaburra-web');
  const varnish = named<Deployment>('Deployment', 'kookaburra-varnish');
  const varnishContainer = varnish.spec.template.spec.containers[0]!;
  const env = (container: Container, name: string) => container.env?.find((e) => e.name === name);

  it("the site's Service is headless and carries the site's port only, so Varnish resolves one backend per ready pod", () => {
    expect(service.spec.clusterIP).toBe('None');
    expect(service.spec.selector).toEqual(site.spec.template.metadata.labels);
    expect(service.spec.ports.map((p) => p.targetPort)).toEqual(['http']);
    const http = siteContainer.ports?.find((p) => p.name === 'http');
    expect(env(varnishContainer, 'BACKENDS')?.value).toBe(`kookaburra-web:${http?.containerPort}`);
  });

  it('/metrics is on its own port, named in the Prometheus annotations and the ConfigMap, and on no Service', () => {
    const metrics = siteContainer.ports?.find((p) => p.name === 'metrics');
    const annotations = site.spec.template.metadata.annotations ?? {};
    expect(annotations['prometheus.io/scrape']).toBe('true');
    expect(annotations['prometheus.io/port']).toBe(String(metrics?.containerPort));
    expect(annotations['prometheus.io/path']).toBe('/metrics');
    const config = named<{ data: Record<string, string> }>('ConfigMap', 'kookaburra-web');
    expect(config.data.METRICS_PORT).toBe(String(metrics?.containerPort));
    for (const svc of ofKind<{ spec: { ports: { port: number; targetPort?: string | number }[] } }>('Service')) {
      for (const port of svc.spec.ports) {
        expect([port.port, port.targetPort]).not.toContain(metrics?.containerPort);
        expect(port.targetPort).not.toBe('metrics');
      }
    }
  });

  it("Varnish runs deploy/varnish/start.sh from its ConfigMap, with the site's purge token", () => {
    const mount = varnishContainer.volumeMounts?.find((m) => varnishContainer.command?.at(-1)?.startsWith(`${m.mountPath}/`));
    expect(varnishContainer.command?.at(-1)).toMatch(/\/start\.sh$/);
    const volume = varnish.spec.template.spec.volumes?.find((v) => v.name === mount?.name);
    expect(volume?.configMap?.name).toBe('kookaburra-varnish');
    expect(env(varnishContainer, 'PURGE_TOKEN')?.valueFrom?.secretKeyRef).toEqual({ name: 'kookaburra-web', key: 'PURGE_TOKEN' });
  });

  it('Varnish takes purges from loopback (port-forward) and the pod network of parameters.yaml, never from anywhere', () => {
    const purgeFrom = env(varnishContainer, 'VARNISH_PURGE_FROM')?.value ?? '';
    expect(purgeFrom).toBe(parameters.purgeFrom);
    const entries = purgeFrom.split(/[\s,]+/);
    expect(entries).toEqual(expect.arrayContaining(['127.0.0.1', '::1']));
    // deploy/varnish/start.sh stops on a /0; a network narrower than /8 or the loopback is what an operator sets.
    for (const entry of entries) expect(entry).toMatch(/^(127\.0\.0\.1|::1|[\d.]+\/([89]|[12]\d|3[0-2])|[0-9a-f:]+\/\d+)$/);
  });
});

describe('Redis keeps what it is told across a restart', () => {
  const redis = named<Deployment>('Deployment', 'kookaburra-redis');
  const container = redis.spec.template.spec.containers[0]!;
  const args = (container as Container & { args?: string[] }).args ?? [];
  const option = (name: string) => args[args.indexOf(`--${name}`) + 1];

  it('writes every change to its append-only file (appendonly yes), in the directory on its volume', () => {
    expect(option('appendonly')).toBe('yes');
    expect(option('appendfsync')).toBe('everysec');
    const dir = option('dir');
    const mount = container.volumeMounts?.find((m) => m.mountPath === dir);
    expect(mount, `a volume at --dir ${dir}`).toBeDefined();
    const volume = (redis.spec.template.spec.volumes as { name: string; persistentVolumeClaim?: { claimName: string } }[]).find((v) => v.name === mount!.name);
    const claim = named<{ spec: { accessModes: string[]; resources: { requests: { storage: string } } } }>('PersistentVolumeClaim', volume!.persistentVolumeClaim!.claimName);
    expect(claim.spec.accessModes).toEqual(['ReadWriteOnce']);
    expect(bytes(claim.spec.resources.requests.storage)).toBeGreaterThanOrEqual(2 ** 30);
  });

  it('one pod at a time on the ReadWriteOnce volume, which its group may write', () => {
    expect(redis.spec.replicas).toBe(1);
    expect((redis.spec as { strategy?: { type: string } }).strategy?.type).toBe('Recreate');
    const pod = redis.spec.template.spec.securityContext as { runAsGroup?: number; fsGroup?: number };
    expect(pod.fsGroup).toBe(pod.runAsGroup);
  });
});

describe('network policies', () => {
  const policies = ofKind<NetworkPolicy>('NetworkPolicy');
  const labelsOf = (app: string) => named<Deployment>('Deployment', app).spec.template.metadata.labels ?? {};
  const selects = (selector: { matchLabels?: Record<string, string> }, labels: Record<string, string>) =>
    Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const peerName = (peer: NetworkPolicyPeer) =>
    peer.ipBlock ? 'ipBlock' : peer.namespaceSelector ? `namespace:${JSON.stringify(peer.namespaceSelector.matchLabels ?? {})}` : `pod:${peer.podSelector?.matchLabels?.app ?? 'any'}`;

  /** Who may open a connection to a pod of `app` on `port`: every peer of every policy selecting it. */
  function allowedFrom(app: string, port: number): string[] {
    const labels = labelsOf(app);
    const selecting = policies.filter((p) => selects(p.spec.podSelector, labels) && (p.spec.policyTypes ?? ['Ingress']).includes('Ingress'));
    expect(selecting.length, `${app} is not isolated`).toBeGreaterThan(0);
    return selecting.flatMap((p) =>
      (p.spec.ingress ?? [])
        .filter((rule) => !rule.ports || rule.ports.some((r) => r.port === undefined || r.port === port))
        .flatMap((rule) => (rule.from ? rule.from.map(peerName) : ['anyone'])),
    );
  }

  it('every pod in the namespace is isolated for ingress by default', () => {
    const denyAll = policies.find((p) => Object.keys(p.spec.podSelector.matchLabels ?? {}).length === 0);
    expect(denyAll?.spec.policyTypes).toEqual(['Ingress']);
    expect(denyAll?.spec.ingress ?? []).toEqual([]);
  });

  it("only Varnish reaches the site's port; only Prometheus' namespace its metrics port", () => {
    expect(allowedFrom('kookaburra-web', 3000)).toEqual(['pod:kookaburra-varnish']);
    expect(allowedFrom('kookaburra-web', 9464)).toEqual([`namespace:{"kubernetes.io/metadata.name":"${parameters.monitoringNamespace}"}`]);
  });

  it('only the site pods reach Redis', () => {
    expect(allowedFrom('kookaburra-redis', 6379)).toEqual(['pod:kookaburra-web']);
  });

  it("only the ingress controller's namespace reaches Varnish", () => {
    expect(allowedFrom('kookaburra-varnish', 8080)).toEqual([`namespace:{"kubernetes.io/metadata.name":"${parameters.ingressNamespace}"}`]);
  });

  it('Varnish reaches the site pods, and DNS at any address (kube-dns or NodeLocal DNSCache), nothing else', () => {
    const policy = policies.find((p) => (p.metadata.name === 'kookaburra-varnish'))!;
    expect(policy.spec.policyTypes).toContain('Egress');
    const egress = policy.spec.egress ?? [];
    const dns = egress.filter((rule) => rule.ports?.some((p) => p.port === 53));
    expect(dns).toHaveLength(1);
    // No `to`: any destination, so 169.254.20.10 on the node answers as well as the kube-dns pods.
    expect(dns[0]!.to).toBeUndefined();
    expect(dns[0]!.ports).toEqual([{ protocol: 'UDP', port: 53 }, { protocol: 'TCP', port: 53 }]);
    const others = egress.filter((rule) => rule !== dns[0]);
    expect(others.map((rule) => (rule.to ?? []).map(peerName))).toEqual([['pod:kookaburra-web']]);
    expect(others[0]!.ports).toEqual([{ protocol: 'TCP', port: 3000 }]);
  });
});

describe('configuration examples', () => {
  const config = named<{ data: Record<string, string> }>('ConfigMap', 'kookaburra-web');
  const secret = named<{ stringData: Record<string, string> }>('Secret', 'kookaburra-web');
  const SECRET_KEYS = ['ORDER_AES_SECRET', 'AGENT_TOKEN_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'PURGE_TOKEN', 'REDIS_URL', 'SENTRY_DSN'];
  /** The examples filled in as the comments say: every `change-me…` placeholder an openssl rand -hex 32. */
  const filled = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.replace(/change-me[\w-]*/g, () => randomBytes(32).toString('hex'))]));

  it('secrets are in the Secret, never in the ConfigMap', () => {
    for (const key of SECRET_KEYS) expect(Object.keys(config.data)).not.toContain(key);
    expect(Object.keys(secret.stringData).sort()).toEqual([...SECRET_KEYS].sort());
  });

  it('no Secret sits among the manifests applied as they are (examples only)', () => {
    const applied = manifests.filter((m) => !m.source.startsWith('examples/'));
    expect(applied.filter((m) => m.doc.kind === 'Secret' || m.doc.kind === 'ConfigMap')).toEqual([]);
  });

  it('every secret of the example is a placeholder to replace (change-me…), none a usable value', () => {
    for (const key of SECRET_KEYS.filter((k) => k !== 'SENTRY_DSN')) expect(secret.stringData[key], key).toMatch(/change-me/);
    expect(named<{ stringData: Record<string, string> }>('Secret', 'kookaburra-redis').stringData.password).toMatch(/^change-me/);
  });

  it("the example SENTRY_DSN has the shape the Sentry SDK accepts (https://<key>@<host>/<project id>)", () => {
    const dsn = dsnFromString(secret.stringData.SENTRY_DSN!);
    expect(dsn).toBeDefined();
    expect(dsn!.protocol).toBe('https');
    expect(dsn!.projectId).toMatch(/^\d+$/);
    // The checker refuses what the SDK refuses: the old example's key had a hyphen.
    expect(dsnFromString('https://public-key@sentry.example/1')).toBeUndefined();
  });

  it("ConfigMap and Secret, filled in, are a production configuration the site's own validation accepts", () => {
    // Applied as they are, the placeholders are refused at start, naming each key (server/config/placeholder-secret.ts).
    const placeholders = ['ORDER_AES_SECRET', 'AGENT_TOKEN_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'PURGE_TOKEN'];
    expect(() => loadConfig({ NODE_ENV: 'production', ...config.data, ...secret.stringData })).toThrow(
      new RegExp(placeholders.map((key) => `${key} looks like an example placeholder`).join('[\\s\\S]*')),
    );
    const parsed = loadConfig({ NODE_ENV: 'production', ...config.data, ...filled(secret.stringData) });
    expect(parsed.isProduction).toBe(true);
    // Ingress controller and Varnish: two proxies, each adding one X-Forwarded-For entry.
    expect(config.data.TRUST_PROXY).toBe('2');
  });

  it("the site's REDIS_URL carries Redis' password and Service", () => {
    const redisPassword = named<{ stringData: Record<string, string> }>('Secret', 'kookaburra-redis').stringData.password;
    const url = new URL(secret.stringData.REDIS_URL!);
    expect(decodeURIComponent(url.password)).toBe(redisPassword);
    expect(url.hostname).toBe('kookaburra-redis');
  });
});
