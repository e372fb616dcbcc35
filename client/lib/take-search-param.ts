// A parameter said once: read from the address bar and removed from it, so a reload, a bookmark or a
// shared link does not repeat it.

/** The parameter's value, or null; the other parameters, the hash and the router's state stay. */
export function takeSearchParam(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}
