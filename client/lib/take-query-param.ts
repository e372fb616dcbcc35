// A query parameter said once (an agent's token, a refused order): read, then dropped from the address
// bar, so no bookmark, reload, history entry or shared link repeats it.

/** The parameter's value, or null when absent; the other parameters, the hash and router state stay. */
export function takeQueryParam(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}
