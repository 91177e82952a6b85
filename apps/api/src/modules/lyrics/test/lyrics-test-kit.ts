import type { LightMyRequestResponse } from 'fastify';
import { releases } from '../../releases/releases.table.ts';
import { tracks } from '../../releases/tracks.table.ts';
import type { TestApp } from '../../../test/app.ts';
import { uniqueId } from '../../../test/factories.ts';

/** A release of the owner in `status`, with one track. */
export async function releaseOf(
  t: TestApp,
  ownerId: string,
  status: (typeof releases.$inferInsert)['status'] = 'published',
) {
  const [release] = await t.db
    .insert(releases)
    .values({ ownerId, title: `Release ${uniqueId()}`, status })
    .returning();
  const [track] = await t.db
    .insert(tracks)
    .values({ releaseId: release!.id, position: 1, title: 'Track one' })
    .returning();
  return { release: release!, track: track! };
}

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** The server-sent events of an answer, in order. */
export function eventsOf(res: LightMyRequestResponse): StreamEvent[] {
  return res.body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export const lyricForm = {
  title: 'Midnight Train',
  genre: 'pop',
  mood: 'happy',
  language: 'en',
  dedicatedTo: 'Ana',
  chorus: '',
  customWords: ['ocean'],
};
