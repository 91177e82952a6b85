import type { ReleaseFacts, TrackSnapshot } from './release-snapshot.ts';
import type { XmlNode } from './ern-vocabulary.ts';

/**
 * The message's PartyList: every artist, contributor, performer and the label once, each
 * with a local reference (P1, P2, …) the rest of the message points to. One name is one
 * party: an artist who also wrote the song is one party with two roles.
 */
export type PartyIndex = {
  /** The reference of a name that appears in the snapshot. */
  ref(name: string): string;
  partyList: XmlNode;
};

export function indexParties(release: ReleaseFacts, tracks: TrackSnapshot[]): PartyIndex {
  const names = [
    release.displayArtist,
    ...release.featuredArtists,
    release.labelName,
    ...tracks.flatMap((t) => [
      t.displayArtist,
      ...t.featuredArtists,
      ...t.contributors.map((c) => c.name),
      ...t.performers.map((p) => p.name),
    ]),
  ];
  const refs = new Map<string, string>();
  for (const name of names) if (!refs.has(name)) refs.set(name, `P${refs.size + 1}`);
  return {
    ref(name) {
      const ref = refs.get(name);
      if (!ref) throw new Error(`No party for "${name}"`);
      return ref;
    },
    partyList: {
      Party: [...refs].map(([name, ref]) => ({
        PartyReference: ref,
        PartyName: { FullName: name },
      })),
    },
  };
}
