import { vi } from 'vitest';

/** jsdom has no ResizeObserver; Mantine's scroll areas and charts only listen for resizes. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
