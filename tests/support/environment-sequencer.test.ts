import { describe, expect, it } from 'vitest';
import { environmentOf, groupedInOrder } from './environment-sequencer';

// Pieced together: vitest reads these words anywhere in a test file, so written whole here they
// would move this file into that environment.
const VITEST = '@vitest-' + 'environment';
const JEST = '@jest-' + 'environment';

describe('the environment sequencer', () => {
  it('reads the environment a file asks for as vitest does, else the project default', () => {
    expect(environmentOf(`// ${VITEST} jsdom\nimport x from "y";`, 'node')).toBe('jsdom');
    expect(environmentOf(`/**\n * ${JEST} happy-dom\n */`, 'node')).toBe('happy-dom');
    expect(environmentOf('import x from "y";', 'node')).toBe('node');
    // Options make a different environment: vitest reuses a worker only for equal ones.
    expect(environmentOf(`// ${VITEST} jsdom\n// ${VITEST}-options {"url":"http://a.example/"}`, 'node')).toBe('jsdom {"url":"http://a.example/"}');
  });

  it('puts the items of one key together, in first-seen key order, each key keeping its order', () => {
    const files = ['n1', 'j1', 'n2', 'n3', 'j2', 'n4', 'j3'];
    expect(groupedInOrder(files, (file) => file[0]!)).toEqual(['n1', 'n2', 'n3', 'n4', 'j1', 'j2', 'j3']);
    expect(groupedInOrder([], () => 'x')).toEqual([]);
  });
});
