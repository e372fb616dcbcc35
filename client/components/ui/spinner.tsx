// docs/product/frame.md#page-load Page load: a loading spinner shows until content loads. role=status so screen readers
// hear the label once, politely; the ring itself is decoration.
import './spinner.css';

export interface SpinnerProps {
  /** Accessible name and the text announced. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={['spinner', className].filter(Boolean).join(' ')}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
