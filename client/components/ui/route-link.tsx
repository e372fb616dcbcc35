// An internal link that navigates without a page load: the same <a href> with react-router's click
// handler, which honours modified clicks and targets. react-router's own <Link> carries framework-mode
// prefetching this site never uses (about 5 KB of the first-load bundle, docs/architecture.md#budgets).
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
