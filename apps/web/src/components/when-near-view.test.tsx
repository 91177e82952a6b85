// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNearView } from './when-near-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenNearView', () => {
  it('shows its children at once without IntersectionObserver', () => {
    render(<WhenNearView placeholder={<p>waiting</p>}>{<p>chart</p>}</WhenNearView>);
    expect(screen.getByText('chart')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('shows the placeholder until its place comes near the viewport', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<WhenNearView placeholder={<p>waiting</p>}>{<p>chart</p>}</WhenNearView>);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('chart')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
