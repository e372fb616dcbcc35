// docs/product/frame.md#unknown-routes: answered with HTTP 404 and ways back, even when the content call fails.
import { useLoaderData } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import type { PageContent } from '../../../shared/schemas/content';
import { LinkCards } from '../../features/content/content-blocks';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import { RouteLink } from '../../components/ui/route-link';

export default function NotFoundPage() {
  const { content } = useLoaderData() as PageLoaderData<PageContent>;
  return (
    <PageLayout intro={<p className="lead-copy">{content?.leadCopy ?? 'The page you were looking for has moved or no longer exists.'}</p>}>
      {content?.links?.length ? (
        <LinkCards links={content.links} heading="Pages that might help" />
      ) : (
        <ul className="link-list">
          <li>
            <RouteLink to={PATHS.home}>Go to the home page</RouteLink>
          </li>
        </ul>
      )}
      <ul className="link-list">
        <li>
          <RouteLink to={PATHS.availability}>Check your address for nbn and fibre</RouteLink>
        </li>
        <li>
          <RouteLink to={PATHS.siteMap}>See every page on the site map</RouteLink>
        </li>
      </ul>
      <p>
        Need a hand? Call us on <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>.
      </p>
    </PageLayout>
  );
}
