import { describe, expect, it } from 'vitest';
import { moduleLoaderScript } from './module-loader';

describe('moduleLoaderScript', () => {
  it('adds each module as an in-order module script', () => {
    const added: { type: string; async: boolean; src: string }[] = [];
    const fakeDocument = {
      createElement: () => ({ type: '', async: true, src: '' }),
      head: { appendChild: (script: { type: string; async: boolean; src: string }) => added.push(script) },
    };
    new Function('document', moduleLoaderScript(['/assets/a.js', '/assets/b.js']))(fakeDocument);
    expect(added).toEqual([
      { type: 'module', async: false, src: '/assets/a.js' },
      { type: 'module', async: false, src: '/assets/b.js' },
    ]);
  });

  it('cannot close its own script element, whatever the module names', () => {
    const script = moduleLoaderScript(['/assets/</script><script>alert(1)</script>.js']);
    expect(script).not.toMatch(/<\/script|<!--/i);
  });
});
