// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { readServerSentEvents } from '../api/write-lyric.ts';
import { LyricsPage } from './lyrics-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const writer = (over: object = {}) => ({
  provider: 'builtin',
  model: null,
  allowance: { tool: 'lyrics', used: 1, limit: 5, resetsAt: '2026-12-01T00:00:00.000Z' },
  hasPublishedRelease: true,
  ...over,
});
const saved = {
  id: '0190b6a4-0000-7000-8000-000000000001',
  title: 'Midnight Train',
  genre: 'pop',
  mood: 'happy',
  language: 'en',
  dedicatedTo: null,
  chorus: null,
  customWords: [],
  text: '[Verse 1]\nHello',
  provider: 'builtin',
  model: null,
  note: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const sse = (...events: [string, unknown][]) =>
  new Response(events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

function stubApi(writerAnswer: object, post: () => Response) {
  return stubFetch(
    vi.fn(async (url: string, init: { method: string; body?: string }) => {
      if (init.method === 'POST') return post();
      if (url.includes('/v1/lyrics/writer')) return Response.json(writerAnswer);
      return Response.json({ items: [], nextCursor: null });
    }),
  );
}

async function fillForm(words: string[] = []) {
  fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Midnight Train' } });
  for (const [label, option] of [
    [/^Genre/, 'Pop'],
    [/^Mood/, 'Happy'],
  ] as const) {
    const input = screen.getByRole('combobox', { name: label });
    input.focus();
    fireEvent.click(input);
    const list = await waitFor(() =>
      document.getElementById(input.getAttribute('aria-controls')!)!,
    );
    fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
  }
  const tags = screen
    .getAllByLabelText(/^Custom words/)
    .find((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden')!;
  if (words.length > 0) {
    fireEvent.paste(tags, { clipboardData: { getData: () => words.join(',') } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Write lyrics' }));
}

describe('the lyrics page', () => {
  it('names the built-in writer honestly and shows the text as it is written', async () => {
    const fetch = stubApi(writer(), () =>
      sse(
        ['start', { provider: 'builtin', model: null }],
        ['text', { text: '[Verse 1]\n' }],
        ['text', { text: 'Hello' }],
        ['done', saved],
      ),
    );
    await renderWithProviders(
      <MemoryRouter>
        <LyricsPage />
      </MemoryRouter>,
    );
    expect((await screen.findAllByText("Soundpost's built-in writer")).length).toBeGreaterThan(0);
    expect(screen.getByText(/It is not AI\./)).toBeTruthy();
    expect(screen.getByText('4 of 5 lyrics left this month')).toBeTruthy();
    await fillForm();
    await waitFor(() =>
      expect(screen.getByTestId('lyric-text').textContent).toBe('[Verse 1]\nHello'),
    );
    expect(screen.getByRole('link', { name: 'Open and edit' }).getAttribute('href')).toBe(
      `/tools/lyrics/${saved.id}`,
    );
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body!)).toMatchObject({ title: 'Midnight Train', mood: 'happy' });
  });

  it('refuses a fifth custom word with the spec’s message, before asking the server', async () => {
    const fetch = stubApi(writer(), () => sse());
    await renderWithProviders(
      <MemoryRouter>
        <LyricsPage />
      </MemoryRouter>,
    );
    await fillForm(['one', 'two', 'three', 'four', 'five']);
    expect(await screen.findByText('You can only add up to 4 custom words.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });

  it('says when the month’s lyrics are used, and when a published release is needed', async () => {
    stubApi(writer({ allowance: { ...writer().allowance, used: 5 } }), () => sse());
    await renderWithProviders(
      <MemoryRouter>
        <LyricsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/No more lyrics available this month\./)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Write lyrics' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    cleanup();

    stubResizeObserver();
    stubApi(writer({ hasPublishedRelease: false }), () => sse());
    await renderWithProviders(
      <MemoryRouter>
        <LyricsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('A published release comes first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write lyrics' })).toBeNull();
  });
});

describe('reading server-sent events', () => {
  it('reads events split anywhere across chunks', async () => {
    const text = 'event: text\ndata: {"text":"a"}\n\nevent: done\ndata: {"id":"x"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(body)) events.push(event);
    expect(events).toEqual([
      { event: 'text', data: { text: 'a' } },
      { event: 'done', data: { id: 'x' } },
    ]);
  });
});
