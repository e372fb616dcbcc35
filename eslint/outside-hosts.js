// Only server/upstream/ calls outside hosts: there every call has its timeout, breaker, schema and
// metrics (docs/architecture.md#reliability-and-security). Elsewhere in server/ the global fetch and undici are errors; the browser's
// fetch of the site's own API (client/) is not an outside call.
const MESSAGE = 'Only server/upstream/ calls outside hosts (timeouts, breaker, metrics): add an upstream there.';

export const outsideHostsConfig = {
  files: ['server/**/*.{ts,tsx}'],
  ignores: ['server/upstream/**', 'server/**/*.test.{ts,tsx}', 'server/**/*.test-helper.ts'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: MESSAGE }],
    'no-restricted-properties': [
      'error',
      { object: 'globalThis', property: 'fetch', message: MESSAGE },
      { object: 'window', property: 'fetch', message: MESSAGE },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'undici', message: MESSAGE },
          { name: 'node:http', importNames: ['request', 'get', 'Agent'], message: MESSAGE },
          { name: 'node:https', message: MESSAGE },
          { name: 'http', importNames: ['request', 'get', 'Agent'], message: MESSAGE },
          { name: 'https', message: MESSAGE },
        ],
      },
    ],
  },
};
