import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, two seconds at most, and can be cancelled', () => {
    const request = vi.fn((_task: () => void, _options: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task);
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('runs on the next task without requestIdleCallback (Safari), unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('otherwise resolves in a later task, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const done = vi.fn();
    void nextTask().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(done).toHaveBeenCalledOnce();
  });
});
