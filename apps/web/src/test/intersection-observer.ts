import { vi, type Mock } from 'vitest';

export type DrivenObserver = {
  notify: (entries: { isIntersecting: boolean }[]) => void;
  disconnect: Mock;
};

/**
 * An IntersectionObserver the test drives (jsdom has none): `notify` tells the last observer
 * created whether its element is near the viewport; `disconnect` records the observer's end.
 */
export function stubIntersectionObserver(): DrivenObserver {
  const observer: DrivenObserver = {
    notify: () => {},
    disconnect: vi.fn(),
  };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: DrivenObserver['notify']) {
        observer.notify = callback;
      }
      observe() {}
      disconnect = observer.disconnect;
    },
  );
  return observer;
}
