import type { NotificationData } from '@mantine/notifications';
import { i18n } from './i18n.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let used = false;

/**
 * Shows a toast. The notifications package (container, transitions) is loaded on the first
 * call rather than with the landing page; `NotificationsHost` mounts its container then.
 */
export function notify(data: NotificationData): void {
  if (!used) {
    used = true;
    for (const listener of listeners) listener();
  }
  // Mantine's close button has no accessible name of its own.
  const closeButtonProps = { 'aria-label': i18n.t('common:close'), ...data.closeButtonProps };
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ ...data, closeButtonProps }),
  );
}

/** For `useSyncExternalStore`: whether any notification was ever requested. */
export const notifyState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => used,
};
