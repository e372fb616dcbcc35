// Dev only: @vitejs/plugin-react needs this before any component module runs. Vite injects it
// into index.html normally; our server renders its own HTML, so it is a bootstrap module here.
import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
