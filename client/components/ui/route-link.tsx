// An internal link that navigates in the browser without a page load. react-router's own <Link>
// carries framework-mode prefetching (<PrefetchPageLinks>, single-fetch URLs) that this site never
// uses; importing it kept about 5 KB of minified code in the first-load bundle (docs/architecture.md#budgets). This is
// the same <a href> with react-router's click handler, which honours modified clicks and targets.
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

export function RouteLink({ to, replace, onClick, target, ...anchorProps }: RouteLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...anchorProps}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
