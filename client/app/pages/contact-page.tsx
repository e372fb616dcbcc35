// /contact-us (docs/product/content.md#contact); tracking fields are read after hydration.
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { SITE_BRAND } from '../../../shared/site-config';
import type { PageContent } from '../../../shared/schemas/content';
import { ContactForm } from '../../features/contact/contact-form';
import { ContentLink, DataList, LabelledSection, LeadCopy, sectionId } from '../../features/content/content-blocks';
import { readTrackingParams, type TrackingValues } from '../../features/content/use-tracking-params';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';

const FORM_HEADING = 'Send us a message';

export default function ContactPage() {
  const { content } = useLoaderData() as PageLoaderData<PageContent>;
  const [tracking, setTracking] = useState<TrackingValues>({});
  // Storage is read after hydration so the first render matches the server's.
  useEffect(() => setTracking(readTrackingParams()), []);

  const links = content?.links ?? [];
  const hasSupportCentre = links.some((link) => link.url === SITE_BRAND.supportCentreUrl);
  const formSection = content?.sections?.find((section) => section.heading === FORM_HEADING);

  return (
    <PageLayout contentFailed={!content} intro={<LeadCopy text={content?.leadCopy ?? content?.description} />}>
      {content ? (
        <>
          <nav className="contact-subnav" aria-label="Contact options">
            <ul>
              <li>
                <a href={`tel:${SUPPORT_PHONE.tel}`}>Call {SUPPORT_PHONE.display}</a>
              </li>
              {hasSupportCentre ? null : (
                <li>
                  <ContentLink url={SITE_BRAND.supportCentreUrl}>Support centre</ContentLink>
                </li>
              )}
              {links.map((link) => (
                <li key={link.url}>
                  <ContentLink url={link.url}>{link.title}</ContentLink>
                </li>
              ))}
            </ul>
          </nav>
          <DataList data={content.data} heading="When you can reach us" />
          <LabelledSection heading={FORM_HEADING}>
            {formSection?.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ContactForm tracking={tracking} labelledBy={sectionId(FORM_HEADING)} />
          </LabelledSection>
        </>
      ) : null}
    </PageLayout>
  );
}
