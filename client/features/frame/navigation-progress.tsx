// An indeterminate progressbar while a client-side navigation loads its page (the wait has no known length).
import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** True while react-router loads the next page (or submits a form navigation). */
export function useNavigationPending(): boolean {
  return useNavigation().state !== 'idle';
}

export function NavigationProgress({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label="Loading page" aria-valuetext="Loading">
      <span className="navigation-progress__bar" aria-hidden="true" />
    </div>
  );
}
