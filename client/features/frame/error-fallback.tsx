// docs/product/frame.md#error-fallback-page: 'Return home' is a full page load, which clears whatever broke.
import { Button } from '../../components/ui/button';
import './error-fallback.css';

export interface ErrorFallbackProps {
  /** Defaults to reloading the page (docs/product/frame.md#error-fallback-page: 'Try again' reloads). */
  onTryAgain?: () => void;
}

const reloadPage = () => window.location.reload();

export function ErrorFallback({ onTryAgain = reloadPage }: ErrorFallbackProps) {
  return (
    <main className="error-fallback">
      <h1>Whoops!</h1>
      <p>We are sorry, something seems to have gone wrong.</p>
      <div className="error-fallback__actions">
        <Button colour="lime" hoverColor="indigo" onClick={() => onTryAgain()}>
          Try again
        </Button>
        <Button colour="indigo" hoverColor="lime" href="/">
          Return home
        </Button>
      </div>
      <p className="error-fallback__note">We have been notified of this issue.</p>
    </main>
  );
}
