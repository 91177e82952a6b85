import type { LanguagePack } from './language-pack.ts';

/** English: rhymes are checked against the pronunciation dictionary, not these groups. */
export const englishPack: LanguagePack = {
  sections: { verse: 'Verse', chorus: 'Chorus', bridge: 'Bridge' },
  lines: [
    'I {verb} beneath the {end}',
    '{Adj} hearts are waiting by the {end}',
    'We {verb} all the way into the {end}',
    'Every step I take is toward the {end}',
    "There's something {adj} in the {end}",
    'You and I against the {end}',
    'Nothing left but us and the {end}',
    'Hear it calling from the {end}',
    'Still {adj}, still searching for the {end}',
    'So we {verb} until we reach the {end}',
    'Tonight I {verb} with the {end}',
    'Keep it {adj}, keep the {end}',
  ],
  customLines: [
    'I carry {w} with me to the {end}',
    'They call it {w}, I call it the {end}',
    'Say {w} and meet me at the {end}',
  ],
  customEndLines: ['And every line I write comes back to {end}', 'All I hear is {end}'],
  dedications: ['This one is for {name}', '{name}, this song is yours'],
  moods: {
    aggressive: {
      ends: [
        ['fire', 'wire', 'choir', 'liar'],
        ['fight', 'night', 'light'],
        ['ground', 'sound', 'round'],
        ['rage', 'cage', 'stage'],
      ],
      adj: ['wild', 'fierce', 'loud'],
      verb: ['fight', 'roar', 'break'],
    },
    angry: {
      ends: [
        ['lies', 'eyes', 'skies', 'ties'],
        ['wall', 'hall', 'call', 'fall'],
        ['flame', 'name', 'game', 'blame'],
        ['chain', 'pain', 'stain'],
      ],
      adj: ['bitter', 'burning', 'broken'],
      verb: ['scream', 'burn', 'shout'],
    },
    chorus: {
      ends: [
        ['crowd', 'cloud'],
        ['hands', 'lands', 'bands', 'sands'],
        ['voice', 'choice'],
        ['street', 'beat', 'feet'],
      ],
      adj: ['loud', 'united', 'shining'],
      verb: ['sing', 'shout', 'clap'],
    },
    depressed: {
      ends: [
        ['day', 'way', 'gray'],
        ['stone', 'bone', 'phone', 'throne'],
        ['floor', 'door', 'shore', 'war'],
      ],
      adj: ['empty', 'heavy', 'quiet'],
      verb: ['drift', 'sink', 'wait'],
    },
    energetic: {
      ends: [
        ['beat', 'street', 'feet', 'heat'],
        ['light', 'night', 'flight'],
        ['show', 'flow', 'glow'],
        ['sun', 'one', 'run'],
      ],
      adj: ['electric', 'restless', 'alive'],
      verb: ['run', 'dance', 'jump'],
    },
    euphoric: {
      ends: [
        ['sky', 'eye', 'lullaby'],
        ['light', 'flight', 'height'],
        ['sea', 'key', 'tree'],
        ['gold', 'fold'],
      ],
      adj: ['golden', 'endless', 'weightless'],
      verb: ['fly', 'rise', 'shine'],
    },
    happy: {
      ends: [
        ['sun', 'fun', 'one'],
        ['day', 'way', 'play'],
        ['smile', 'mile', 'style'],
        ['light', 'kite', 'night'],
      ],
      adj: ['sunny', 'easy', 'bright'],
      verb: ['dance', 'laugh', 'smile'],
    },
    in_love: {
      ends: [
        ['heart', 'art', 'start', 'part'],
        ['kiss', 'bliss'],
        ['line', 'wine', 'sign', 'shine'],
        ['eyes', 'skies', 'surprise'],
      ],
      adj: ['tender', 'gentle', 'warm'],
      verb: ['fall', 'hold on', 'dream'],
    },
    sad: {
      ends: [
        ['rain', 'pain', 'train', 'pane'],
        ['tears', 'years', 'fears'],
        ['sky', 'goodbye', 'lullaby'],
        ['shore', 'door', 'floor'],
      ],
      adj: ['lonely', 'fading', 'silent'],
      verb: ['cry', 'wait', 'wander'],
    },
  },
};
