// SPEC §2.1 /not-found: answered with HTTP 404 and a way back (home link, 13 39 38).
import { Link } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import { SUPPORT_PHONE } from '../../../shared/domain/timing';
import { PageLayout } from '../page-layout';

export default function NotFoundPage() {
  return (
    <PageLayout intro={<p className="lead-copy">The page you were looking for has moved or no longer exists.</p>}>
      <ul className="link-list">
        <li>
          <Link to={PATHS.home}>Go to the home page</Link>
        </li>
        <li>
          <Link to={PATHS.availability}>Check your address for nbn and fibre</Link>
        </li>
        <li>
          <Link to={PATHS.siteMap}>See every page on the site map</Link>
        </li>
      </ul>
      <p>
        Need a hand? Call us on <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>.
      </p>
    </PageLayout>
  );
}
