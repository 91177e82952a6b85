import type { ModelEndpoint } from '../../config.ts';
import { LyricsWriterError, type LyricsBrief, type LyricsWriter } from './lyrics-writer.ts';

const languageNames: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
  ar: 'Arabic',
  hi: 'Hindi',
  ru: 'Russian',
  tr: 'Turkish',
};

/** The longest lyric kept: a track's lyrics field holds 10,000 characters. */
const maxCharacters = 10_000;

const systemPrompt = [
  'You are a songwriter. Write original song lyrics for the artist.',
  'Structure: [Verse 1], [Chorus], [Verse 2], [Chorus], [Bridge], each label on its own line.',
  'Answer with the lyrics only: no title line, no commentary.',
].join(' ');

/** The artist's form as the model reads it. */
export function promptOf(brief: LyricsBrief): string {
  const lines = [
    `Title: ${brief.title}`,
    `Genre: ${brief.genre}`,
    `Mood: ${brief.mood.replace('_', ' ')}`,
    brief.language === 'other'
      ? 'Language: the one that suits the title best'
      : `Language: ${languageNames[brief.language]}`,
  ];
  if (brief.dedicatedTo) lines.push(`Dedicated to: ${brief.dedicatedTo}`);
  if (brief.chorus) lines.push(`Use this line in the chorus: ${brief.chorus}`);
  if (brief.customWords.length > 0) lines.push(`Use these words: ${brief.customWords.join(', ')}`);
  return lines.join('\n');
}

export type StreamTimeouts = {
  /** Until the answer's headers arrive. */
  firstByteMs: number;
  /** Between two pieces of the stream. */
  idleMs: number;
};
const defaultTimeouts: StreamTimeouts = { firstByteMs: 30_000, idleMs: 30_000 };

/**
 * A writer on any OpenAI-compatible chat-completions endpoint (a hosted model, or a
 * self-hosted Ollama, llama.cpp or vLLM server): `POST {LYRICS_API_URL}/chat/completions` with
 * `stream: true`, reading the server-sent `data: {…}` chunks until `data: [DONE]`.
 */
export function openAiCompatibleWriter(
  settings: ModelEndpoint,
  timeouts: StreamTimeouts = defaultTimeouts,
): LyricsWriter {
  return {
    provider: 'openai_compatible',
    model: settings.model,
    async write(brief, signal) {
      const timer = new AbortController();
      const abort = AbortSignal.any([signal, timer.signal]);
      let timeout = setTimeout(() => timer.abort(), timeouts.firstByteMs);
      const response = await fetch(`${settings.apiUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          stream: true,
          temperature: 0.9,
          messages: [
            { role: 'system', content: systemPrompt },
            { role: 'user', content: promptOf(brief) },
          ],
        }),
        signal: abort,
      }).catch((error: unknown) => {
        clearTimeout(timeout);
        throw timer.signal.aborted
          ? new LyricsWriterError('timeout', 'no answer')
          : new LyricsWriterError('unavailable', String(error));
      });
      clearTimeout(timeout);
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new LyricsWriterError(
          response.status === 429 ? 'rate_limited' : 'unavailable',
          `HTTP ${response.status}`,
        );
      }
      const body = response.body;
      async function* pieces() {
        const reader = body.pipeThrough(new TextDecoderStream()).getReader();
        let buffered = '';
        let written = 0;
        try {
          for (;;) {
            timeout = setTimeout(() => timer.abort(), timeouts.idleMs);
            const chunk = await reader.read().catch(() => {
              throw timer.signal.aborted
                ? new LyricsWriterError('timeout', 'the stream stalled')
                : new LyricsWriterError('unavailable', 'the stream broke off');
            });
            clearTimeout(timeout);
            if (chunk.done) break;
            buffered += chunk.value;
            const lines = buffered.split(/\r?\n/);
            buffered = lines.pop() ?? '';
            for (const line of lines) {
              const piece = pieceOf(line);
              if (piece === 'done') return;
              if (!piece) continue;
              written += piece.length;
              if (written > maxCharacters) return;
              yield piece;
            }
          }
          if (pieceOf(buffered) !== 'done') {
            throw new LyricsWriterError('bad_answer', 'the stream ended before [DONE]');
          }
        } finally {
          clearTimeout(timeout);
          await reader.cancel().catch(() => {});
        }
      }
      return { note: null, pieces: pieces() };
    },
  };
}

/** The text of one line of the stream: `done` at `data: [DONE]`, '' for anything without text. */
function pieceOf(line: string): string | 'done' {
  if (!line.startsWith('data:')) return '';
  const data = line.slice(5).trim();
  if (data === '[DONE]') return 'done';
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new LyricsWriterError('bad_answer', 'a chunk is not JSON');
  }
  const choices = (chunk as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) throw new LyricsWriterError('bad_answer', 'a chunk has no choices');
  const content = (choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw new LyricsWriterError('bad_answer', 'a chunk content is not text');
  }
  return content ?? '';
}
