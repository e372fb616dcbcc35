// /availability (docs/product/address-check.md#address-widget, docs/product/address-check.md#flip-availability).
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { AVAILABILITY_SERVICE_PARAM, availabilityRequestedService } from '../../../shared/domain/address/availability-request';
import type { PageContent } from '../../../shared/schemas/content';
import { AddressCheck } from '../../features/address-check/address-check';
import { checksStarted } from '../../features/address-check/use-address-check';
import { LeadCopy, Sections } from '../../features/content/content-blocks';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import { useSessionSnapshot } from '../../store/store-context';
import { preloadableLazy } from '../preloadable-lazy';
import type { AvailabilityAnswer } from './availability-data';

// Only a plain-form search has an answer: its code loads with it, not with the page.
let preloadAnswerParts: ((answer: AvailabilityAnswer) => Promise<void>) | undefined;
const AnswerSection = preloadableLazy(() =>
  import('./availability-answer').then((module) => {
    preloadAnswerParts = module.preloadAnswerParts;
    return module.default;
  }),
);

/** The loader's part for a search sent as a plain form (client/app/routes.tsx): its code loads with a search, as a hydrating page runs no loader. */
export async function availabilityAnswer(url: URL, context: unknown, signal: AbortSignal): Promise<{ availability?: AvailabilityAnswer }> {
  const answer = await (await import('./availability-data')).availabilityAnswer(url, context, signal);
  if (answer.availability) {
    await AnswerSection.preload();
    await preloadAnswerParts?.(answer.availability);
  }
  return answer;
}

/** The address the answer is about, for the box to keep. */
const answerText = (answer: AvailabilityAnswer | null | undefined): string | undefined =>
  answer ? ('text' in answer ? answer.text : answer.address) : undefined;

export default function AvailabilityPage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, { availability?: AvailabilityAnswer }>;
  // Read only: useSearchParams would add its setter's code to the entry chunk, where react-router sits.
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const { cart } = useSessionSnapshot();
  // A new check in either box replaces the server's answer (docs/product/address-check.md#before-javascript).
  const [replaced, setReplaced] = useState<AvailabilityAnswer | null>();
  useEffect(() => {
    const replace = () => setReplaced(data.availability);
    checksStarted.addEventListener('check', replace);
    return () => checksStarted.removeEventListener('check', replace);
  }, [data.availability]);
  const answer = data.availability === replaced ? undefined : data.availability;
  const requested = availabilityRequestedService(query.get(AVAILABILITY_SERVICE_PARAM), cart.cart.serviceType);
  return (
    <PageLayout
      className="availability-page"
      contentFailed={!content}
      intro={<LeadCopy text={content?.leadCopy ?? content?.description} />}
    >
      <section className="availability-page__check" aria-label="Check your address">
        <AddressCheck
          variant="page"
          headingLevel={2}
          requestedServiceType={requested}
          initialText={answerText(answer)}
          serverAnswered={answer !== undefined}
        />
      </section>
      {answer ? <AnswerSection.Component answer={answer} /> : null}
      <Sections sections={content?.sections} />
    </PageLayout>
  );
}
