// The common body of every page: its h1 from the head table, then the page's parts, or the
// docs/product/frame.md#error-panel error panel when the page's content call failed (docs/product/frame.md#page-load).
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { ErrorPanel } from '../components/ui/error-panel';
import type { PageLoaderData } from './page-loader-data';

/** The page's head-table entry, from its loader (client/app/routes.tsx). */
export function usePageMeta() {
  return (useLoaderData() as PageLoaderData).meta;
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
