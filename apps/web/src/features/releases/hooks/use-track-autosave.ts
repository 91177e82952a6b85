import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import type { Track } from '../api/add-track.ts';
import { releaseQueryKey } from '../api/get-release.ts';
import { updateTrack } from '../api/update-track.ts';
import { toAutosaveInput, toTrackValues, type TrackValues } from '../utils/track-form.ts';
import type { FieldIssue } from '../utils/track-problems.ts';

/** How long typing may pause before the track is saved. */
export const autosaveDelayMs = 800;

/**
 * A track's save state: `saved` (the server has what is shown), `unsaved` (changes wait for
 * the pause, or a row is still incomplete), `saving`, `failed` (the server refused or could
 * not be reached; `error` says why).
 */
export type TrackSaveState = { status: 'saved' | 'unsaved' | 'saving' | 'failed'; error?: unknown };

type Entry = { values: TrackValues; state: TrackSaveState };

/**
 * The tracks step's drafts, saved as the artist types (decision 032): each change waits
 * `autosaveDelayMs`, then the track's acceptable fields go to the server in one PATCH; saves
 * of one track never overlap. Field errors the server returns stay on their fields, and the
 * rest of the track is saved without them.
 */
export function useTrackAutosave(releaseId: string, tracks: Track[], customIsrc: boolean) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, Record<string, FieldIssue>>>({});
  const latest = useRef<Record<string, TrackValues>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const running = useRef(new Map<string, Promise<boolean>>());
  const pending = useRef(new Set<string>());

  const setState = (id: string, state: TrackSaveState) =>
    setEntries((all) => {
      const values = latest.current[id];
      return values ? { ...all, [id]: { values, state } } : all;
    });

  const send = async (id: string): Promise<boolean> => {
    const values = latest.current[id];
    if (!values) return true;
    pending.current.delete(id);
    setState(id, { status: 'saving' });
    const { input, complete } = toAutosaveInput(values, customIsrc);
    let refused: Record<string, FieldIssue> = {};
    let failure: unknown = null;
    try {
      await updateTrack(releaseId, id, input);
    } catch (error) {
      failure = error;
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        // Save the rest of the track; what the server refused stays at its field.
        const params = error.params;
        refused = Object.fromEntries(
          Object.entries(error.fields).map(([path, code]) => [path, { code, params }]),
        );
        const rest = Object.fromEntries(
          Object.entries(input).filter(([key]) => !(key in topLevel(error.fields!))),
        );
        await updateTrack(releaseId, id, rest).catch(() => undefined);
      }
    }
    void queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) });
    setFieldErrors((all) => ({ ...all, [id]: refused }));
    // A change typed while this save ran is saved by the next one.
    if (latest.current[id] !== values) return false;
    if (failure) {
      // A flush (leaving, or "Save and continue") tries a refused track again.
      pending.current.add(id);
      setState(id, { status: 'failed', error: failure });
    } else setState(id, { status: complete ? 'saved' : 'unsaved' });
    return !failure && complete;
  };

  /** True when the server has what is shown: no pending change, nothing held back. */
  const settled = (id: string) => {
    const values = latest.current[id];
    return !values || toAutosaveInput(values, customIsrc).complete;
  };

  const save = (id: string): Promise<boolean> => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    const before = running.current.get(id) ?? Promise.resolve(true);
    const next = before.then(() => (pending.current.has(id) ? send(id) : settled(id)));
    running.current.set(id, next);
    return next;
  };

  const change = (id: string, values: TrackValues) => {
    latest.current[id] = values;
    pending.current.add(id);
    setEntries((all) => ({ ...all, [id]: { values, state: { status: 'unsaved' } } }));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => void save(id), autosaveDelayMs),
    );
  };

  /** Saves every track with changes now; true when all of them are saved. */
  const flush = async (): Promise<boolean> => {
    const ids = Object.keys(latest.current).filter((id) => tracks.some((tr) => tr.id === id));
    const results = await Promise.all(ids.map((id) => save(id)));
    return results.every(Boolean);
  };

  /** Forgets a removed track's draft and its waiting save. */
  const forget = (id: string) => {
    clearTimeout(timers.current.get(id));
    pending.current.delete(id);
    delete latest.current[id];
    setEntries(({ [id]: _removed, ...rest }) => rest);
  };

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  const valuesOf = (track: Track) => entries[track.id]?.values ?? toTrackValues(track);
  const stateOf = (id: string): TrackSaveState => entries[id]?.state ?? { status: 'saved' };
  const dirty = tracks.some((tr) => stateOf(tr.id).status !== 'saved');
  return { valuesOf, stateOf, change, flush, forget, fieldErrors, dirty };
}

/** `{ 'contributors.0.name': … }` → `{ contributors: true }`: the PATCH keys a refusal names. */
function topLevel(fields: Record<string, string>): Record<string, true> {
  return Object.fromEntries(Object.keys(fields).map((path) => [path.split('.')[0]!, true]));
}
