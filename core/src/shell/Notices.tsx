import { useEffect, useState } from 'react';
import { IconButton, Icon, LIMITS, MESSAGES, Notify, useService, useSnapshot } from '@bench/sdk';

/** The service-disruption banner, the narrow-screen warning and the toasts, on every screen. */
export function Notices() {
  return (
    <>
      <DisruptionBanner />
      <NarrowScreenWarning />
      <Toasts />
    </>
  );
}

function DisruptionBanner() {
  const { banner } = useSnapshot(useService(Notify).state);
  if (!banner?.message) return null;
  return (
    <div className="bn-banner" role="alert">
      {banner.message}
      {banner.url && (
        <a href={banner.url} target="_blank" rel="noopener">
          More information
        </a>
      )}
    </div>
  );
}

function NarrowScreenWarning() {
  const width = useWindowWidth();
  if (width >= LIMITS.narrowScreen) return null;
  return (
    <div className="bn-narrow-warning" role="status">
      {MESSAGES.narrowScreen}
    </div>
  );
}

function Toasts() {
  const notify = useService(Notify);
  const { toasts } = useSnapshot(notify.state);
  return (
    <div className="bn-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`bn-toast bn-toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="bn-toast__message">
            {toast.message}
            {toast.link && (
              <a href={toast.link.href} target="_blank" rel="noopener">
                {toast.link.label}
              </a>
            )}
          </span>
          <IconButton label="Dismiss" icon={<Icon name="close" size={12} />} onClick={() => notify.dismiss(toast.id)} />
        </div>
      ))}
    </div>
  );
}

/** Window width, updated after resizing settles (spec 3 §9: 200 ms). */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
