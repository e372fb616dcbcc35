// docs/product/frame.md#page-load: a spinner whose label screen readers hear once.
import './spinner.css';

export interface SpinnerProps {
  /** Accessible name and the text announced. */
  label?: string;
}

export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className="spinner">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
