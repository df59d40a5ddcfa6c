import { Settings, useService, type ActionItem } from '@bench/sdk';
import { ActionJobControls } from './ActionJobControls.tsx';
import { ACTION_TAB_MESSAGES, VERIFICATION_MESSAGES } from './messages.ts';
import { shownStatus } from './model.ts';

const ACTIVE = new Set<ActionItem['status']>(['QUEUEING', 'RUNNING']);

/** Job id and status (QUEUEING shows as RUNNING, with a note that it waits for a worker), live progress, the engine, Cancel and Import results, and what the job reported. */
export function ActionJob({ action }: { action: ActionItem }) {
  const { supportUrl } = useService(Settings).values;
  const status = shownStatus(action.status);
  const progress = ACTIVE.has(action.status) ? action.progress : null;
  const verification = action.verification && !action.verification.verified ? action.verification.message : null;
  return (
    <section aria-label="Job">
      <dl className="bn-facts">
        <dt>Job</dt>
        <dd>{action.job_id ?? '—'}</dd>
        <dt>Status</dt>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the value's handle; screen readers pair it with its <dt> */}
        <dd aria-label="Status" className={`bn-actions-status--${status.label.toLowerCase()}`}>
          {status.label}
        </dd>
        {status.queued && (
          <>
            <dt>Queue</dt>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the value's handle; screen readers pair it with its <dt> */}
            <dd aria-label="Queue">{ACTION_TAB_MESSAGES.waitingForWorker}</dd>
          </>
        )}
        <dt>Engine</dt>
        <dd>
          {action.engine ?? '—'}
          {typeof action.method?.name === 'string' ? ` · ${action.method.name}` : ''}
        </dd>
      </dl>
      {progress && (
        <div className="bn-action-tab__progress">
          <progress max={100} value={progress.percent} aria-label="Progress" />
          <span>
            {progress.step} {Math.round(progress.percent)}%
          </span>
        </div>
      )}
      {ACTIVE.has(action.status) && <ActionJobControls action={action} />}
      {action.status === 'FAILED' && action.error_message && (
        <p className="bn-form-error" role="alert">
          {action.error_message}
        </p>
      )}
      {verification && (
        <p className="bn-inline-warning" role="alert">
          {VERIFICATION_MESSAGES[verification] ?? verification}{' '}
          <a href={supportUrl} target="_blank" rel="noreferrer">
            Documentation
          </a>
        </p>
      )}
    </section>
  );
}
