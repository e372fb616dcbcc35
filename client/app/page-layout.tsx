// Every page's body: its h1, then its parts or the error panel (docs/product/frame.md#page-load).
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
