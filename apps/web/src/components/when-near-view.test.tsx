// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { stubIntersectionObserver } from '../test/intersection-observer.ts';
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
    const observer = stubIntersectionObserver();
    render(<WhenNearView placeholder={<p>waiting</p>}>{<p>chart</p>}</WhenNearView>);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer.notify([{ isIntersecting: false }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => observer.notify([{ isIntersecting: true }]));
    expect(screen.getByText('chart')).toBeTruthy();
    expect(observer.disconnect).toHaveBeenCalled();
  });
});
