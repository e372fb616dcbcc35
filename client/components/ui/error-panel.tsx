// docs/product/frame.md#error-panel Generic error panel; docs/product/frame.md#page-load Page load: the API-error flag hides content and shows it.
import { API_ERROR_HEADING } from '../../../shared/domain/address/messages';
import { Button } from './button';
import './error-panel.css';

export interface ErrorPanelProps {
  /** Defaults to reloading the page (docs/product/frame.md#error-panel: 'Try again' reloads). */
  onTryAgain?: () => void;
}

const reloadPage = () => window.location.reload();

export function ErrorPanel({ onTryAgain = reloadPage }: ErrorPanelProps) {
  return (
    <div role="alert" className="error-panel">
      <p className="error-panel__title">{API_ERROR_HEADING}</p>
      <p>Click below to refresh the page and try again.</p>
      <Button colour="lime" hoverColor="indigo" onClick={() => onTryAgain()}>
        Try again
      </Button>
      <p className="error-panel__note">(we have been notified of this issue)</p>
    </div>
  );
}
