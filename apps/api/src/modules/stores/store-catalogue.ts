import type { StoreCategory } from '@soundpost/contracts/stores';

/**
 * The stores and services Soundpost delivers to, seeded at start-up (see seedStores). The id
 * is a stable slug: releases, deliveries and reports refer to it, so never rename one; add a
 * new entry instead. `major` stores are the free plan's ("major only", spec section 6);
 * `closed` marks a service that has shut down: kept so past deliveries keep their store.
 */
type Flag = 'major' | 'closed';
type Entry = readonly [id: string, name: string, category: StoreCategory, flag?: Flag];

const entries: readonly Entry[] = [
  // The major stores (free plan).
  ['spotify', 'Spotify', 'streaming', 'major'],
  ['apple-music', 'Apple Music', 'streaming', 'major'],
  ['itunes', 'iTunes', 'download', 'major'],
  ['amazon-music', 'Amazon Music', 'streaming', 'major'],
  ['youtube-music', 'YouTube Music', 'streaming', 'major'],
  ['deezer', 'Deezer', 'streaming', 'major'],
  ['tidal', 'TIDAL', 'streaming', 'major'],
  ['tiktok', 'TikTok', 'social', 'major'],
  ['meta', 'Instagram & Facebook (Meta)', 'social', 'major'],
  ['soundcloud', 'SoundCloud', 'streaming', 'major'],
  ['pandora', 'Pandora', 'streaming', 'major'],
  ['audiomack', 'Audiomack', 'streaming', 'major'],
  ['shazam', 'Shazam', 'fingerprinting', 'major'],
  ['iheartradio', 'iHeartRadio', 'radio', 'major'],
  // Streaming: worldwide and the Americas.
  ['napster', 'Napster', 'streaming'],
  ['qobuz', 'Qobuz', 'streaming'],
  ['apple-music-classical', 'Apple Music Classical', 'streaming'],
  ['idagio', 'IDAGIO', 'streaming'],
  ['naxos-music-library', 'Naxos Music Library', 'streaming'],
  ['hoopla', 'hoopla digital', 'streaming'],
  ['vevo', 'Vevo', 'streaming'],
  ['pretzel', 'Pretzel', 'streaming'],
  ['trebel', 'TREBEL', 'streaming'],
  ['claro-musica', 'Claro Música', 'streaming'],
  ['sua-musica', 'Sua Música', 'streaming'],
  ['tuned-global', 'Tuned Global', 'streaming'],
  ['kuack-media', 'Kuack Media', 'streaming'],
  ['imusica', 'iMusica', 'streaming'],
  ['palco-mp3', 'Palco MP3', 'streaming'],
  ['audius', 'Audius', 'streaming'],
  ['nuuday', 'Nuuday (YouSee Musik)', 'streaming'],
  ['telmore-musik', 'Telmore Musik', 'streaming'],
  ['resso', 'Resso', 'streaming', 'closed'],
  ['simfy-africa', 'Simfy Africa', 'streaming', 'closed'],
  // Middle East, Africa, Turkey, Russia and the CIS.
  ['anghami', 'Anghami', 'streaming'],
  ['yango-play', 'Yango Play', 'streaming'],
  ['boomplay', 'Boomplay', 'streaming'],
  ['mdundo', 'Mdundo', 'streaming'],
  ['udux', 'uduX', 'streaming'],
  ['fizy', 'fizy', 'streaming'],
  ['muud', 'Muud', 'streaming'],
  ['yandex-music', 'Yandex Music', 'streaming'],
  ['vk-music', 'VK Music', 'streaming'],
  ['zvuk', 'Zvuk', 'streaming'],
  ['mts-music', 'MTS Music (KION)', 'streaming'],
  ['ok-music', 'OK Music', 'streaming'],
  // South Asia.
  ['jiosaavn', 'JioSaavn', 'streaming'],
  ['gaana', 'Gaana', 'streaming'],
  ['wynk', 'Wynk Music', 'streaming'],
  ['hungama', 'Hungama Music', 'streaming'],
  // East and South-East Asia.
  ['netease-cloud-music', 'NetEase Cloud Music', 'streaming'],
  ['tencent-qq-music', 'QQ Music (Tencent)', 'streaming'],
  ['tencent-kugou', 'Kugou Music (Tencent)', 'streaming'],
  ['tencent-kuwo', 'Kuwo Music (Tencent)', 'streaming'],
  ['joox', 'JOOX', 'streaming'],
  ['migu-music', 'Migu Music', 'streaming'],
  ['soda-music', 'Soda Music (Qishui)', 'streaming'],
  ['huawei-music', 'Huawei Music', 'streaming'],
  ['qianqian-music', 'Qianqian Music', 'streaming'],
  ['kanjian', 'Kanjian', 'streaming'],
  ['xiami', 'Xiami Music', 'streaming', 'closed'],
  ['kkbox', 'KKBOX', 'streaming'],
  ['mymusic', 'myMusic', 'streaming'],
  ['friday-music', 'friDay Music', 'streaming'],
  ['hami-music', 'Hami Music', 'streaming'],
  ['moov', 'MOOV', 'streaming'],
  ['music-island', 'Music Island', 'streaming'],
  ['melon', 'Melon', 'streaming'],
  ['genie', 'Genie Music', 'streaming'],
  ['bugs', 'Bugs!', 'streaming'],
  ['flo', 'FLO', 'streaming'],
  ['vibe', 'VIBE', 'streaming'],
  ['line-music', 'LINE MUSIC', 'streaming'],
  ['awa', 'AWA', 'streaming'],
  ['rakuten-music', 'Rakuten Music', 'streaming'],
  ['music-jp', 'music.jp', 'streaming'],
  ['zing-mp3', 'Zing MP3', 'streaming'],
  ['nhaccuatui', 'NhacCuaTui', 'streaming'],
  ['keeng', 'Keeng', 'streaming'],
  // Download stores.
  ['beatport', 'Beatport', 'download'],
  ['beatsource', 'Beatsource', 'download'],
  ['traxsource', 'Traxsource', 'download'],
  ['juno-download', 'Juno Download', 'download'],
  ['7digital', '7digital', 'download'],
  ['bleep', 'Bleep', 'download'],
  ['boomkat', 'Boomkat', 'download'],
  ['hdtracks', 'HDtracks', 'download'],
  ['prostudiomasters', 'ProStudioMasters', 'download'],
  ['presto-music', 'Presto Music', 'download'],
  ['highresaudio', 'HIGHRESAUDIO', 'download'],
  ['eclassical', 'eClassical', 'download'],
  ['native-dsd', 'NativeDSD Music', 'download'],
  ['acoustic-sounds', 'Acoustic Sounds (Super HiRez)', 'download'],
  ['emusic', 'eMusic', 'download'],
  ['medianet', 'MediaNet', 'download'],
  ['recochoku', 'RecoChoku', 'download'],
  ['mora', 'mora', 'download'],
  ['ototoy', 'OTOTOY', 'download'],
  ['mysound', 'mysound', 'download'],
  // Social, short video and karaoke.
  ['youtube-shorts', 'YouTube Shorts', 'social'],
  ['capcut', 'CapCut', 'social'],
  ['snapchat', 'Snapchat', 'social'],
  ['triller', 'Triller', 'social'],
  ['likee', 'Likee', 'social'],
  ['kwai', 'Kwai', 'social'],
  ['kuaishou', 'Kuaishou', 'social'],
  ['douyin', 'Douyin', 'social'],
  ['bilibili', 'bilibili', 'social'],
  ['xiaohongshu', 'Xiaohongshu (RED)', 'social'],
  ['lemon8', 'Lemon8', 'social'],
  ['roblox', 'Roblox', 'social'],
  ['moj', 'Moj', 'social'],
  ['sharechat', 'ShareChat', 'social'],
  ['josh', 'Josh', 'social'],
  ['chingari', 'Chingari', 'social'],
  ['roposo', 'Roposo', 'social'],
  ['smule', 'Smule', 'social'],
  ['starmaker', 'StarMaker', 'social'],
  ['wesing', 'WeSing (Tencent)', 'social'],
  ['yokee', 'Yokee Karaoke', 'social'],
  ['karafun', 'KaraFun', 'social'],
  // Fingerprinting, content identification and recognition.
  ['youtube-content-id', 'YouTube Content ID', 'fingerprinting'],
  ['audible-magic', 'Audible Magic', 'fingerprinting'],
  ['gracenote', 'Gracenote', 'fingerprinting'],
  ['acrcloud', 'ACRCloud', 'fingerprinting'],
  ['pex', 'Pex', 'fingerprinting'],
  ['bmat', 'BMAT', 'fingerprinting'],
  ['soundmouse', 'Soundmouse', 'fingerprinting'],
  ['soundhound', 'SoundHound', 'fingerprinting'],
  ['vobile', 'Vobile', 'fingerprinting'],
  // Fitness.
  ['peloton', 'Peloton', 'fitness'],
  ['fit-radio', 'FIT Radio', 'fitness'],
  ['feed-fm', 'Feed.fm', 'fitness'],
  ['echelon', 'Echelon', 'fitness'],
  ['ifit', 'iFIT', 'fitness'],
  ['apple-fitness-plus', 'Apple Fitness+', 'fitness'],
  ['hydrow', 'Hydrow', 'fitness'],
  ['aaptiv', 'Aaptiv', 'fitness'],
  // Radio, background music and jukeboxes.
  ['liveone', 'LiveOne', 'radio'],
  ['mixcloud', 'Mixcloud', 'radio'],
  ['siriusxm', 'SiriusXM', 'radio'],
  ['jango', 'Jango', 'radio'],
  ['accuradio', 'AccuRadio', 'radio'],
  ['music-choice', 'Music Choice', 'radio'],
  ['stingray-music', 'Stingray Music', 'radio'],
  ['soundtrack-your-brand', 'Soundtrack Your Brand', 'radio'],
  ['soundsuit', 'Soundsuit', 'radio'],
  ['imagesound', 'Imagesound', 'radio'],
  ['startle', 'Startle', 'radio'],
  ['qsic', 'Qsic', 'radio'],
  ['playnetwork', 'PlayNetwork', 'radio'],
  ['mood-media', 'Mood Media', 'radio'],
  ['rockbot', 'Rockbot', 'radio'],
  ['cloud-cover-music', 'Cloud Cover Music', 'radio'],
  ['touchtunes', 'TouchTunes', 'radio'],
  ['ami-entertainment', 'AMI Entertainment', 'radio'],
];

/**
 * Where a release is found on a store before its real link is known: the store's public
 * search, by UPC where the store's search takes one (Spotify's `upc:` filter), otherwise by
 * artist and title. Placeholders are filled in URL-encoded. An operator may change them.
 */
const linkTemplates: Readonly<Record<string, string>> = {
  spotify: 'https://open.spotify.com/search/upc:{upc}',
  'apple-music': 'https://music.apple.com/search?term={artist}%20{title}',
  itunes: 'https://music.apple.com/search?term={artist}%20{title}',
  'amazon-music': 'https://music.amazon.com/search/{artist}%20{title}',
  'youtube-music': 'https://music.youtube.com/search?q={artist}%20{title}',
  deezer: 'https://www.deezer.com/search/{artist}%20{title}',
  tidal: 'https://listen.tidal.com/search?q={artist}%20{title}',
  soundcloud: 'https://soundcloud.com/search?q={artist}%20{title}',
  pandora: 'https://www.pandora.com/search/{artist}%20{title}/all',
  audiomack: 'https://audiomack.com/search?q={artist}%20{title}',
  iheartradio: 'https://www.iheart.com/search/?q={artist}%20{title}',
  tiktok: 'https://www.tiktok.com/search?q={artist}%20{title}',
  qobuz: 'https://www.qobuz.com/search?q={artist}%20{title}',
  beatport: 'https://www.beatport.com/search?q={artist}%20{title}',
  anghami: 'https://play.anghami.com/search/{artist}%20{title}',
  boomplay: 'https://www.boomplay.com/search/default/{artist}%20{title}',
  jiosaavn: 'https://www.jiosaavn.com/search/{artist}%20{title}',
};

export type CatalogueStore = {
  id: string;
  name: string;
  category: StoreCategory;
  major: boolean;
  premiumOnly: boolean;
  closed: boolean;
  linkTemplate: string | null;
};

export const storeCatalogue: readonly CatalogueStore[] = entries.map(
  ([id, name, category, flag]) => ({
    id,
    name,
    category,
    major: flag === 'major',
    premiumOnly: flag !== 'major',
    closed: flag === 'closed',
    linkTemplate: linkTemplates[id] ?? null,
  }),
);
