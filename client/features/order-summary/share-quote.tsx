// docs/product/ordering-and-handoff.md#shared-quotes: the button; the rest loads when pressed (docs/architecture.md#budgets).
import { useState, type ComponentType } from 'react';
import type { QuoteChoices } from './quote-request';
import { Button } from '../../components/ui/button';
import type { SharedQuoteProps } from './share-quote-panel';
import './share-quote.css';

type Panel = ComponentType<SharedQuoteProps>;

export function ShareQuote({ request }: { request: QuoteChoices }) {
  const [panel, setPanel] = useState<{ Component: Panel; for: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState('');
  // The link is for the choices it was made from: a change of plan or extras asks for a new one.
  const key = JSON.stringify(request);
  const onShare = () => {
    setFailed(false);
    import('./share-quote-panel').then(
      (module) => setPanel({ Component: module.SharedQuote, for: key }),
      () => setFailed(true),
    );
  };
  const Shown = panel && panel.for === key ? panel.Component : null;
  return (
    <div className="share-quote">
      <Button colour="offBlue" hoverColor="lime" onClick={onShare}>
        Share this quote
      </Button>
      {Shown ? <Shown key={key} request={request} onStatus={setStatus} /> : null}
      {/* In the page from the start, so what it comes to say is read out (the panel itself is not a live region). */}
      <p className="visually-hidden" role="status">
        {Shown ? status : ''}
      </p>
      {failed ? <p role="alert">We couldn't make a quote link just now. Please try again.</p> : null}
    </div>
  );
}
