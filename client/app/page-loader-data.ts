// Loader and route types in a module of their own, so readers need not import the route tree.
import type { PageDeclaration } from '../../shared/routes/pages';
import type { PageMeta } from '../../shared/routes/page-meta';

export interface PageLoaderData<T = unknown, D extends Record<string, unknown> = Record<string, unknown>> {
  /** The page's content document, or null when the content call failed (docs/product/frame.md#page-load Page load). */
  content: T | null;
  /** The route's other documents (PageDeclaration.data), each null when its call failed. */
  data: { [K in keyof D]: D[K] | null };
  /** Head tags for this path (docs/product/frame.md#frame-layout), read by the root layout and PageLayout. */
  meta: PageMeta;
}

export interface RouteHandle {
  entry: PageDeclaration;
}
