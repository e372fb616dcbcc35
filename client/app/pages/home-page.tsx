// Home (docs/product/frame.md#route-table): hero, the address check, an entry to every product, current promotions and
// the plan promises (docs/product/pricing.md#plan-promises), all copy from the CMS (`pages/home`).
import { useLoaderData } from 'react-router';
import type { PageContent } from '../../../shared/schemas/content';
import { Features, Hero, LinkCards, Promotions } from '../../features/content/content-blocks';
import { LazyAddressCheck } from '../lazy-address-check';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';

export default function HomePage() {
  const { content } = useLoaderData() as PageLoaderData<PageContent>;
  return (
    <PageLayout className="home-page" contentFailed={!content}>
      {content ? (
        <>
          <Hero hero={content.hero} />
          <section className="content-block home-page__address" aria-labelledby="home-address-check">
            <h2 id="home-address-check">Check what you can get at your address</h2>
            <LazyAddressCheck variant="step" headingLevel={3} />
          </section>
          <LinkCards links={content.links} heading="Our products" />
          <Promotions promotions={content.promotions} />
          <Features features={content.features} heading="Every plan comes with" />
        </>
      ) : null}
    </PageLayout>
  );
}
