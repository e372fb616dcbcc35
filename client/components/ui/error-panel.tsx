// docs/product/frame.md#error-panel Generic error panel; docs/product/frame.md#page-load Page load: the API-error flag hides content and shows it.
import { Button } from './button';
import './error-panel.css';

export interface ErrorPanelProps {
  /** Defaults to reloading the page (docs/product/frame.md#error-panel: 'Try again' reloads). */
  onTryAgain?: () => void;
}

const reloadPage = () => window.location.reload();

// The heading is spelt here, not imported from the shared messages: that module's chunk (the address check's) would
// then load in a cycle with the entry's, which breaks hydration. error-panel.test.tsx holds the two equal.
export function ErrorPanel({ onTryAgain = reloadPage }: ErrorPanelProps) {
  return (
    <div role="alert" className="error-panel">
      <p className="error-panel__title">Oops! It appears something has gone wrong on our end...</p>
      <p>Click below to refresh the page and try again.</p>
      <Button colour="lime" hoverColor="indigo" onClick={() => onTryAgain()}>
        Try again
      </Button>
      <p className="error-panel__note">(we have been notified of this issue)</p>
    </div>
  );
}
