// The common body of every page: its h1 from the head table, then the page's parts, or the
// SPEC §2.7 error panel when the page's content call failed (SPEC §4 Page load, §8).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageMetaFor } from '../../shared/routes/page-meta';
import { ErrorPanel } from '../components/ui/error-panel';

export function usePageMeta() {
  return pageMetaFor(useLocation().pathname);
}

export function PageLayout({
  children,
  contentFailed = false,
  heading,
  className,
  intro,
}: {
  children?: ReactNode;
  contentFailed?: boolean;
  heading?: string;
  className?: string;
  intro?: ReactNode;
}) {
  const meta = usePageMeta();
  return (
    <article className={['page', className].filter(Boolean).join(' ')}>
      <header className="page__header">
        <h1>{heading ?? meta.heading}</h1>
        {intro}
      </header>
      {contentFailed ? <ErrorPanel /> : children}
    </article>
  );
}
