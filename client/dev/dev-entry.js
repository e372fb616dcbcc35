// Dev only: one bootstrap module, so the react-refresh preamble is evaluated before the app's
// modules (React loads bootstrap modules with `async`, which would not keep their order).
import './react-refresh-preamble.js';
import '/client/entry-client.tsx';
