// Home (docs/product/content.md#home-page): the one address box here, and product cards priced in the loader.
import { useLoaderData } from 'react-router';
import type { NavItem, PageContent } from '../../../shared/schemas/content';
import type { ProductOffer } from '../../../shared/domain/pricing/from-prices';
import type { Catalogue, HomeData } from './home-data';
import { CATALOGUE_PATHS, PATHS } from '../../../shared/routes/paths';
import { Icon } from '../../components/ui/icon';
import { ContentLink, LabelledSection, Promotions } from '../../features/content/content-blocks';
import { LazyAddressCheck } from '../lazy-address-check';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import './home-page.css';

/** Which catalogue prices each product card: the plan pages' own (CATALOGUE_PATHS), and the SIM plans. */
const CATALOGUE_OF: Readonly<Record<string, Catalogue>> = {
  ...Object.fromEntries(Object.entries(CATALOGUE_PATHS).map(([catalogue, path]) => [path, catalogue as Catalogue])),
  [PATHS.mobilePhone]: 'mobile',
};

export default function HomePage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, HomeData>;
  const offers = data.offers;
  const flip = content?.promotions?.find((promotion) => promotion.url === PATHS.flipToFibre);
  return (
    <PageLayout
      className="home-page"
      contentFailed={!content}
      intro={
        <>
          {content?.hero ? <p className="home-hero__lead">{content.hero.lead}</p> : null}
          <div className="home-hero__address">
            <LazyAddressCheck variant="step" headingLevel={2} />
          </div>
          {content?.features?.length ? (
            <ul className="home-trust" aria-label="Every home broadband plan">
              {content.features.map((feature) => (
                <li key={feature.title} className="home-trust__item">
                  <Icon name={feature.icon} className="home-trust__icon" />
                  <span>
                    <strong>{feature.title}</strong>
                    <span className="home-trust__detail"> {feature.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
    >
      {content ? (
        <>
          <ProductCards
            links={content.links ?? []}
            offers={offers}
            homePhonePrice={data.unlimitedCalls ? `Pay as you go, or unlimited calls for ${data.unlimitedCalls}/mth` : null}
          />
          {flip ? <FlipOffer promotion={flip} offer={offers?.flipToFibre ?? null} /> : null}
          <HowItWorks steps={content.steps ?? []} />
          <Promotions promotions={content.promotions?.filter((promotion) => promotion !== flip)} heading="More offers" />
        </>
      ) : null}
    </PageLayout>
  );
}

function ProductCards({ links, offers, homePhonePrice }: { links: NavItem[]; offers: HomeData['offers'] | null; homePhonePrice: string | null }) {
  if (!links.length) return null;
  return (
    <LabelledSection heading="Our products" className="home-products">
      <ul className="home-products__list">
        {links.map((link) => {
          const catalogue = CATALOGUE_OF[link.url];
          const offer = catalogue ? offers?.[catalogue] : null;
          const price = offer?.fromText ?? (link.url === PATHS.homePhone ? homePhonePrice : null);
          return (
            <li key={link.url} className="product-card">
              <Icon name={link.icon} className="product-card__icon" />
              <h3 className="product-card__title">
                <ContentLink url={link.url} className="product-card__link">
                  {link.title}
                </ContentLink>
              </h3>
              {price ? <p className="product-card__price">{price}</p> : null}
              {offer?.eveningSpeedsText ? <p className="product-card__speeds">{offer.eveningSpeedsText}</p> : null}
              <p className="product-card__description">{link.description}</p>
            </li>
          );
        })}
      </ul>
    </LabelledSection>
  );
}

function FlipOffer({ promotion, offer }: { promotion: NavItem; offer: ProductOffer | null }) {
  return (
    <section className="flip-offer" aria-labelledby="flip-offer-heading">
      <Icon name="fibre" className="flip-offer__art" />
      <div>
        <h2 id="flip-offer-heading">{promotion.title}</h2>
        <p>{promotion.description}</p>
        {offer?.fromText ? <p className="flip-offer__price">{`Plans ${offer.fromText}`}</p> : null}
        <ContentLink url={promotion.url} className="btn btn--lime flip-offer__action">
          See if your home can flip
        </ContentLink>
      </div>
    </section>
  );
}

function HowItWorks({ steps }: { steps: NonNullable<PageContent['steps']> }) {
  if (!steps.length) return null;
  return (
    <LabelledSection heading="How it works" className="how-it-works">
      <ol className="how-it-works__steps">
        {steps.map((step, index) => (
          <li key={step.title} className="how-it-works__step">
            <Icon name={step.icon} className="how-it-works__icon" />
            <h3>
              <span className="how-it-works__number">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </LabelledSection>
  );
}
