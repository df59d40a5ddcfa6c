import './spinner.css';
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="bn-spinner" role="status">
      <span className="bn-spinner__wheel" aria-hidden="true" />
      <span className="bn-spinner__label">{label}</span>
    </span>
  );
}
