import { Button } from '@bench/sdk';
import { PredictionList } from './PredictionList.tsx';

/** The foot of every creator tab: Submit (busy while submitting), the failure, and the predictions of its type. */
export function CreatorFooter({
  busy,
  error,
  disabled,
  onSubmit,
  title,
  type,
}: {
  busy: boolean;
  error: string | null;
  disabled: boolean;
  onSubmit(): void;
  title: string;
  type: string;
}) {
  return (
    <>
      <div>
        <Button variant="primary" disabled={busy || disabled} onClick={onSubmit}>
          {busy ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
      {error && (
        <p className="bn-sp-error" role="alert">
          {error}
        </p>
      )}
      <h3>{title}</h3>
      <PredictionList type={type} />
    </>
  );
}
