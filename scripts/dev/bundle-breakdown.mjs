// Attributes minified bytes of a built chunk to its sources using the sourcemap.
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const sizes = {};
let prev = null;
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const len = m.generatedColumn - prev.generatedColumn;
    const src = (prev.source || '?').replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1');
    sizes[src] = (sizes[src] || 0) + len;
  }
  prev = m;
});
Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, v]) => console.log(String(v).padStart(8), k));
