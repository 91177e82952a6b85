import type { ReleaseType } from '@soundpost/contracts/catalog';
import type { Finding } from '@soundpost/contracts/prereview';
import { finding } from './finding-catalog.ts';

/** What the metadata checks read of a release: names and titles as the artist typed them. */
export type TextInput = {
  title: string | null;
  releaseType: ReleaseType;
  artistName: string | null;
  tracks: {
    position: number;
    title: string | null;
    trackArtist: string | null;
    versionType: string;
    contributors: { name: string; role: string }[];
  }[];
};

/** Where a title is: the release's (position 0) or a track's. */
type Where = { field: 'release' | 'track'; position: number; title: string };

const letters = (s: string) => s.replace(/[^\p{L}]/gu, '');
const isAllCaps = (s: string) => {
  const l = letters(s);
  // One short word in capitals (an acronym like "DNA") is not shouting.
  return l.length >= 4 && l === l.toUpperCase() && l !== l.toLowerCase();
};

// Style guides want exactly "(feat. Name)"; any other spelling of a featuring is a finding.
const featWord = /(?:^|[\s([])(feat\.?|ft\.?|featuring)(?=\s)/giu;
const properFeat = /\(feat\. [^()]+\)/u;
const explicitTag = /[([]\s*(explicit|clean|dirty)(\s+version)?\s*[)\]]/iu;
const official = /\bofficial\b/iu;
const url = /\b(https?:\/\/|www\.)\S+|\b[\w-]+\.(com|net|org|io|fm|me|ly)\b/iu;
const email = /[\w.+-]+@[\w-]+\.[\w.]+/u;
const emoji = /\p{Extended_Pictographic}/u;
const hashtag = /(^|\s)#\p{L}[\p{L}\d_]*/u;

/** Style-guide findings for one title: capitals, featuring, and what does not belong in it. */
export function titleFindings(where: Where, artistName: string | null): Finding[] {
  const params = { field: where.field, position: where.position, title: where.title };
  const found: Finding[] = [];
  if (isAllCaps(where.title) && !(artistName && isAllCaps(artistName))) {
    found.push(finding('title_all_caps', params));
  }
  for (const match of where.title.matchAll(featWord)) {
    const at = match.index + match[0].indexOf(match[1]!);
    const inParentheses = where.title.slice(at - 1).match(properFeat)?.index === 0;
    if (!inParentheses || match[1] !== 'feat.') {
      found.push(finding('feat_format', params));
      break;
    }
  }
  if (explicitTag.test(where.title)) found.push(finding('title_explicit_tag', params));
  if (official.test(where.title)) found.push(finding('title_official', params));
  if (email.test(where.title)) found.push(finding('title_email', params));
  else if (url.test(where.title)) found.push(finding('title_url', params));
  if (emoji.test(where.title)) found.push(finding('title_emoji', params));
  if (hashtag.test(where.title)) found.push(finding('title_hashtag', params));
  return found;
}

/**
 * Names that describe a mood or a playlist rather than an artist: the stores refuse them as
 * artist names (they are what keyword-stuffing uploads use). Compared without case or spaces.
 */
export const genericArtistNames = [
  'workout',
  'workout music',
  'relaxing music',
  'relaxation',
  'sleep sounds',
  'sleep music',
  'study music',
  'meditation music',
  'yoga music',
  'spa music',
  'white noise',
  'rain sounds',
  'nature sounds',
  'baby sleep',
  'lofi beats',
  'chill music',
  'piano music',
  'background music',
  'party music',
  'christmas music',
  'karaoke',
  'unknown artist',
  'various',
];

const normalName = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const featuringInName = /\s(feat\.?|ft\.?|featuring|with)\s/iu;
const severalInName = /\s(&|x|and|y|e|ve|vs\.?)\s|,\s*\S/iu;

/** Findings about an artist name: featurings or several artists in it, generic or "Various". */
export function artistFindings(
  name: string,
  releaseType: ReleaseType,
  where: { position: number },
): Finding[] {
  const params = { name, position: where.position };
  if (featuringInName.test(` ${name} `)) return [finding('featured_in_primary_artist', params)];
  const found: Finding[] = [];
  if (severalInName.test(name)) found.push(finding('several_primary_artists', params));
  const normal = normalName(name);
  if (normal === 'various artists' || normal === 'va') {
    if (releaseType === 'single') found.push(finding('various_artists_single', params));
  } else if (genericArtistNames.includes(normal)) {
    found.push(finding('generic_artist_name', params));
  }
  return found;
}

/** Version words in a title and the version type each one needs. */
const versionWords = [
  { word: /\bremix(ed)?\b/iu, type: 'remix' },
  { word: /\blive\b/iu, type: 'live' },
  { word: /\bacoustic\b/iu, type: 'acoustic' },
  { word: /\binstrumental\b/iu, type: 'instrumental' },
] as const;

// "(Name Remix)": the remixer named where the stores expect it.
const remixerInTitle = /[([][^()[\]]*\S\s+remix[)\]]/iu;

/** A track's version type against its title: "Remix" needs type remix and a named remixer. */
export function versionFindings(track: TextInput['tracks'][number]): Finding[] {
  const title = track.title ?? '';
  const params = { position: track.position, title, versionType: track.versionType };
  const found: Finding[] = [];
  for (const { word, type } of versionWords) {
    const inTitle = word.test(title);
    if (inTitle && track.versionType !== type) {
      found.push(finding('version_type_mismatch', { ...params, expected: type }));
    } else if (!inTitle && track.versionType === type) {
      found.push(finding('version_missing_in_title', { ...params, expected: type }));
    }
  }
  if (track.versionType === 'remix' && !remixerInTitle.test(title)) {
    found.push(finding('remix_without_remixer', params));
  }
  return found;
}

/** Every metadata finding of a release: titles, artist names and version types. */
export function textFindings(input: TextInput): Finding[] {
  const found: Finding[] = [];
  if (input.title) {
    found.push(
      ...titleFindings({ field: 'release', position: 0, title: input.title }, input.artistName),
    );
  }
  if (input.artistName) {
    found.push(...artistFindings(input.artistName, input.releaseType, { position: 0 }));
  }
  for (const track of input.tracks) {
    // A single's only track usually repeats the release title: one finding, not two.
    const sameAsRelease = track.title === input.title;
    if (track.title && !sameAsRelease) {
      const where = { field: 'track', position: track.position, title: track.title } as const;
      found.push(...titleFindings(where, track.trackArtist ?? input.artistName));
    }
    if (track.trackArtist && track.trackArtist !== input.artistName) {
      found.push(...artistFindings(track.trackArtist, input.releaseType, track));
    }
    found.push(...versionFindings(track));
  }
  return found;
}
