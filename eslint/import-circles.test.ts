// The import-circle check of `npm run lint` (.dependency-cruiser.cjs) on two small trees: it finds a
// circle made of type-only imports, and passes the same modules once the shared type has a module
// of its own. The repository itself is checked by `npm run lint`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function circlesIn(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const { tsConfig: _repositoryTsConfig, ...options } = config.options;
  const { output } = await cruise([dir], { ...options, validate: true, ruleSet: { forbidden: config.forbidden } });
  return (output as ICruiseResult).summary.violations.map((violation) => `${violation.rule.name}: ${path.basename(violation.from)}`);
}

describe('the import-circle check', () => {
  it('finds a circle of type-only imports', async () => {
    const circles = await circlesIn({
      'routes.ts': "import type { Page } from './page';\nexport interface LoaderData { page: Page }\n",
      'page.ts': "import type { LoaderData } from './routes';\nexport interface Page { data?: LoaderData }\n",
    });
    expect(circles.length).toBeGreaterThan(0);
    expect(circles.every((circle) => circle.startsWith('no-circular: '))).toBe(true);
  });

  it('passes once the shared type lives in a module of its own', async () => {
    const circles = await circlesIn({
      'loader-data.ts': 'export interface LoaderData { title: string }\n',
      'routes.ts': "import type { LoaderData } from './loader-data';\nimport { page } from './page';\nexport const data: LoaderData = { title: page };\n",
      'page.ts': "import type { LoaderData } from './loader-data';\nexport const page = 'home';\nexport type Data = LoaderData;\n",
    });
    expect(circles).toEqual([]);
  });
});
