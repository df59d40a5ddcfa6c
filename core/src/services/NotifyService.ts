import { proxy } from 'valtio';
import {
  LIMITS,
  MESSAGES,
  boundedMessage,
  type Api,
  type Banner,
  type Notify,
  type NotifyState,
  type Toast,
  type ToastKind,
} from '@bench/sdk';
import { sleep, systemClock, type Clock } from './clock.ts';

const TOAST_MS = 6_000;
const GENERIC_DISRUPTION = 'generic-message';

type StoredNotification = Parameters<Notify['desktop']>[0];

export interface NotifyDeps {
  /** Lazy because Api reports disruptions to Notify, so Api is built after it. */
  api: () => Pick<Api, 'put'>;
  clock?: Clock;
  /** Shows one desktop notification; defaults to the browser Notification API. */
  showDesktop?: (title: string, body: string) => void | Promise<void>;
}

export class NotifyService implements Notify {
  readonly state: NotifyState = proxy<NotifyState>({ toasts: [], banner: null });
  private readonly clock: Clock;
  private readonly showDesktop: (title: string, body: string) => void | Promise<void>;
  private nextToastId = 1;
  private bannerAppliedAt = -Infinity;
  private pendingBanner: Banner | null = null;
  private bannerTimer: unknown = null;
  private readonly desktopSeen = new Set<string>();
  private readonly desktopQueue: StoredNotification[] = [];
  private desktopShownAt = -Infinity;
  private draining = false;

  constructor(private readonly deps: NotifyDeps) {
    this.clock = deps.clock ?? systemClock;
    this.showDesktop = deps.showDesktop ?? browserNotification;
  }

  success(message: string): void {
    this.push('success', message);
  }
  info(message: string): void {
    this.push('info', message);
  }
  warning(message: string): void {
    this.push('warning', message);
  }
  error(message: string, link?: Toast['link']): void {
    this.push('error', message, link);
  }

  dismiss(id: number): void {
    const index = this.state.toasts.findIndex((t) => t.id === id);
    if (index >= 0) this.state.toasts.splice(index, 1);
  }

  setDisruption(message: string | null, url?: string | null): void {
    if (message === null) return;
    const banner: Banner | null =
      message === ''
        ? null
        : { message: message === GENERIC_DISRUPTION ? MESSAGES.serviceDisruption : message, ...(url ? { url } : {}) };
    if (this.bannerTimer === null && sameBanner(banner, this.state.banner)) return;
    const wait = this.bannerAppliedAt + LIMITS.disruptionThrottleMs - this.clock.now();
    if (wait <= 0) {
      this.applyBanner(banner);
      return;
    }
    this.pendingBanner = banner;
    this.bannerTimer ??= this.clock.setTimeout(() => {
      this.bannerTimer = null;
      this.applyBanner(this.pendingBanner);
    }, wait);
  }

  desktop(notification: StoredNotification): void {
    if (notification.did_notify || this.desktopSeen.has(notification._id)) return;
    this.desktopSeen.add(notification._id);
    this.desktopQueue.push(notification);
    if (!this.draining) void this.drainDesktop();
  }

  /** Every toast is bounded: a long list of problems shows its first few and how many more. */
  private push(kind: ToastKind, message: string, link?: Toast['link']) {
    const toast: Toast = { id: this.nextToastId++, kind, message: boundedMessage(message), ...(link ? { link } : {}) };
    this.state.toasts.push(toast);
    this.clock.setTimeout(() => this.dismiss(toast.id), TOAST_MS);
  }

  private applyBanner(banner: Banner | null) {
    this.bannerAppliedAt = this.clock.now();
    this.state.banner = banner;
  }

  private async drainDesktop() {
    this.draining = true;
    while (this.desktopQueue.length) {
      const wait = this.desktopShownAt + LIMITS.notificationSpacingMs - this.clock.now();
      if (wait > 0) await sleep(this.clock, wait);
      const next = this.desktopQueue.shift()!;
      this.desktopShownAt = this.clock.now();
      try {
        await this.showDesktop(next.title, next.body);
        await this.deps.api().put(`/api/notifications/${next._id}`, { did_notify: true });
      } catch (error) {
        console.error('desktop notification failed', error);
      }
    }
    this.draining = false;
  }
}

function sameBanner(a: Banner | null, b: Banner | null): boolean {
  return a?.message === b?.message && a?.url === b?.url;
}

async function browserNotification(title: string, body: string): Promise<void> {
  const BrowserNotification = globalThis.Notification;
  if (!BrowserNotification) return;
  if (BrowserNotification.permission === 'default') await BrowserNotification.requestPermission();
  if (BrowserNotification.permission === 'granted') new BrowserNotification(title, { body });
}
