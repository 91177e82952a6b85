import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notifyState } from '../lib/notify.ts';
import classes from './notifications-host.module.css';

const Notifications = lazy(async () => {
  const [m] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.layer.css'),
    import('./app-styles.ts'),
  ]);
  return { default: m.Notifications };
});

/**
 * Mounts the toast container once the app first calls `notify()`. Alerts close by themselves
 * after 5 seconds unless a call says otherwise (spec section 7); they show below the header.
 */
export function NotificationsHost() {
  const needed = useSyncExternalStore(
    notifyState.subscribe,
    notifyState.getSnapshot,
    notifyState.getSnapshot,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={5000} position="top-right" classNames={classes} />
    </Suspense>
  );
}
