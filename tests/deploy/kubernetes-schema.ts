// Validates Kubernetes manifests offline against the API's own schemas, as shipped by the
// kubernetes-models package (generated from the Kubernetes OpenAPI spec; 5.1.0 carries 1.36):
// - its validate() checks types, formats, enums and required fields;
// - unknown fields, which that validation lets through and the API server rejects under
//   `kubectl apply --validate=strict` (the default), are caught by type-checking each manifest as an
//   object literal of the package's interface for its kind (TypeScript's excess-property check),
//   nested objects included.
import path from 'node:path';
import ts from 'typescript';

export const KUBERNETES_SCHEMA_VERSION = '1.36';

export interface Manifest {
  /** Where it comes from, for messages: `site.yaml#0`. */
  source: string;
  doc: Record<string, unknown>;
}

interface ModelClass {
  new (data: unknown): { validate(): void };
}

function modelPath(apiVersion: string, kind: string): string {
  return `kubernetes-models/${apiVersion}/${kind}`;
}

function label(manifest: Manifest): string {
  const { kind, metadata } = manifest.doc as { kind?: string; metadata?: { name?: string } };
  return `${manifest.source} ${kind ?? '?'}/${metadata?.name ?? '?'}`;
}

/** Types, formats, enums and required fields, per manifest (kubernetes-models' validate()). */
export async function schemaErrors(manifests: Manifest[]): Promise<string[]> {
  const errors: string[] = [];
  for (const manifest of manifests) {
    const { apiVersion, kind } = manifest.doc as { apiVersion?: unknown; kind?: unknown };
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
      errors.push(`${label(manifest)}: apiVersion and kind are required`);
      continue;
    }
    let Model: ModelClass;
    try {
      const module = (await import(/* @vite-ignore */ modelPath(apiVersion, kind))) as Record<string, ModelClass>;
      Model = module[kind]!;
      if (!Model) throw new Error('no such kind');
    } catch {
      errors.push(`${label(manifest)}: ${apiVersion} ${kind} is not a Kubernetes ${KUBERNETES_SCHEMA_VERSION} kind`);
      continue;
    }
    try {
      new Model(manifest.doc).validate();
    } catch (error) {
      errors.push(`${label(manifest)}: ${(error as Error).message}`);
    }
  }
  return errors;
}

/** Source files other than the manifests', parsed once: they are the same for every check. */
const librarySources = new Map<string, ts.SourceFile>();

/** Fields the schema does not know, at any depth (each manifest type-checked as its kind). */
export function unknownFieldErrors(manifests: Manifest[]): string[] {
  const kinds = new Map<string, string>();
  const lines: string[] = [];
  const sourceOfLine: (Manifest | undefined)[] = [];
  for (const manifest of manifests) {
    const { apiVersion, kind } = manifest.doc as { apiVersion: string; kind: string };
    const key = `${apiVersion}/${kind}`;
    if (!kinds.has(key)) kinds.set(key, `K${kinds.size}`);
  }
  for (const [key, alias] of kinds) {
    const kind = key.slice(key.lastIndexOf('/') + 1);
    lines.push(`import type { I${kind} as ${alias} } from '${modelPath(key.slice(0, key.lastIndexOf('/')), kind)}';`);
    sourceOfLine.push(undefined);
  }
  manifests.forEach((manifest, index) => {
    const { apiVersion, kind } = manifest.doc as { apiVersion: string; kind: string };
    // One manifest per line, so a diagnostic's line names its manifest.
    lines.push(`export const manifest${index}: ${kinds.get(`${apiVersion}/${kind}`)} = ${JSON.stringify(manifest.doc)};`);
    sourceOfLine.push(manifest);
  });

  const fileName = path.resolve('tests/deploy/.manifests-under-check.ts');
  const text = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    // The language alone: a manifest's types need no DOM (the target's default library carries it).
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) => {
    if (name === fileName) return ts.createSourceFile(name, text, languageVersion, true);
    // Each check's program parses the libraries and the package's declarations once for the run.
    const parsed = librarySources.get(name) ?? readSource(name, languageVersion, ...rest);
    if (parsed) librarySources.set(name, parsed);
    return parsed;
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);

  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file?.fileName !== fileName || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const manifest = sourceOfLine[line];
    return manifest ? `${label(manifest)}: ${message}` : message;
  });
}
