// `kustomize build deploy/kubernetes` without the kustomize binary: the subset of a kustomization
// the deployment uses, applied as kustomize applies it, so `npm test` checks the manifests an
// operator's `kubectl apply -k` would send.
// - `resources`: files beside the kustomization, every YAML document in each;
// - `images`: each container (and init container) whose image name equals an entry's `name` gets
//   its `newName`, `newTag` or `digest` (kustomize's image transformer; `kustomize edit set image`
//   writes these entries);
// - `replacements`: a source field (kind and name select one resource) copied into target fields.
//   Field paths are split as kustomize splits them (kyaml's SmarterPathSplitter): on `.`, except a
//   `\.` (a dot inside a key such as `kubernetes\.io/metadata\.name`) and inside `[...]`; a segment
//   is a map key, a list index (`0`), every list element (`*`) or the element whose field has a
//   value (`[name=varnish]`). A target path that does not exist is an error (it would be a
//   replacement that silently does nothing);
// - resources annotated `config.kubernetes.io/local-config: "true"` are dropped from the output,
//   as kustomize drops them (the parameters ConfigMap).
// Any other field of the kustomization is refused: the emulation never ignores what kustomize
// would apply.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import type { Manifest } from './kubernetes-schema';

const selector = z.strictObject({ kind: z.string(), name: z.string() });

const kustomizationSchema = z.strictObject({
  apiVersion: z.literal('kustomize.config.k8s.io/v1beta1'),
  kind: z.literal('Kustomization'),
  resources: z.array(z.string()).min(1),
  images: z
    .array(z.strictObject({ name: z.string(), newName: z.string().optional(), newTag: z.string().optional(), digest: z.string().optional() }))
    .default([]),
  replacements: z
    .array(
      z.strictObject({
        source: selector.extend({ fieldPath: z.string() }),
        targets: z.array(z.strictObject({ select: selector, fieldPaths: z.array(z.string()).min(1) })).min(1),
      }),
    )
    .default([]),
});

export type Kustomization = z.infer<typeof kustomizationSchema>;

export interface KustomizationSource {
  kustomization: Kustomization;
  /** The resources' documents, in the kustomization's order. */
  resources: Manifest[];
}

export const LOCAL_CONFIG_ANNOTATION = 'config.kubernetes.io/local-config';

/** Reads `dir/kustomization.yaml` and the resource files it names. */
export function loadKustomization(dir: string): KustomizationSource {
  const kustomization = kustomizationSchema.parse(parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')));
  const resources = kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc, index) => {
      if (doc.errors.length > 0) throw new Error(`${file}#${index}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return { source: `${file}#${index}`, doc: doc.toJS() as Record<string, unknown> };
    }),
  );
  return { kustomization, resources };
}

/** kyaml's SmarterPathSplitter: `.` separates, `\.` does not, nor a `.` inside `[...]`. */
export function splitFieldPath(fieldPath: string): string[] {
  const escaped: string[] = [];
  for (const part of fieldPath.split('.')) {
    const last = escaped.length - 1;
    if (last >= 0 && escaped[last]!.endsWith('\\')) escaped[last] = `${escaped[last]!.slice(0, -1)}.${part}`;
    else escaped.push(part);
  }
  const result: string[] = [];
  for (let i = 0; i < escaped.length; i += 1) {
    let segment = escaped[i]!;
    while (segment.startsWith('[') && !segment.endsWith(']') && i < escaped.length - 1) {
      i += 1;
      segment = `${segment}.${escaped[i]}`;
    }
    result.push(segment);
  }
  return result;
}

type Node = unknown;
type Container = { name: string; image?: string };

/** Every node a path leads to in `root`, with a setter for each; an error names the first segment missing. */
function locate(root: Node, segments: string[], where: string): { get(): Node; set(value: Node): void }[] {
  let found: { parent: Record<string | number, Node>; key: string | number }[] = [{ parent: { root } as Record<string, Node>, key: 'root' }];
  for (const segment of segments) {
    const next: typeof found = [];
    for (const { parent, key } of found) {
      const node = parent[key];
      const list = Array.isArray(node) ? (node as Node[]) : undefined;
      const match = /^\[([^=\]]+)=([^\]]*)\]$/.exec(segment);
      if (segment === '*' && list) list.forEach((_, index) => next.push({ parent: list as unknown as Record<number, Node>, key: index }));
      else if (match && list) {
        list.forEach((element, index) => {
          if (element && typeof element === 'object' && String((element as Record<string, Node>)[match[1]!]) === match[2]) {
            next.push({ parent: list as unknown as Record<number, Node>, key: index });
          }
        });
      } else if (/^\d+$/.test(segment) && list) {
        if (Number(segment) < list.length) next.push({ parent: list as unknown as Record<number, Node>, key: Number(segment) });
      } else if (node && typeof node === 'object' && !list && segment in (node as Record<string, Node>)) {
        next.push({ parent: node as Record<string, Node>, key: segment });
      }
    }
    if (next.length === 0) throw new Error(`${where}: no field at "${segment}" of ${segments.join('.')}`);
    found = next;
  }
  return found.map(({ parent, key }) => ({ get: () => parent[key], set: (value: Node) => (parent[key] = value) }));
}

const identity = (doc: Record<string, unknown>) => ({ kind: doc.kind as string, name: (doc.metadata as { name?: string } | undefined)?.name });

function selectOne(resources: Manifest[], kind: string, name: string): Manifest {
  const matches = resources.filter((m) => identity(m.doc).kind === kind && identity(m.doc).name === name);
  if (matches.length !== 1) throw new Error(`${matches.length === 0 ? 'nothing' : 'more than one resource'} selected by ${kind}/${name}`);
  return matches[0]!;
}

/** `name[:tag][@digest]` into its parts (a registry's port is part of the name). */
function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withTag, digest] = image.split('@') as [string, string | undefined];
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.lastIndexOf(':');
  return colon > slash ? { name: withTag.slice(0, colon), tag: withTag.slice(colon + 1), digest } : { name: withTag, digest };
}

/** Containers of any pod spec in a resource: `containers` and `initContainers` lists at any depth. */
function containersIn(node: Node): Container[] {
  if (Array.isArray(node)) return node.flatMap(containersIn);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, Node>).flatMap(([key, value]) =>
    (key === 'containers' || key === 'initContainers') && Array.isArray(value) ? [...(value as Container[]), ...containersIn(value)] : containersIn(value),
  );
}

/** The manifests `kustomize build` would print for this kustomization. */
export function kustomizeBuild({ kustomization, resources }: KustomizationSource): Manifest[] {
  const output = structuredClone(resources);

  for (const manifest of output) {
    for (const container of containersIn(manifest.doc)) {
      if (typeof container.image !== 'string') continue;
      const image = splitImage(container.image);
      const entry = kustomization.images.find((e) => e.name === image.name);
      if (!entry) continue;
      const name = entry.newName ?? image.name;
      const digest = entry.digest ?? (entry.newTag ? undefined : image.digest);
      const tag = entry.digest ? undefined : (entry.newTag ?? image.tag);
      container.image = `${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
    }
  }

  kustomization.replacements.forEach((replacement, index) => {
    const { kind, name, fieldPath } = replacement.source;
    const source = selectOne(output, kind, name);
    const [value] = locate(source.doc, splitFieldPath(fieldPath), `replacement ${index} source ${kind}/${name}`).map((n) => n.get());
    if (value === undefined || value === null || value === '') throw new Error(`replacement ${index}: ${kind}/${name} ${fieldPath} is empty`);
    for (const target of replacement.targets) {
      const manifest = selectOne(output, target.select.kind, target.select.name);
      for (const targetPath of target.fieldPaths) {
        const where = `replacement ${index} target ${target.select.kind}/${target.select.name}`;
        for (const node of locate(manifest.doc, splitFieldPath(targetPath), where)) node.set(structuredClone(value));
      }
    }
  });

  return output.filter((m) => (m.doc.metadata as { annotations?: Record<string, string> } | undefined)?.annotations?.[LOCAL_CONFIG_ANNOTATION] !== 'true');
}
