/**
 * The demo network's content as plain typed data: eight city stations, their RJs, shows, podcasts, videos,
 * events, news, banners, contests, polls and pages. File references are paths relative to the seed-media
 * folder (see its manifest.json: what each file shows or says, which must fit what uses it); times are offsets
 * relative to the seed's `now`, which dating.ts moves as little as an item's season or weekdays ask.
 * apps/server/test/demo-*.test.ts hold it to the schedule, the calendar and itself.
 */
import type { BannerPage, MediaType, PlatformName } from '@tarang/contracts';
import { LINK_ATTRIBUTES, PLATFORM_NAMES, toSlug } from '@tarang/contracts';
import type { SeasonName } from './calendar';
import { type StationPageSeed, stationPageSeeds } from './pages';

/** A path relative to the seed-media folder, e.g. `images/covers/cover-01.webp`. */
export type SeedFile = string;

export type StateSeed = { name: string; cities: string[] };

export type StationSeed = {
  name: string;
  city: string;
  state: string;
  frequency: string;
  color: string;
  latitude: number;
  longitude: number;
  tagline: string;
  address: string;
  pin: string;
  phoneNumber: string;
  whatsappNumber: string;
  email: string;
  socialLinks: { platform: PlatformName; url: string }[];
  whatsappChannelUrl: string | null;
  logo: SeedFile;
};

export type ProfileSeed = {
  profileId: string;
  name: string;
  /** 1-based position in `stationSeeds`. */
  station: number;
  designation: string;
  showTime: string;
  bio: string;
  portrait: SeedFile;
  gallery: { file: SeedFile; caption: string }[];
  videos: { title: string; video: SeedFile; poster: SeedFile }[];
};

export type EpisodeSeed = {
  title: string;
  description: string;
  thumbnail?: SeedFile;
  /** The time of year it was made for ("Songs of the Monsoon"): the seed dates it in the last such season. */
  season?: SeasonName;
};

export type MediaSeed = {
  title: string;
  mediaType: MediaType;
  /** 1-based position in `stationSeeds`; null for a network-wide item. */
  station: number | null;
  genre: string;
  language: string;
  isEditorChoice: boolean;
  cover: SeedFile;
  description: string;
  /** profileIds of the hosts. */
  hosts: string[];
  episodes: EpisodeSeed[];
  /** The audio segments its episodes play, in turn (audio and podcasts; what they say fits the show). */
  sounds?: SoundName[];
  /** A podcast's release days, when it says them ("every other Thursday"): weekday 0 Sunday … 6 Saturday. */
  releases?: { weekday: number; everyDays: number };
};

export type EventSeed = {
  station: number;
  title: string;
  summary: string;
  description: string;
  venue: string;
  address: string;
  /**
   * Start, in days from `now` (negative: in the past, and written so), at `startHourIst` India time; moved to the
   * nearest day that fits `season` and `weekdays`, on the same side of `now`.
   */
  daysFromNow: number;
  startHourIst: number;
  durationHours: number;
  season?: SeasonName;
  /** The days it can be on: 0 Sunday … 6 Saturday (a broadcast of a weekday show, a car-free Sunday). */
  weekdays?: readonly number[];
  image: SeedFile;
  registrationUrl: string | null;
};

export type RedLineSeed = {
  station: number | null;
  title: string;
  summary: string;
  body: string;
  author: string;
  /** When it was published, unless `season` or `dated` say otherwise. */
  daysAgo: number;
  season?: SeasonName;
  /** Published `days` after (or, negative, before) the start of an event or the release of an episode it is about. */
  dated?: { event?: string; episode?: string; days: number };
  image: SeedFile;
};

export type BannerSeed = {
  station: number | null;
  page: BannerPage;
  title: string;
  subtitle: string;
  image: SeedFile;
  linkUrl: string | null;
  sortOrder: number;
};

export type ContestSeed = {
  station: number;
  title: string;
  description: string;
  howToParticipate: string;
  prize: string;
  image: SeedFile;
  /** Days from `now`. */
  startsInDays: number;
  endsInDays: number;
  /** For a contest that has closed: what its page adds ("Winners were announced on air."). */
  closedNote: string;
  /** A closed contest of a time of year ends in its last such season. */
  season?: SeasonName;
};

export type PollSeed = {
  station: number;
  question: string;
  options: string[];
  /** Votes per option, cast by the demo listeners (`demoListenerCount` at most). */
  votes: number[];
  startsInDays: number;
  endsInDays: number;
};

export type TalentHuntCategorySeed = { name: string; description: string };

// ---------------------------------------------------------------- small helpers

const pad = (n: number) => String(n).padStart(2, '0');
export const files = {
  logo: (n: number): SeedFile => `images/logos/station-${n}.webp`,
  portrait: (n: number): SeedFile => `images/portraits/rj-${pad(n)}.webp`,
  cover: (n: number): SeedFile => `images/covers/cover-${pad(n)}.webp`,
  gallery: (n: number): SeedFile => `images/gallery/gallery-${pad(n)}.webp`,
  banner: (n: number): SeedFile => `images/banners/banner-${pad(n)}.webp`,
  event: (n: number): SeedFile => `images/events/event-${pad(n)}.webp`,
  news: (n: number): SeedFile => `images/news/news-${pad(n)}.webp`,
  contest: (n: number): SeedFile => `images/contests/contest-${pad(n)}.webp`,
  episodeDefault: 'images/default/episode-default.webp' as SeedFile,
  audio: (n: number): SeedFile => `audio/episode-${pad(n)}.mp3`,
  video: (n: number): SeedFile => `video/video-${pad(n)}.mp4`,
  videoPoster: (n: number): SeedFile => `video/video-${pad(n)}.webp`,
  /** A poster the seed draws itself (posters.ts), not a file of the seed-media folder. */
  poster: (name: string): SeedFile => `${GENERATED}posters/${name}.webp`,
};

/** Files under this prefix are made by the seed (posters.ts); every other file comes from seed-media. */
export const GENERATED = 'generated/';

/**
 * The demo videos (scripts/demo-media/video.py; the manifest has each one's title card): one per video series,
 * whose card names the series and its station, played by every episode of that series; and two whose card names
 * only Tarang, for the RJs' own videos (an RJ's video is no show).
 */
const SERIES_VIDEO: Record<string, number> = {
  'Dilli Ki Galiyan': 1,
  'Studio Unplugged Mumbai': 2,
  'Namma Indie Sessions': 3,
  'Stand-up Saturdays': 4,
  'Rang Rajasthan': 5,
  'Awadh Kitchen': 6,
};
const RJ_VIDEOS = [7, 8];
export const VIDEO_FILES = 8;

/** The video an episode of the series `title` plays. */
export function seriesVideo(title: string): SeedFile {
  const n = SERIES_VIDEO[title];
  if (n === undefined) throw new Error(`no demo video for the series ${title}`);
  return files.video(n);
}

/** A video of an RJ's own (their videos, their gallery). */
export const rjVideo = (turn: number): SeedFile => files.video(RJ_VIDEOS[turn % RJ_VIDEOS.length] as number);

/**
 * The demo audio segments (scripts/demo-media/audio.py), by what they are and who speaks: a show plays those
 * that fit it, spoken by a voice like its hosts'. None names a station, an RJ, a show or a season.
 */
export const SOUNDS = {
  morning: 1,
  traffic: 2,
  countdownWoman: 3,
  food: 4,
  storyWoman: 5,
  cricket: 6,
  books: 7,
  wellness: 8,
  founders: 9,
  dedicationsMan: 10,
  dedicationsWoman: 11,
  countdownMan: 12,
  storyMan: 13,
  songsWoman: 14,
  songsMan: 15,
  indie: 16,
  answers: 17,
  goodNews: 18,
} as const;
export type SoundName = keyof typeof SOUNDS;
export const AUDIO_FILES = Object.keys(SOUNDS).length;

/** Escapes a bare `&` so authored text is valid HTML; authored text never holds `<` except inline tags. */
const esc = (text: string) => text.replace(/&(?![a-z]+;|#\d+;)/gi, '&amp;');
export const p = (text: string) => `<p>${esc(text)}</p>`;
export const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;
/** A link as the console stores one: sanitised, opening in a new tab without a handle on the page. */
export const a = (href: string, text: string) =>
  `<a href="${href}" target="${LINK_ATTRIBUTES.target}" rel="${LINK_ATTRIBUTES.rel}">${esc(text)}</a>`;

// ---------------------------------------------------------------- reference data

export const platformNames: PlatformName[] = [...PLATFORM_NAMES];

/** All 28 states and 8 union territories, with a few major cities each. */
export const stateSeeds: StateSeed[] = [
  { name: 'Andhra Pradesh', cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati', 'Amaravati'] },
  { name: 'Arunachal Pradesh', cities: ['Itanagar', 'Tawang', 'Pasighat'] },
  { name: 'Assam', cities: ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat'] },
  { name: 'Bihar', cities: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur'] },
  { name: 'Chhattisgarh', cities: ['Raipur', 'Bilaspur', 'Bhilai'] },
  { name: 'Goa', cities: ['Panaji', 'Margao', 'Vasco da Gama'] },
  { name: 'Gujarat', cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'] },
  { name: 'Haryana', cities: ['Gurugram', 'Faridabad', 'Panipat', 'Ambala'] },
  { name: 'Himachal Pradesh', cities: ['Shimla', 'Dharamshala', 'Manali', 'Mandi'] },
  { name: 'Jharkhand', cities: ['Ranchi', 'Jamshedpur', 'Dhanbad'] },
  { name: 'Karnataka', cities: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi'] },
  { name: 'Kerala', cities: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur'] },
  { name: 'Madhya Pradesh', cities: ['Bhopal', 'Indore', 'Gwalior', 'Jabalpur'] },
  { name: 'Maharashtra', cities: ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Thane'] },
  { name: 'Manipur', cities: ['Imphal', 'Churachandpur'] },
  { name: 'Meghalaya', cities: ['Shillong', 'Tura'] },
  { name: 'Mizoram', cities: ['Aizawl', 'Lunglei'] },
  { name: 'Nagaland', cities: ['Kohima', 'Dimapur'] },
  { name: 'Odisha', cities: ['Bhubaneswar', 'Cuttack', 'Puri', 'Rourkela'] },
  { name: 'Punjab', cities: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala'] },
  { name: 'Rajasthan', cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer'] },
  { name: 'Sikkim', cities: ['Gangtok', 'Namchi'] },
  { name: 'Tamil Nadu', cities: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem'] },
  { name: 'Telangana', cities: ['Hyderabad', 'Warangal', 'Karimnagar', 'Nizamabad'] },
  { name: 'Tripura', cities: ['Agartala', 'Dharmanagar'] },
  { name: 'Uttar Pradesh', cities: ['Lucknow', 'Kanpur', 'Varanasi', 'Agra', 'Prayagraj', 'Noida'] },
  { name: 'Uttarakhand', cities: ['Dehradun', 'Haridwar', 'Rishikesh', 'Nainital'] },
  { name: 'West Bengal', cities: ['Kolkata', 'Howrah', 'Siliguri', 'Durgapur'] },
  { name: 'Andaman and Nicobar Islands', cities: ['Sri Vijaya Puram'] },
  { name: 'Chandigarh', cities: ['Chandigarh'] },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', cities: ['Daman', 'Diu', 'Silvassa'] },
  { name: 'Delhi', cities: ['New Delhi'] },
  { name: 'Jammu and Kashmir', cities: ['Srinagar', 'Jammu', 'Anantnag'] },
  { name: 'Ladakh', cities: ['Leh', 'Kargil'] },
  { name: 'Lakshadweep', cities: ['Kavaratti'] },
  { name: 'Puducherry', cities: ['Puducherry', 'Karaikal'] },
];

export const genreNames: string[] = [
  'Bollywood',
  'Regional Cinema',
  'Indie',
  'Classical',
  'Talk',
  'Comedy',
  'Devotional',
  'Sports',
  'News & Current Affairs',
  'Food & Travel',
  'Wellness',
  'Books & Stories',
];

export const talentHuntCategorySeeds: TalentHuntCategorySeed[] = [
  {
    name: 'Singing',
    description:
      'Film songs, ghazals, folk or your own compositions, in any Indian language. Send a clean recording of up to two minutes, with or without accompaniment.',
  },
  {
    name: 'Stand-up comedy',
    description:
      'Three minutes of your best clean material. Observational, storytelling or one-liners: make our RJs laugh and you could open a Tarang comedy night.',
  },
  {
    name: 'Voice-over',
    description:
      'Read one of our sample radio spots or a promo you wrote yourself. We listen for clarity, warmth and timing: the raw material of a future RJ.',
  },
  {
    name: 'Poetry',
    description:
      'Shayari, nazm, kavita or free verse, in Hindi, Urdu, English or your mother tongue. Recite an original piece of up to two minutes.',
  },
  {
    name: 'Instrumental',
    description:
      'Sitar, tabla, veena, guitar, keyboard or the humble harmonica: play a piece of up to three minutes, classical or contemporary.',
  },
  {
    name: 'Dance-on-video',
    description:
      'Classical, folk, Bollywood or street styles. Film a one-minute piece in a single take, in portrait or landscape, with good light.',
  },
];

export const configSeeds: { key: string; value: unknown }[] = [
  { key: 'homeTagline', value: 'Eight cities. One heartbeat. Your radio, online.' },
  { key: 'studioVisit', value: { heading: 'Studio Visit', tagline: 'Meet Your Favourite RJs' } },
  { key: 'supportHours', value: 'Monday to Saturday, 10 AM to 6 PM IST' },
  { key: 'talentHunt', value: { isOpen: true, closesOn: null, maxUploadMb: 50 } },
];

// ---------------------------------------------------------------- stations

type SocialPlatform = PlatformName;
const socialUrl = (platform: SocialPlatform, city: string): string => {
  const handle = `tarang${city.toLowerCase()}`;
  const dashed = `tarang-${city.toLowerCase()}`;
  switch (platform) {
    case 'Facebook':
      return `https://www.facebook.com/${handle}`;
    case 'X':
      return `https://x.com/${handle}`;
    case 'Instagram':
      return `https://www.instagram.com/${handle}`;
    case 'Youtube':
      return `https://www.youtube.com/@${handle}`;
    case 'Spotify':
      return `https://open.spotify.com/user/${handle}`;
    case 'Gaana':
      return `https://gaana.com/artist/${dashed}`;
    case 'JioSaavn':
      return `https://www.jiosaavn.com/artist/${dashed}`;
    case 'Wynk':
      return `https://wynk.in/music/artist/${dashed}`;
    case 'Apple Podcasts':
      return `https://podcasts.apple.com/in/channel/${dashed}`;
  }
};
const socials = (city: string, platforms: SocialPlatform[]) =>
  platforms.map((platform) => ({ platform, url: socialUrl(platform, city) }));

export const stationSeeds: StationSeed[] = [
  {
    name: 'Tarang Delhi',
    city: 'New Delhi',
    state: 'Delhi',
    frequency: '94.3 FM',
    color: '#E63946',
    latitude: 28.6139,
    longitude: 77.209,
    tagline: 'Dilli ki dhadkan, har pal',
    address: '4th Floor, Tarang House, 18 Barakhamba Road, Connaught Place',
    pin: '110001',
    phoneNumber: '+91 11 4094 3000',
    whatsappNumber: '+91 98100 94300',
    email: 'delhi@tarang.example',
    socialLinks: socials('Delhi', ['Facebook', 'X', 'Instagram', 'Youtube', 'Spotify', 'JioSaavn']),
    whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgDelhi943FMk2Qx1',
    logo: files.logo(1),
  },
  {
    name: 'Tarang Mumbai',
    city: 'Mumbai',
    state: 'Maharashtra',
    frequency: '91.9 FM',
    color: '#F77F00',
    latitude: 19.076,
    longitude: 72.8777,
    tagline: 'Mumbai ka apna sur',
    address: 'Unit 701, Tarang Towers, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel',
    pin: '400013',
    phoneNumber: '+91 22 4091 9190',
    whatsappNumber: '+91 98200 91919',
    email: 'mumbai@tarang.example',
    socialLinks: socials('Mumbai', ['Facebook', 'Instagram', 'Youtube', 'Gaana', 'Apple Podcasts']),
    whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgMumbai919FMr7Lp3',
    logo: files.logo(2),
  },
  {
    name: 'Tarang Bengaluru',
    city: 'Bengaluru',
    state: 'Karnataka',
    frequency: '92.7 FM',
    color: '#2A9D8F',
    latitude: 12.9716,
    longitude: 77.5946,
    tagline: 'Namma ooru, namma music',
    address: 'No. 27, 2nd Floor, Residency Road, Shanthala Nagar',
    pin: '560025',
    phoneNumber: '+91 80 4092 7000',
    whatsappNumber: '+91 98450 92700',
    email: 'bengaluru@tarang.example',
    socialLinks: socials('Bengaluru', ['X', 'Instagram', 'Spotify', 'Wynk']),
    whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgBlr927FMq4Zt8n',
    logo: files.logo(3),
  },
  {
    name: 'Tarang Kolkata',
    city: 'Kolkata',
    state: 'West Bengal',
    frequency: '93.5 FM',
    color: '#7B2CBF',
    latitude: 22.5726,
    longitude: 88.3639,
    tagline: 'Kolkata-r praner shur',
    address: 'Tarang Bhavan, 12 Camac Street, Park Street Area',
    pin: '700017',
    phoneNumber: '+91 33 4093 5000',
    whatsappNumber: '+91 98300 93500',
    email: 'kolkata@tarang.example',
    socialLinks: socials('Kolkata', ['Facebook', 'Instagram', 'Youtube']),
    whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgKol935FMw2Hd6s',
    logo: files.logo(4),
  },
  {
    name: 'Tarang Chennai',
    city: 'Chennai',
    state: 'Tamil Nadu',
    frequency: '98.3 FM',
    color: '#0077B6',
    latitude: 13.0827,
    longitude: 80.2707,
    tagline: 'Chennai-oda kaalai kaapi, on air',
    address: 'No. 45, Cathedral Road, Gopalapuram',
    pin: '600086',
    phoneNumber: '+91 44 4098 3000',
    whatsappNumber: '+91 98400 98300',
    email: 'chennai@tarang.example',
    socialLinks: socials('Chennai', ['Facebook', 'X', 'Instagram', 'JioSaavn', 'Apple Podcasts']),
    whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgChn983FMa9Vb5e',
    logo: files.logo(5),
  },
  {
    name: 'Tarang Hyderabad',
    city: 'Hyderabad',
    state: 'Telangana',
    frequency: '95.1 FM',
    color: '#D62C7A',
    latitude: 17.385,
    longitude: 78.4867,
    tagline: 'Hyderabad ki awaaz, dil se',
    address: 'Plot 221, Road No. 36, Jubilee Hills',
    pin: '500033',
    phoneNumber: '+91 40 4095 1000',
    whatsappNumber: '+91 98490 95100',
    email: 'hyderabad@tarang.example',
    socialLinks: socials('Hyderabad', ['Instagram', 'Youtube', 'Gaana', 'Spotify']),
    whatsappChannelUrl: 'https://whatsapp.com/channel/0029VaTrgHyd951FMc3Ke7u',
    logo: files.logo(6),
  },
  {
    name: 'Tarang Jaipur',
    city: 'Jaipur',
    state: 'Rajasthan',
    frequency: '104.2 FM',
    color: '#B07F00',
    latitude: 26.9124,
    longitude: 75.7873,
    tagline: 'Padharo mhare radio',
    address: 'B-14, Tarang Studios, Ashok Marg, C-Scheme',
    pin: '302001',
    phoneNumber: '+91 141 404 2000',
    whatsappNumber: '+91 98290 10420',
    email: 'jaipur@tarang.example',
    socialLinks: socials('Jaipur', ['Facebook', 'Instagram', 'Youtube']),
    whatsappChannelUrl: null,
    logo: files.logo(7),
  },
  {
    name: 'Tarang Lucknow',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    frequency: '101.6 FM',
    color: '#3A7D44',
    latitude: 26.8467,
    longitude: 80.9462,
    tagline: 'Muskuraiye, aap Lucknow sun rahe hain',
    address: 'Tarang Tower, 7 Vidhan Sabha Marg, Hazratganj',
    pin: '226001',
    phoneNumber: '+91 522 401 6000',
    whatsappNumber: '+91 98390 10160',
    email: 'lucknow@tarang.example',
    socialLinks: socials('Lucknow', ['Facebook', 'X', 'Instagram', 'Wynk']),
    whatsappChannelUrl: null,
    logo: files.logo(8),
  },
];

// ---------------------------------------------------------------- RJs

type RjText = Pick<ProfileSeed, 'name' | 'designation' | 'showTime' | 'bio'> & { videoTitles: string[] };

/** In portrait order: rj-01..03 are station 1's, rj-04..06 station 2's, and so on. */
const rjTexts: RjText[] = [
  // Delhi
  {
    name: 'Simran Kaur',
    designation: 'Senior RJ',
    showTime: 'Dilli Subah Express, Mon–Fri, 7–11 AM',
    bio: 'Simran grew up in Rajouri Garden on a steady diet of radio, rajma chawal and Ring Road traffic. She has woken Delhi up for nine years with news you can use and a laugh you did not expect. Off air she runs a weekend reading circle in Lodhi Garden.',
    videoTitles: ['Simran on a Dilli Subah Express morning', 'Behind the mic: 6:45 AM at Tarang Delhi'],
  },
  {
    name: 'Kabir Malhotra',
    designation: 'RJ',
    showTime: 'Dilli Subah Express, Mon–Fri, 7–11 AM',
    bio: 'Kabir is a Delhi University dropout turned storyteller who knows every parantha shop between Chandni Chowk and Chattarpur. He co-hosts the morning show with Simran and walks the city for our video series Dilli Ki Galiyan.',
    videoTitles: ['Kabir walks the lanes of Old Delhi'],
  },
  {
    name: 'Ananya Bhatia',
    designation: 'RJ',
    showTime: 'Retro Raat with Ananya, Mon–Sat, 9 PM–12 AM',
    bio: 'Ananya inherited her grandfather’s vinyl collection and a soft spot for Kishore Kumar. Six nights a week she plays the songs your parents fell in love to and reads out dedications that make the whole city a little nostalgic.',
    videoTitles: ['Ananya’s vinyl corner', 'Retro Raat live: a Kishore Kumar evening'],
  },
  // Mumbai
  {
    name: 'Rohan Deshpande',
    designation: 'Senior RJ',
    showTime: 'Bambai Breakfast Club, Mon–Fri, 7–11 AM',
    bio: 'Rohan has been a Dadar boy all his life and still takes the 5:52 fast local to the studio. He hosts the Bambai Breakfast Club with Sneha, and believes no problem in Mumbai is too big for a cutting chai and a good conversation.',
    videoTitles: ['Rohan’s local train diaries'],
  },
  {
    name: 'Sneha Kulkarni',
    designation: 'RJ & Producer',
    showTime: 'Bambai Breakfast Club, Mon–Fri, 7–11 AM',
    bio: 'Sneha is a Pune-born, Mumbai-made food lover who produces our podcast Vada Pav Diaries. She co-hosts the breakfast show, finds the city’s best bhajiya stall every monsoon and never says no to a khau galli crawl.',
    videoTitles: ['Sneha on a khau galli crawl', 'Making Vada Pav Diaries'],
  },
  {
    name: 'Aditya Shetty',
    designation: 'RJ',
    showTime: 'Local Train Countdown, Sat–Sun, 5–8 PM',
    bio: 'Aditya counts down Mumbai’s twenty favourite songs every weekend and hosts our Studio Unplugged videos. A former college band drummer from Andheri, he will tell you the story behind every hook step in town.',
    videoTitles: ['Aditya picks this week’s number one'],
  },
  // Bengaluru
  {
    name: 'Meghana Rao',
    designation: 'Senior RJ',
    showTime: 'Namma Ooru Mornings, Mon–Fri, 7–11 AM',
    bio: 'Meghana grew up in Basavanagudi and has hosted Bengaluru’s mornings for eight years. She switches between Kannada and English mid-sentence, knows exactly how long Silk Board will take you today, and teaches newcomers a Kannada word every week.',
    videoTitles: ['Meghana’s Kannada word of the week', 'Namma Ooru Mornings: behind the scenes'],
  },
  {
    name: 'Pradeep Gowda',
    designation: 'RJ',
    showTime: 'Namma Ooru Mornings, Mon–Fri, 7–11 AM',
    bio: 'Pradeep left a software job in Whitefield to talk for a living and has never looked back. He co-hosts the morning show, leads our weekend trek club and hosts the network podcast Startup Gully.',
    videoTitles: ['Pradeep on a sunrise trek to Skandagiri'],
  },
  {
    name: 'Divya Hegde',
    designation: 'RJ',
    showTime: 'Indie Junction, Mon–Fri, 8–10 PM',
    bio: 'Divya is Bengaluru’s champion of independent music, from bedroom producers to Kannada folk-rock bands. She hosts Indie Junction, our Namma Indie Sessions videos and the network-wide Tarang Book Club.',
    videoTitles: ['Divya backstage at an Indie Junction gig'],
  },
  // Kolkata
  {
    name: 'Sayan Chatterjee',
    designation: 'Senior RJ',
    showTime: 'Shubho Sokal Kolkata, Mon–Fri, 7–11 AM',
    bio: 'Sayan is a north Kolkata boy who believes every problem can be solved over a long adda and a plate of telebhaja. He has hosted mornings for a decade and still gets emotional about trams, Mohun Bagan and Satyajit Ray.',
    videoTitles: ['Sayan rides the Esplanade tram'],
  },
  {
    name: 'Ishita Sen',
    designation: 'RJ & Producer',
    showTime: 'Shubho Sokal Kolkata, Mon–Fri, 7–11 AM',
    bio: 'Ishita grew up between Jadavpur and College Street bookshops. She co-hosts the morning show and produces our podcast Adda Unlimited, where no argument is ever really settled and every guest stays for one more cup of cha.',
    videoTitles: ['Ishita’s College Street book hunt', 'Adda Unlimited: the making of an episode'],
  },
  {
    name: 'Debojyoti Ghosh',
    designation: 'RJ',
    showTime: 'Robi Sandhya, Daily, 7–9 PM',
    bio: 'Debojyoti trained in Rabindra Sangeet at Santiniketan and brings that calm to Kolkata’s evenings. On Robi Sandhya he explains the stories behind Tagore’s songs so gently that even first-time listeners feel at home.',
    videoTitles: ['Debojyoti sings a Tagore monsoon song'],
  },
  // Chennai
  {
    name: 'Priya Raghavan',
    designation: 'Senior RJ',
    showTime: 'Kaalai Kaapi, Mon–Fri, 6–10 AM',
    bio: 'Priya is a Mylapore girl who never misses the Margazhi season and never skips her morning filter coffee. She has hosted Kaalai Kaapi for seven years, and her Monday morning motivation minute is Chennai’s most forwarded voice note.',
    videoTitles: ['Priya at the Marina at sunrise', 'A Margazhi season primer with Priya'],
  },
  {
    name: 'Karthik Subramanian',
    designation: 'RJ',
    showTime: 'Kaalai Kaapi, Mon–Fri, 6–10 AM',
    bio: 'Karthik played division cricket for twelve years before he found his voice on radio. He co-hosts Kaalai Kaapi and runs the Filter Kaapi Cricket Club podcast, where spin bowling is discussed with the seriousness it deserves.',
    videoTitles: ['Karthik’s gully cricket rulebook'],
  },
  {
    name: 'Janani Krishnan',
    designation: 'RJ',
    showTime: 'Kollywood Countdown, Sat–Sun, 6–9 PM',
    bio: 'Janani knows every Tamil film song released since 1990 and most of the ones before. She counts down Chennai’s favourites every weekend and loves nothing more than a listener who can hum the BGM of a forgotten classic.',
    videoTitles: ['Janani counts down the week’s top songs'],
  },
  // Hyderabad
  {
    name: 'Vamsi Krishna',
    designation: 'Senior RJ',
    showTime: 'Hyderabadi Hungama, Mon–Fri, 7–11 AM',
    bio: 'Vamsi grew up in Secunderabad and speaks fluent Telugu, Hindi and Dakhni, often in the same sentence. He brings the laughs to Hyderabadi Hungama and hosts our Stand-up Saturdays video series.',
    videoTitles: ['Vamsi’s Dakhni dictionary', 'Stand-up Saturdays: the warm-up act'],
  },
  {
    name: 'Harika Reddy',
    designation: 'RJ & Producer',
    showTime: 'Hyderabadi Hungama, Mon–Fri, 7–11 AM',
    bio: 'Harika is a food historian at heart who can tell you which biryani house is best and exactly why. She co-hosts the morning show and produces Biryani, Bytes aur Baatein, our podcast about Hyderabad’s food and heritage.',
    videoTitles: ['Harika’s haleem trail'],
  },
  {
    name: 'Sameer Ali Khan',
    designation: 'RJ',
    showTime: 'Tollywood Top 20, Sat–Sun, 5–8 PM',
    bio: 'Sameer grew up near Charminar humming Telugu film songs he did not yet understand. Today he counts down the Tollywood Top 20 every weekend and gets the city dancing in its living rooms.',
    videoTitles: ['Sameer’s Tollywood throwback picks'],
  },
  // Jaipur
  {
    name: 'Pooja Rathore',
    designation: 'Senior RJ',
    showTime: 'Padharo Sa Mornings, Mon–Fri, 7–11 AM',
    bio: 'Pooja was born in the walled city and still gets lost in its bazaars on purpose. She hosts Padharo Sa Mornings with Vikram and greets every listener with the warmth of a Rajasthani welcome.',
    videoTitles: ['Pooja in Johari Bazaar', 'Padharo Sa Mornings: Teej special'],
  },
  {
    name: 'Vikram Singh Shekhawat',
    designation: 'RJ',
    showTime: 'Padharo Sa Mornings, Mon–Fri, 7–11 AM',
    bio: 'Vikram comes from a family of Shekhawati storytellers and has never met a fort he did not want to climb. He co-hosts the morning show and presents Rang Rajasthan, our video series on the state’s folk artists.',
    videoTitles: ['Vikram with the Kalbelia dancers of Amer'],
  },
  {
    name: 'Riya Agarwal',
    designation: 'RJ',
    showTime: 'Bhor Bhayi, Daily, 5–7 AM',
    bio: 'Riya opens Jaipur’s day with bhajans, Sufi kalaam and Gurbani on Bhor Bhayi. A trained Hindustani vocalist, she believes the quietest hour of the morning deserves the most beautiful music.',
    videoTitles: ['Riya sings a Meera bhajan'],
  },
  // Lucknow
  {
    name: 'Ayaan Rizvi',
    designation: 'Senior RJ',
    showTime: 'Pehle Aap Mornings, Mon–Fri, 7–11 AM',
    bio: 'Ayaan grew up in the lanes of Chowk listening to his grandmother’s stories. He hosts Pehle Aap Mornings with Shruti and tells the tales of old Awadh on our podcast Qisse Lucknow Ke, with all the tehzeeb the city is famous for.',
    videoTitles: ['Ayaan’s walk through the Bara Imambara', 'Qisse Lucknow Ke: a storyteller’s evening'],
  },
  {
    name: 'Shruti Srivastava',
    designation: 'RJ',
    showTime: 'Pehle Aap Mornings, Mon–Fri, 7–11 AM',
    bio: 'Shruti is a yoga teacher, a chikankari collector and the calmest voice on Lucknow’s mornings. She co-hosts Pehle Aap Mornings, presents Sukoon, our network wellness podcast, and cooks her way across the city in Awadh Kitchen.',
    videoTitles: ['Shruti’s five-minute morning stretch'],
  },
  {
    name: 'Anurag Tripathi',
    designation: 'RJ',
    showTime: 'Raat Ki Mehfil, Daily, 10 PM–1 AM',
    bio: 'Anurag keeps Lucknow company after dark with ghazals, old film songs and your late-night dedications. A part-time poet from Aliganj, he reads every message on air as if it were written just for him.',
    videoTitles: ['Anurag reads your dedications'],
  },
];

/** What the gallery pictures show, in turn: a stage, a studio, listeners at a meet-up (scripts/demo-media/art.py). */
const GALLERY_CAPTIONS = [
  ['On stage at a Tarang live session', 'Hosting a concert for our listeners'],
  ['Live from the Tarang studio', 'Early morning in the studio, before the show'],
  ['Meeting listeners at a city event', 'With our listeners at a Tarang meet-up'],
];

export const profileSeeds: ProfileSeed[] = rjTexts.map((rj, i) => {
  const n = i + 1;
  const galleryCount = i % 2 === 0 ? 4 : 3;
  const gallery: ProfileSeed['gallery'] = [];
  for (let j = 0; j < galleryCount; j++) {
    const picture = (i * 3 + j) % 12;
    const captions = GALLERY_CAPTIONS[picture % 3] as string[];
    gallery.push({ file: files.gallery(picture + 1), caption: captions[(i + j) % captions.length] ?? '' });
  }
  // About half the RJs have a video among their gallery items.
  const station = Math.floor(i / 3) + 1;
  if (i % 2 === 1) gallery.splice(1, 0, { file: rjVideo(i), caption: 'A moment from the studio' });
  return {
    profileId: `rj${1000 + n}`,
    name: rj.name,
    station,
    designation: rj.designation,
    showTime: rj.showTime,
    bio: rj.bio,
    portrait: files.portrait(n),
    gallery,
    // Each video its own poster, with the RJ and the station on it (posters.ts).
    videos: rj.videoTitles.map((title, j) => ({
      title,
      video: rjVideo(i + j),
      poster: files.poster(`rj-${pad(n)}-${j + 1}`),
    })),
  };
});

// ---------------------------------------------------------------- media and episodes

/** An episode: the title and one or two sentences; the HTML adds a short sign-off. */
type Ep = [title: string, blurb: string, thumbnailCover?: number];

function mediaDescription(intro: string, more: string, bullets: string[], link: [string, string]): string {
  return [p(intro), p(more), ul(bullets), p(`Follow along: ${a(link[0], link[1])}.`)].join('');
}

function episodesOf(kind: MediaType, signOff: string, eps: Ep[]): EpisodeSeed[] {
  return eps.map(([title, blurb, thumb]) => {
    const closing =
      kind === 'Video'
        ? `<p><em>${esc(signOff)}</em></p>`
        : `<p>${esc(signOff)} Listen till the end for the <strong>song of the day</strong>.</p>`;
    const description =
      kind === 'Podcast' ? `${p(blurb)}<p><em>${esc(signOff)}</em></p>` : `${p(blurb)}${closing}`;
    return thumb ? { title, description, thumbnail: files.cover(thumb) } : { title, description };
  });
}

/** The network's own accounts, for what every station carries (network-wide podcasts). */
export const NETWORK_HANDLE = 'tarangnetwork';

const ig = (city: string): [string, string] => [
  `https://www.instagram.com/tarang${city}`,
  `@tarang${city} on Instagram`,
];
const yt = (city: string): [string, string] => [
  `https://www.youtube.com/@tarang${city}`,
  `Tarang ${city} on YouTube`,
];

export const mediaSeeds: MediaSeed[] = [
  // ------------------------------------------------ audio shows: two per station
  {
    title: 'Dilli Subah Express',
    mediaType: 'AudioShow',
    station: 1,
    genre: 'News & Current Affairs',
    language: 'Hindi',
    isEditorChoice: true,
    cover: files.cover(1),
    hosts: ['rj1001', 'rj1002'],
    description: mediaDescription(
      'Delhi’s favourite wake-up call. Simran and Kabir bring you the headlines that matter, live traffic from the Ring Road to the Noida border, and the songs that make the commute bearable.',
      'Four hours of <strong>news you can use</strong>, listener calls and a good laugh before your first meeting.',
      [
        'Live traffic updates every 20 minutes',
        'Weather and air-quality check at the top of every hour',
        'Dilli Ka Sawaal: the morning call-in question',
        'A retro gem at 9 sharp',
      ],
      ig('delhi'),
    ),
    episodes: episodesOf('AudioShow', 'Dilli Subah Express, weekdays from 7 AM on Tarang Delhi 94.3.', [
      [
        'Ring Road, Rain and Rajma Chawal',
        'The first monsoon shower turns the Ring Road into a parking lot; Simran and Kabir keep you company with traffic tips and a listener’s lunchbox story.',
      ],
      [
        'The Great Winter Air Debate',
        'Listeners call in with their winter-proofing habits, from indoor plants to car-pooling clubs in Dwarka.',
      ],
      [
        'Metro Diaries: Yellow Line Stories',
        'Commuters share the kindest thing a stranger has done for them on the Delhi Metro.',
        22,
      ],
      [
        'Chandni Chowk at 7 AM',
        'Kabir walks through the old city before the shutters go up and comes back with paranthas, pigeons and a few surprises.',
      ],
      [
        'Board Exam Pep Talk',
        'A school principal and two former toppers join the show with practical, calming advice for students and parents.',
      ],
      [
        'Weekend Plans, Sorted',
        'From Sunder Nursery picnics to an indie gig in Hauz Khas, the team lines up the best of the Delhi weekend.',
      ],
    ]),
  },
  {
    title: 'Retro Raat with Ananya',
    mediaType: 'AudioShow',
    station: 1,
    genre: 'Bollywood',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(2),
    hosts: ['rj1003'],
    description: mediaDescription(
      'Three hours of golden-era Bollywood, six nights a week, hosted by Ananya Bhatia and her grandfather’s vinyl collection.',
      'Expect Kishore, Lata, Rafi, Asha and Pancham, the stories behind the songs, and <em>dedications that will make you call your parents</em>.',
      [
        'Songs from the fifties to the early nineties',
        'Recording-studio stories and film trivia',
        'Your dedications, read out at 11',
      ],
      ig('delhi'),
    ),
    episodes: episodesOf('AudioShow', 'Retro Raat, Monday to Saturday from 9 PM on Tarang Delhi 94.3.', [
      [
        'Kishore Kumar Special',
        'An evening of Kishore da’s most playful and most heartbreaking songs, with stories from the recording studios of the seventies.',
      ],
      [
        'Rain Songs of the Sixties',
        'Ananya picks the barish numbers that made monsoon romance a Bollywood tradition.',
      ],
      [
        'Duets That Never Age',
        'Listeners vote for their favourite duets of all time, and the countdown ends with a surprise.',
      ],
      [
        'Pancham’s Experiments',
        'From cups and saucers to a comb and paper: the unusual sounds R.D. Burman used to create magic.',
      ],
      [
        'Dedications from Old Delhi',
        'A night of requests from Daryaganj, Karol Bagh and beyond, each with a memory attached.',
      ],
      [
        'Songs Our Parents Danced To',
        'Sangeet favourites from the seventies and eighties that still fill the dance floor at every Delhi wedding.',
      ],
    ]),
  },
  {
    title: 'Bambai Breakfast Club',
    mediaType: 'AudioShow',
    station: 2,
    genre: 'Talk',
    language: 'Hinglish',
    isEditorChoice: true,
    cover: files.cover(3),
    hosts: ['rj1004', 'rj1005'],
    description: mediaDescription(
      'Rohan and Sneha start Mumbai’s day with cutting chai, local train updates and the city’s most honest conversations.',
      'From Virar to Churchgate, the Bambai Breakfast Club is the show that gets the <strong>maximum city</strong> moving.',
      [
        'Local train and traffic updates every half hour',
        'Mumbai Meri Jaan: a listener story in every show',
        'The 10 AM chai break with a surprise guest',
      ],
      ig('mumbai'),
    ),
    episodes: episodesOf('AudioShow', 'Bambai Breakfast Club, weekdays from 7 AM on Tarang Mumbai 91.9.', [
      [
        'Local Train Etiquette 101',
        'Rohan and Sneha draw up the unwritten rules of the 8:12 Virar fast, with help from seasoned commuters.',
      ],
      [
        'Monsoon Survival Kit',
        'Umbrellas, gumboots and the perfect cutting chai: Mumbai shares its rainy-day essentials.',
      ],
      [
        'The Dabbawalas’ Art of Never Being Late',
        'A conversation with a third-generation dabbawala about a system that runs on trust and timing.',
      ],
      [
        'Ganpati Preparations Begin',
        'From Lalbaug workshops to eco-friendly idols made at home, the city gets ready for Bappa.',
        30,
      ],
      [
        'Marine Drive at Sunrise',
        'Joggers, laughter-club members and a chai vendor tell us why they start the day by the sea.',
      ],
      [
        'Sunday Brunch, Bambai Style',
        'Irani cafes against new-age brunch spots: the great breakfast debate settles nothing, deliciously.',
      ],
    ]),
  },
  {
    title: 'Local Train Countdown',
    mediaType: 'AudioShow',
    station: 2,
    genre: 'Bollywood',
    language: 'Hinglish',
    isEditorChoice: false,
    cover: files.cover(4),
    hosts: ['rj1006'],
    description: mediaDescription(
      'Mumbai’s twenty most-requested songs of the week, counted down by Aditya Shetty every weekend.',
      'New releases, dance-floor fillers and the songs you cannot stop humming on the train home, <em>voted by you</em>.',
      [
        'The week’s top 20, decided by listener votes',
        'The story behind the number one',
        'Shout-outs from every station on the Western, Central and Harbour lines',
      ],
      ig('mumbai'),
    ),
    episodes: episodesOf('AudioShow', 'Local Train Countdown, weekends from 5 PM on Tarang Mumbai 91.9.', [
      [
        'Top 20: The Monsoon Edition',
        'Aditya counts down the twenty most-requested songs of the week, with rain tracks climbing fast.',
      ],
      [
        'Top 20: Dance Floor Fillers',
        'The week’s biggest party songs, plus the story behind this season’s viral hook step.',
      ],
      [
        'Top 20: Heartbreak Special',
        'Listeners dedicate the saddest songs of the year and Aditya tries very hard not to cry on air.',
      ],
      ['Top 20: Debut Voices', 'A countdown of singers who made their Bollywood playback debut this year.'],
      ['Top 20: Road Trip Ready', 'The songs Mumbai wants playing on the expressway to Lonavala.'],
      ['Top 20: Listener’s Choice', 'Every song picked by you, with shout-outs from Andheri to Dadar.'],
    ]),
  },
  {
    title: 'Namma Ooru Mornings',
    mediaType: 'AudioShow',
    station: 3,
    genre: 'Talk',
    language: 'Kannada',
    isEditorChoice: true,
    cover: files.cover(5),
    hosts: ['rj1007', 'rj1008'],
    description: mediaDescription(
      'Meghana and Pradeep wake up Bengaluru in Kannada and English, with traffic help, filter coffee debates and the city’s best stories.',
      'Whether you were born in Malleswaram or moved here last month, this is <strong>your ooru</strong> too.',
      [
        'Traffic and weather every 20 minutes',
        'Kannada Word of the Week for newcomers',
        'Weekend trek and day-trip suggestions every Friday',
      ],
      ig('bengaluru'),
    ),
    episodes: episodesOf('AudioShow', 'Namma Ooru Mornings, weekdays from 7 AM on Tarang Bengaluru 92.7.', [
      [
        'Silk Board Survival Stories',
        'Meghana and Pradeep collect the most creative ways listeners use their time stuck at the Silk Board junction.',
      ],
      [
        'Filter Coffee Face-off',
        'Darshini regulars defend their favourite tumbler of coffee in a friendly neighbourhood showdown.',
      ],
      [
        'Lalbagh Flower Show Walkthrough',
        'A morning among the blooms with a horticulturist who has worked on the show for twenty years.',
      ],
      [
        'Weekend Treks Near the City',
        'Skandagiri, Savandurga or Makalidurga? Trekkers share routes, timings and the right snacks.',
      ],
      [
        'Kannada Word of the Week',
        'Newcomers learn everyday Kannada phrases, and the hosts gently correct their pronunciation.',
        27,
      ],
      [
        'Namma Metro Tales',
        'How the metro changed the daily routine of students, techies and a flower seller in Majestic.',
      ],
    ]),
  },
  {
    title: 'Indie Junction',
    mediaType: 'AudioShow',
    station: 3,
    genre: 'Indie',
    language: 'English',
    isEditorChoice: false,
    cover: files.cover(6),
    hosts: ['rj1009'],
    description: mediaDescription(
      'Two hours of independent music from Bengaluru and beyond, hosted by Divya Hegde.',
      'Bedroom producers, folk-rock bands and singer-songwriters you will be bragging about discovering <em>first</em>.',
      [
        'New independent releases from across India',
        'Artist interviews and live studio sessions',
        'The Friday gig guide for the weekend',
      ],
      ig('bengaluru'),
    ),
    episodes: episodesOf('AudioShow', 'Indie Junction, weeknights from 8 PM on Tarang Bengaluru 92.7.', [
      [
        'Bengaluru’s Bedroom Producers',
        'Divya plays tracks made on laptops in PG rooms and talks to the artists who made them.',
      ],
      ['Folk Meets Synth', 'Young musicians reworking Kannada folk songs with electronic textures.'],
      ['Live from a Koramangala Basement', 'Highlights of a packed Friday night gig, with a chat backstage.'],
      [
        'Women Who Run the Scene',
        'Promoters, sound engineers and singers on building the city’s independent music circuit.',
      ],
      [
        'Songs Written in Traffic',
        'Artists reveal which of their songs were composed on the Outer Ring Road.',
      ],
      ['Year-End Indie Picks', 'Divya’s twelve favourite independent releases from across India this year.'],
    ]),
  },
  {
    title: 'Shubho Sokal Kolkata',
    mediaType: 'AudioShow',
    station: 4,
    genre: 'Talk',
    language: 'Bengali',
    isEditorChoice: false,
    cover: files.cover(7),
    hosts: ['rj1010', 'rj1011'],
    description: mediaDescription(
      'Sayan and Ishita say good morning to Kolkata with adda, music and the news that matters to the city.',
      'Trams, books, football and phuchka: the morning show that is <strong>as Kolkata as it gets</strong>.',
      [
        'Traffic and weather on the hour',
        'Aajker Adda: a question for the whole city, and your stories',
        'Songs old and new, from Salil Chowdhury to the latest Bangla bands',
      ],
      ig('kolkata'),
    ),
    episodes: episodesOf('AudioShow', 'Shubho Sokal Kolkata, weekdays from 7 AM on Tarang Kolkata 93.5.', [
      [
        'Tram Ride Through Memory',
        'Sayan and Ishita ride the Esplanade tram line and talk about what the city should never lose.',
      ],
      ['College Street Book Hunt', 'Rare finds, bargaining tips and the smell of old paper on Boi Para.'],
      [
        'Pujo Countdown Begins',
        'Idol makers in Kumartuli share progress reports as the city gets ready for Durga Pujo.',
        21,
      ],
      [
        'The Perfect Phuchka',
        'Tamarind water, spice levels and loyalties: a debate that Kolkata takes very seriously.',
      ],
      [
        'Maidan Mornings',
        'Footballers, walkers and a retired referee describe the Maidan before the city wakes up.',
      ],
      [
        'Winter, Nolen Gur and Joynagar Moa',
        'The season’s sweetest traditions, with a visit to a sweet shop that has been open for a century.',
      ],
    ]),
  },
  {
    title: 'Robi Sandhya',
    mediaType: 'AudioShow',
    station: 4,
    genre: 'Classical',
    language: 'Bengali',
    isEditorChoice: true,
    cover: files.cover(8),
    hosts: ['rj1012'],
    description: mediaDescription(
      'An evening with the songs of Rabindranath Tagore, presented by Debojyoti Ghosh.',
      'Every episode explores a season, a mood or a story from Tagore’s songbook, with <em>recordings old and new</em>.',
      [
        'Rabindra Sangeet from legendary and young voices',
        'The ragas and stories behind the songs',
        'Listener requests every Sunday',
      ],
      ig('kolkata'),
    ),
    episodes: episodesOf('AudioShow', 'Robi Sandhya, every evening at 7 on Tarang Kolkata 93.5.', [
      [
        'Songs of the Monsoon',
        'Debojyoti presents Tagore’s barsha songs, with notes on the ragas that shape them.',
      ],
      [
        'Rabindra Sangeet for Beginners',
        'A gentle introduction to the main themes of Tagore’s songs, with an example of each.',
      ],
      [
        'Voices from Santiniketan',
        'Students of Visva-Bharati sing their favourites and talk about learning in open-air classrooms.',
      ],
      ['Tagore and the Thumri', 'How Hindustani classical forms found their way into Rabindra Sangeet.'],
      ['A Listener’s Evening', 'Requests from across Bengal, from Siliguri to the Sundarbans.'],
      ['Songs of Spring', 'The colours of Santiniketan’s spring festival, Basanta Utsav, in song.'],
    ]),
  },
  {
    title: 'Kaalai Kaapi',
    mediaType: 'AudioShow',
    station: 5,
    genre: 'Talk',
    language: 'Tamil',
    isEditorChoice: false,
    cover: files.cover(9),
    hosts: ['rj1013', 'rj1014'],
    description: mediaDescription(
      'Priya and Karthik pour Chennai its first cup of the morning: traffic, weather, temple-town stories and plenty of music.',
      'Four hours of <strong>strong, fresh, filter-coffee radio</strong> in Tamil and a little English.',
      [
        'Road and rain updates across the city',
        'Monday motivation minute with Priya',
        'Cricket corner with Karthik every Friday',
      ],
      ig('chennai'),
    ),
    episodes: episodesOf('AudioShow', 'Kaalai Kaapi, weekdays from 6 AM on Tarang Chennai 98.3.', [
      [
        'Marina Morning Walkers',
        'Priya and Karthik meet the regulars who have walked the Marina every day for decades.',
      ],
      [
        'Margazhi Season Diaries',
        'A guide to the December music season for first-timers, from sabha canteens to concert etiquette.',
      ],
      [
        'The Great Chennai Rain Plan',
        'Practical tips from civic volunteers on keeping your street and home ready for the northeast monsoon.',
      ],
      [
        'Mylapore Temple Tank Stories',
        'Shopkeepers and priests around the Kapaleeshwarar Temple share memories of the neighbourhood.',
      ],
      [
        'Idli, Dosa or Pongal?',
        'Listeners vote for the ultimate Chennai breakfast, with a surprise guest chef.',
      ],
      [
        'Young Founders of Guindy',
        'Chennai founders building hardware and health-tech explain what they are working on.',
      ],
    ]),
  },
  {
    title: 'Kollywood Countdown',
    mediaType: 'AudioShow',
    station: 5,
    genre: 'Regional Cinema',
    language: 'Tamil',
    isEditorChoice: false,
    cover: files.cover(10),
    hosts: ['rj1015'],
    description: mediaDescription(
      'Chennai’s top 15 Tamil film songs of the week, counted down by Janani Krishnan.',
      'Kuthu anthems, melodies and background scores that deserve their own fan clubs, <em>all ranked by you</em>.',
      [
        'The week’s 15 most-requested Tamil film songs',
        'Composer trivia and behind-the-scenes stories',
        'Dedications from across Tamil Nadu',
      ],
      ig('chennai'),
    ),
    episodes: episodesOf('AudioShow', 'Kollywood Countdown, weekends from 6 PM on Tarang Chennai 98.3.', [
      ['Top 15: New Releases', 'Janani counts down the freshest Tamil film songs of the week.'],
      [
        'Top 15: Composer Special',
        'A countdown dedicated to the great composers of Tamil cinema, old and new.',
      ],
      ['Top 15: Kuthu Anthems', 'The songs that make every wedding procession dance.'],
      ['Top 15: Melodies for a Slow Sunday', 'Soft, soulful numbers for a gentle end to the weekend.'],
      ['Top 15: Fan Requests', 'Your most-requested songs, with dedications from Tambaram to Tiruvottiyur.'],
      [
        'Top 15: Songs That Went Viral',
        'Tracks that took over reels this year and the stories behind them.',
        24,
      ],
    ]),
  },
  {
    title: 'Hyderabadi Hungama',
    mediaType: 'AudioShow',
    station: 6,
    genre: 'Comedy',
    language: 'Telugu',
    isEditorChoice: false,
    cover: files.cover(11),
    hosts: ['rj1016', 'rj1017'],
    description: mediaDescription(
      'Vamsi and Harika bring Hyderabad its daily dose of laughter, Irani chai and traffic sympathy.',
      'Telugu, Hindi and a generous helping of Dakhni: the morning show that <strong>talks like the city does</strong>.',
      [
        'Comedy sketches, listener stories and prank calls (with permission!)',
        'Traffic updates from Hi-Tech City to Secunderabad',
        'The Biryani Court every Friday',
      ],
      ig('hyderabad'),
    ),
    episodes: episodesOf('AudioShow', 'Hyderabadi Hungama, weekdays from 7 AM on Tarang Hyderabad 95.1.', [
      [
        'Hau, Nakko and Other Essentials',
        'Vamsi and Harika teach newcomers the Dakhni words they need to survive their first week.',
      ],
      [
        'Irani Chai Ka Adda',
        'A morning at a seventy-year-old cafe with Osmania biscuits, gossip and surprisingly deep philosophy.',
      ],
      [
        'Traffic at Hi-Tech City',
        'Comic relief for commuters, and the creative excuses listeners have given for being late.',
      ],
      ['Ramzan Nights in the Old City', 'The sights, sounds and haleem of the Charminar area after iftar.'],
      [
        'Bonalu Festival Special',
        'Colourful processions, drum beats and the stories behind Telangana’s festival of the goddess.',
      ],
      [
        'The Biryani Court',
        'Listeners argue the case for their favourite biryani house; the verdict is delicious and inconclusive.',
      ],
    ]),
  },
  {
    title: 'Tollywood Top 20',
    mediaType: 'AudioShow',
    station: 6,
    genre: 'Regional Cinema',
    language: 'Telugu',
    isEditorChoice: false,
    cover: files.cover(12),
    hosts: ['rj1018'],
    description: mediaDescription(
      'The twenty biggest Telugu film songs of the week, counted down by Sameer Ali Khan.',
      'Mass numbers, melodies and folk-inspired hits that Hyderabad <em>cannot stop playing</em>.',
      [
        'The week’s top 20 by listener votes',
        'Singer and composer interviews',
        'A throwback classic in every hour',
      ],
      ig('hyderabad'),
    ),
    episodes: episodesOf('AudioShow', 'Tollywood Top 20, weekends from 5 PM on Tarang Hyderabad 95.1.', [
      ['Top 20: Mass Numbers', 'Sameer counts down the biggest high-energy Telugu tracks of the week.'],
      ['Top 20: Romantic Melodies', 'Songs for the long drive home on the Outer Ring Road.'],
      ['Top 20: Folk-Inspired Hits', 'How Telangana folk rhythms are shaping today’s film music.'],
      ['Top 20: Sankranti Special', 'Festival songs, kite-flying memories and the biggest holiday releases.'],
      ['Top 20: Singers’ Showcase', 'A countdown built around playback singers from Hyderabad.'],
      [
        'Top 20: Throwback Edition',
        'Tollywood classics from the nineties that listeners still sing in the shower.',
      ],
    ]),
  },
  {
    title: 'Padharo Sa Mornings',
    mediaType: 'AudioShow',
    station: 7,
    genre: 'Talk',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(13),
    hosts: ['rj1019', 'rj1020'],
    description: mediaDescription(
      'Pooja and Vikram welcome Jaipur to a new day with music, heritage stories and the warmth of a Rajasthani morning.',
      'Bazaar gossip, festival plans and your requests: <strong>padharo sa</strong>, the studio door is always open.',
      [
        'City traffic and weather',
        'Heritage Minute: a story from the walled city every day',
        'Folk song of the day',
      ],
      ig('jaipur'),
    ),
    episodes: episodesOf('AudioShow', 'Padharo Sa Mornings, weekdays from 7 AM on Tarang Jaipur 104.2.', [
      [
        'Pink City Heritage Walk',
        'Pooja and Vikram explore Johari Bazaar and Hawa Mahal before the tourist buses arrive.',
      ],
      [
        'Teej Festival Special',
        'Swings, mehendi and ghewar: Jaipur celebrates the monsoon festival of Teej.',
        29,
      ],
      [
        'Kite Season Begins',
        'Ahead of Makar Sankranti, kite makers in the walled city share the secrets of a winning patang.',
      ],
      [
        'The Dal Baati Churma Challenge',
        'Listeners share family recipes, and the hosts attempt to cook one live in the studio.',
      ],
      [
        'Jaipur Reads',
        'Readers and young writers talk about the books they cannot wait to discuss this season.',
      ],
      [
        'Desert Nights and Folk Tunes',
        'A chat with a Manganiyar family about carrying their music through generations.',
      ],
    ]),
  },
  {
    title: 'Bhor Bhayi',
    mediaType: 'AudioShow',
    station: 7,
    genre: 'Devotional',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(14),
    hosts: ['rj1021'],
    description: mediaDescription(
      'A peaceful start to the day with bhajans, Sufi kalaam and shabad kirtan, presented by Riya Agarwal.',
      'Music from many traditions for the <em>quietest, most beautiful hour</em> of the morning.',
      [
        'Bhajans of Meera, Kabir and Surdas',
        'Sufi music from Ajmer and beyond',
        'A short reflection every morning',
      ],
      ig('jaipur'),
    ),
    episodes: episodesOf('AudioShow', 'Bhor Bhayi, every morning from 5 AM on Tarang Jaipur 104.2.', [
      [
        'Meera Bhajans at Dawn',
        'Riya opens the morning with Meera Bai’s bhajans and the story of Rajasthan’s poet-saint.',
      ],
      [
        'Morning Aarti Songs',
        'Devotional songs inspired by the morning aarti at Jaipur’s much-loved temples.',
      ],
      ['Kabir’s Dohe, Sung', 'Simple couplets with deep meaning, set to music by folk singers.'],
      ['Sufi Mornings from Ajmer', 'Qawwali and Sufi kalaam for a peaceful start to the day.'],
      ['Navratri Prelude', 'Devotional songs to the Goddess ahead of the nine nights.'],
      ['Gurbani and Shabad Kirtan', 'A morning of calm shabads, with a note on their meaning.'],
    ]),
  },
  {
    title: 'Pehle Aap Mornings',
    mediaType: 'AudioShow',
    station: 8,
    genre: 'Talk',
    language: 'Hindi',
    isEditorChoice: true,
    cover: files.cover(15),
    hosts: ['rj1022', 'rj1023'],
    description: mediaDescription(
      'Ayaan and Shruti bring Lucknow’s mornings all the tehzeeb, wit and music the city is famous for.',
      'Kebab debates, chikankari stories and traffic updates, delivered <strong>with a smile, always</strong>.',
      [
        'Traffic and weather on the hour',
        'Shehar Ki Baat: a listener story in every show',
        'The morning shayari at 8:30',
      ],
      ig('lucknow'),
    ),
    episodes: episodesOf('AudioShow', 'Pehle Aap Mornings, weekdays from 7 AM on Tarang Lucknow 101.6.', [
      [
        'Tehzeeb in Traffic',
        'Ayaan and Shruti wonder whether Lucknow’s famous politeness survives the Charbagh rush hour.',
      ],
      ['Chikankari Stories', 'Artisans from Chowk talk about the embroidery that has clothed generations.'],
      [
        'Kebabs Before Breakfast?',
        'A friendly argument about galouti, kakori and whether it is ever too early for kebabs.',
      ],
      [
        'Imambara Echoes',
        'A guide takes the hosts through the Bhool Bhulaiya and its famous whispering walls.',
      ],
      ['Kites on Jamghat', 'The day after Diwali, Lucknow’s rooftops fill with kites and friendly rivalry.'],
      ['Lucknow’s Young Poets', 'Students read their first nazms on air, and the hosts are genuinely moved.'],
    ]),
  },
  {
    title: 'Raat Ki Mehfil',
    mediaType: 'AudioShow',
    station: 8,
    genre: 'Bollywood',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(16),
    hosts: ['rj1024'],
    description: mediaDescription(
      'Late-night ghazals, old film songs and your dedications, with Anurag Tripathi.',
      'For the night owls, the night-shift workers and everyone who <em>misses someone</em>.',
      ['Dedications read out every half hour', 'Ghazals from the masters', 'A shayari to end every night'],
      ig('lucknow'),
    ),
    episodes: episodesOf('AudioShow', 'Raat Ki Mehfil, every night from 10 PM on Tarang Lucknow 101.6.', [
      [
        'Dil Se Dedications',
        'Anurag reads your late-night messages and plays the songs you want someone special to hear.',
      ],
      [
        'Ghazals for a Rainy Night',
        'Mehdi Hassan, Jagjit Singh and Begum Akhtar keep Lucknow company after midnight.',
      ],
      [
        'Songs for Long-Distance Love',
        'For everyone missing someone in another city, another country, another time zone.',
      ],
      ['Sleepless in Lucknow', 'Night-shift workers, students and new parents call in to say hello.'],
      ['Old Letters, New Songs', 'Listeners share memories of letters they wrote and never sent.'],
      ['Chand Raat Special', 'Songs and wishes on the night before Eid, from the old city to Gomti Nagar.'],
    ]),
  },

  // ------------------------------------------------ podcasts: three network-wide, five station-scoped
  {
    title: 'Tarang Book Club',
    mediaType: 'Podcast',
    station: null,
    genre: 'Books & Stories',
    language: 'English',
    isEditorChoice: true,
    cover: files.cover(17),
    hosts: ['rj1009'],
    description: mediaDescription(
      'A fortnightly conversation about books: Indian novels, translations, poetry and the stories that stay with us.',
      'Hosted by Divya Hegde with readers and writers from all eight Tarang cities. <strong>No homework required.</strong>',
      [
        'Recommendations you can actually find in a bookshop',
        'Regional-language books in translation',
        'A reader’s question answered in every episode',
      ],
      // A network-wide podcast is heard on every station: it links to the network's account, not a city's.
      [`https://www.instagram.com/${NETWORK_HANDLE}`, 'Share your reading list with us on Instagram'],
    ),
    episodes: episodesOf('Podcast', 'A Tarang Book Club podcast, new episodes every other Thursday.', [
      [
        'The Novel That Made Us Cry on the Metro',
        'Four readers pick the Indian novels that ambushed them in public.',
      ],
      ['Short Stories for Short Commutes', 'Collections you can finish between two metro stations.'],
      [
        'Translations Worth Your Time',
        'Wonderful books from Tamil, Bengali, Malayalam and Marathi, now available in English.',
      ],
      ['Mythology, Retold', 'Why contemporary retellings of the epics keep flying off bookshop shelves.'],
      ['Poetry for People Who Think They Hate Poetry', 'Accessible collections to start with, read aloud.'],
      ['Children’s Books We Still Love', 'From the Panchatantra to Ruskin Bond, the stories that shaped us.'],
      ['Writing Your First Book', 'A debut author on drafts, rejections and finding a publisher.'],
      ['The Year in Reading', 'Our favourite books of the year, and what we are reading next.', 6],
    ]),
  },
  {
    title: 'Sukoon: Wellness Minutes',
    mediaType: 'Podcast',
    station: null,
    genre: 'Wellness',
    language: 'Hinglish',
    isEditorChoice: true,
    cover: files.cover(18),
    hosts: ['rj1023'],
    description: mediaDescription(
      'Short, practical episodes on sleep, stress, movement and food, presented by Shruti Srivastava.',
      'Each episode has one small habit you can try today. <em>Sukoon is not medical advice</em>; please see a doctor for health concerns.',
      [
        'Guided breathing and stretching',
        'Conversations with nutritionists and counsellors',
        'Episodes under fifteen minutes',
      ],
      [
        'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
        'the WHO’s guidance on physical activity',
      ],
    ),
    episodes: episodesOf(
      'Podcast',
      'Sukoon: Wellness Minutes, a Tarang network podcast. New episodes every Monday.',
      [
        [
          'Five-Minute Breathing Reset',
          'A simple breathing practice you can do at your desk, guided step by step.',
        ],
        [
          'Sleep Habits for Night Owls',
          'Small changes to your evening routine that make falling asleep easier.',
        ],
        [
          'Eating Well on a Busy Schedule',
          'A nutritionist on tiffin planning and avoiding the 4 PM snack trap.',
        ],
        [
          'Yoga for Desk Workers',
          'Gentle stretches for necks, shoulders and backs that spend all day at a laptop.',
        ],
        ['Talking About Anxiety', 'A counsellor on recognising anxiety and when to ask for help.'],
        ['Walking as Medicine', 'Why a daily walk may be the most underrated health habit.'],
        ['Screen-Time Boundaries', 'Practical ways to put the phone down without feeling left out.'],
        [
          'Gratitude, Without the Clichés',
          'How a short evening habit can lift your mood, explained plainly.',
        ],
      ],
    ),
  },
  {
    title: 'Startup Gully',
    mediaType: 'Podcast',
    station: null,
    genre: 'Talk',
    language: 'Hinglish',
    isEditorChoice: false,
    cover: files.cover(19),
    hosts: ['rj1008'],
    description: mediaDescription(
      'Stories of Indian founders from big cities and small towns, told honestly: the wins, the mistakes and the chai in between.',
      'Hosted by Pradeep Gowda, who once wrote code for a living and now <strong>asks founders the questions you would ask</strong>.',
      ['One founder story per episode', 'Practical lessons for small businesses', 'No jargon, no hype'],
      // Network-wide: the network's channel, not a city's.
      [`https://www.youtube.com/@${NETWORK_HANDLE}`, 'Tarang on YouTube'],
    ),
    episodes: episodesOf('Podcast', 'Startup Gully, a Tarang network podcast.', [
      [
        'From Tiffin Service to Forty Cities',
        'The story of a home-cooked meal business that began in a Pune kitchen.',
      ],
      ['Building for Bharat', 'Founders designing apps for first-time smartphone users in small towns.'],
      ['The Chai Startup Boom', 'Why so many young entrepreneurs are betting on India’s favourite drink.'],
      ['Failing Well', 'Three founders on the companies that did not work and what they learnt.'],
      [
        'Women Founders of Tier-2 India',
        'Entrepreneurs from Indore, Coimbatore and Jaipur on building close to home.',
        13,
      ],
      ['Agritech in the Field', 'Farmers and technologists on tools that actually help at harvest time.'],
      ['Bootstrapped and Proud', 'Businesses that grew without outside funding, and why they chose to.'],
      ['Your First Hire', 'Experienced founders on hiring the first employee of a small company.'],
    ]),
  },
  {
    title: 'Vada Pav Diaries',
    mediaType: 'Podcast',
    station: 2,
    genre: 'Food & Travel',
    language: 'Marathi',
    isEditorChoice: false,
    cover: files.cover(20),
    hosts: ['rj1005'],
    description: mediaDescription(
      'Sneha Kulkarni eats her way across Mumbai, one street, one stall and one family recipe at a time.',
      'In Marathi, with a generous sprinkling of Bambaiya. <em>Do not listen on an empty stomach.</em>',
      [
        'Street food lanes and the people behind them',
        'Home recipes from Koli, Parsi, Gujarati and Maharashtrian kitchens',
        'Where to eat after midnight',
      ],
      ig('mumbai'),
    ),
    episodes: episodesOf('Podcast', 'Vada Pav Diaries, a Tarang Mumbai podcast.', [
      [
        'The Vada Pav Origin Story',
        'How a humble snack sold outside Dadar station became the taste of Mumbai.',
      ],
      ['Khau Galli Crawl', 'A tour of the food lanes of Ghatkopar and Mohammed Ali Road.'],
      ['Irani Cafe Last Orders', 'Bun maska, berry pulao and the cafes keeping a Mumbai tradition alive.'],
      ['Koli Seafood Secrets', 'A Koli family in Versova shares recipes and stories of the sea.'],
      ['Street Food in the Rain', 'Bhutta, bhajiya and cutting chai: the monsoon menu.'],
      [
        'The Thali Trail',
        'Bottomless thalis in Kalbadevi and the families who have served them for decades.',
      ],
      ['Dessert Detour', 'Falooda, kulfi and the city’s favourite mango-season treats.'],
      ['Late-Night Eats', 'Where Mumbai eats after midnight, from bhurji pav to baida roti.'],
    ]),
  },
  {
    title: 'Adda Unlimited',
    mediaType: 'Podcast',
    station: 4,
    genre: 'Talk',
    language: 'Bengali',
    isEditorChoice: false,
    cover: files.cover(21),
    hosts: ['rj1011'],
    description: mediaDescription(
      'Kolkata’s favourite pastime, recorded: long, warm and gloriously unresolved conversations about the city and everything in it.',
      'Hosted by Ishita Sen. Bring your own <strong>bhaar of cha</strong>.',
      [
        'Football, films, food and books',
        'Guests from every para of the city',
        'Listener letters in every episode',
      ],
      ig('kolkata'),
    ),
    episodes: episodesOf('Podcast', 'Adda Unlimited, a Tarang Kolkata podcast.', [
      ['The Art of the Adda', 'Why Kolkata’s love for long conversations is a cultural treasure.'],
      ['The Derby', 'Mohun Bagan and East Bengal fans try, and fail, to stay calm.'],
      ['Satyajit Ray’s Kolkata', 'Locations from Ray’s films and how they look today.'],
      ['The Great Fish Debate', 'Ilish or chingri? The city takes sides.'],
      [
        'Coffee House Conversations',
        'Regulars at the College Street coffee house on arguments that changed their lives.',
      ],
      [
        'Kolkata’s Chinese Connection',
        'Tangra, Tiretta Bazaar and the Chinese breakfast on Sunday mornings.',
      ],
      ['Theatre in the City', 'Young actors on keeping Bengali group theatre alive.'],
      ['Letters to the City', 'Listeners who moved away write to the Kolkata they miss.'],
    ]),
  },
  {
    title: 'Filter Kaapi Cricket Club',
    mediaType: 'Podcast',
    station: 5,
    genre: 'Sports',
    language: 'English',
    isEditorChoice: true,
    cover: files.cover(22),
    hosts: ['rj1014'],
    description: mediaDescription(
      'Cricket talk the Chennai way: knowledgeable, passionate and always with a tumbler of filter coffee.',
      'Karthik Subramanian and guests talk spin, strategy and <em>the gully cricket rules that really matter</em>.',
      [
        'Match analysis without the shouting',
        'Interviews with local players and coaches',
        'The women’s game, grassroots cricket and cricket history',
      ],
      ['https://www.instagram.com/tarangchennai', 'Send your questions to @tarangchennai'],
    ),
    episodes: episodesOf('Podcast', 'Filter Kaapi Cricket Club, a Tarang Chennai podcast.', [
      ['Chepauk Memories', 'Fans relive their favourite days at the Chepauk stadium.'],
      ['The Art of Spin', 'A former state player explains why Chennai produces great spinners.'],
      ['Street Cricket Rules', 'One tip one hand, no LBW and the other laws of gully cricket, debated.'],
      ['Women’s Cricket Rising', 'Young players from Tamil Nadu on the growth of the women’s game.'],
      ['Auction Night Analysis', 'A calm, detailed look at the season’s squad building.'],
      ['Fitness Lessons from Fast Bowlers', 'What weekend cricketers can learn from professional training.'],
      [
        'Radio Commentary Legends',
        'A tribute to the voices that brought cricket to homes before television.',
        9,
      ],
      ['Season Wrap-up', 'Highs, lows and predictions for next year.'],
    ]),
  },
  {
    title: 'Biryani, Bytes aur Baatein',
    mediaType: 'Podcast',
    station: 6,
    genre: 'Food & Travel',
    language: 'Telugu',
    isEditorChoice: false,
    cover: files.cover(23),
    hosts: ['rj1017'],
    description: mediaDescription(
      'Harika Reddy explores Hyderabad’s food, heritage and neighbourhoods, from Qutb Shahi tombs to tech-park canteens.',
      'In Telugu, Hindi and English, because that is how <strong>Hyderabad talks about food</strong>.',
      [
        'Chefs, home cooks and food historians',
        'Heritage walks you can take yourself',
        'Weekend getaways within three hours of the city',
      ],
      ig('hyderabad'),
    ),
    episodes: episodesOf('Podcast', 'Biryani, Bytes aur Baatein, a Tarang Hyderabad podcast.', [
      ['Dum Pukht Decoded', 'A chef explains the slow-cooking method behind Hyderabadi biryani.'],
      ['Golconda by Moonlight', 'A history walk through the fort and its clever acoustics.'],
      ['Tech Park Lunch Boxes', 'What Hi-Tech City carries for lunch, and what it secretly orders.'],
      ['Haleem Season', 'The Ramzan delicacy, from the pot to your plate.'],
      [
        'Weekend Drive to Ananthagiri Hills',
        'Routes, forests and viewpoints a couple of hours from the city.',
      ],
      ['Laad Bazaar Bangles', 'The artisans keeping the bangle market shining near Charminar.'],
      ['Telangana Home Food', 'Sarva pindi, pachi pulusu and dishes you rarely find on restaurant menus.'],
      ['The Qutb Shahi Tombs', 'Restoration stories from one of the city’s most peaceful heritage sites.'],
    ]),
  },
  {
    title: 'Qisse Lucknow Ke',
    mediaType: 'Podcast',
    station: 8,
    genre: 'Books & Stories',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(24),
    hosts: ['rj1022'],
    description: mediaDescription(
      'Stories from old and new Lucknow, told the old-fashioned way by Ayaan Rizvi.',
      'Legends of the nawabs, tales from the bazaars and short stories by young writers: <em>sunne ka mazaa hi kuch aur hai</em>.',
      [
        'Historical tales of Awadh',
        'Original short stories set in Lucknow',
        'Conversations with dastangos and poets',
      ],
      yt('lucknow'),
    ),
    episodes: episodesOf('Podcast', 'Qisse Lucknow Ke, a Tarang Lucknow podcast.', [
      ['The Nawab Who Loved Kites', 'A tale from the court of Awadh, told the old-fashioned way.'],
      ['Dastangoi: The Storyteller’s Art', 'Young storytellers on reviving the Urdu art of dastangoi.'],
      ['The Baker of Aminabad', 'A short story set in a neighbourhood bakery on a winter morning.'],
      ['Residency Ruins', 'History and legend from the walls of the old British Residency.'],
      ['Ghosts of the Bhool Bhulaiya', 'Friendly, spooky stories from the maze of the Bara Imambara.'],
      ['The Kebab Maker’s Secret', 'The legend of the kebab so soft it needed no teeth.'],
      ['Letters from Hazratganj', 'A love story told through letters posted in the 1960s.'],
      ['A Mushaira Night', 'Poets gather for an evening of Urdu and Hindi verse.'],
    ]),
  },

  // ------------------------------------------------ videos: six station-scoped series
  {
    title: 'Dilli Ki Galiyan',
    mediaType: 'Video',
    station: 1,
    genre: 'Food & Travel',
    language: 'Hindi',
    isEditorChoice: true,
    cover: files.cover(25),
    hosts: ['rj1002'],
    description: mediaDescription(
      'Kabir Malhotra walks the lanes of Delhi with a camera, an appetite and a lot of questions.',
      'Short films about the people, food and history of the city’s <strong>oldest and liveliest neighbourhoods</strong>.',
      ['Old Delhi food lanes', 'Heritage walks', 'The people who make each neighbourhood what it is'],
      yt('delhi'),
    ),
    episodes: episodesOf('Video', 'Dilli Ki Galiyan, a Tarang Delhi video series.', [
      ['Paranthe Wali Gali at Dawn', 'Kabir watches the first paranthas of the day come off the tawa.'],
      ['The Mehrauli Heritage Walk', 'Stepwells, tombs and a surprising number of cats in Mehrauli.'],
      ['Momos at Majnu Ka Tilla', 'A tasty afternoon in Delhi’s little Tibet.'],
    ]),
  },
  {
    title: 'Studio Unplugged Mumbai',
    mediaType: 'Video',
    station: 2,
    genre: 'Indie',
    language: 'Hinglish',
    isEditorChoice: false,
    cover: files.cover(26),
    hosts: ['rj1006'],
    description: mediaDescription(
      'Mumbai’s independent musicians play stripped-down sets in the Tarang Mumbai studio.',
      'Hosted by Aditya Shetty. <em>One room, one take, no autotune.</em>',
      ['Singer-songwriters and bands', 'Folk, ghazal and fusion', 'Short chats between songs'],
      yt('mumbai'),
    ),
    episodes: episodesOf('Video', 'Studio Unplugged Mumbai, a Tarang Mumbai video series.', [
      ['The Bandra Singer-Songwriter', 'A young songwriter plays three songs about growing up by the sea.'],
      ['A Marathi Folk Trio', 'Lavani rhythms and powada storytelling, reimagined for a small room.'],
      ['Ghazal with a Guitar', 'Classic ghazals, played on an acoustic guitar and a cajon.'],
    ]),
  },
  {
    title: 'Namma Indie Sessions',
    mediaType: 'Video',
    station: 3,
    genre: 'Indie',
    language: 'Kannada',
    isEditorChoice: false,
    cover: files.cover(27),
    hosts: ['rj1009'],
    description: mediaDescription(
      'Live sessions with Bengaluru bands and artists, filmed in and around the city.',
      'Presented by Divya Hegde, with <strong>Kannada and English songs</strong> from the city’s busiest scene.',
      ['Live sessions in unusual places', 'Kannada folk and rock', 'Conversations with the artists'],
      yt('bengaluru'),
    ),
    episodes: episodesOf('Video', 'Namma Indie Sessions, a Tarang Bengaluru video series.', [
      ['A Kannada Rock Band Goes Acoustic', 'Loud songs played quietly, on a rooftop in Jayanagar.'],
      ['Carnatic Violin Meets Loop Pedal', 'A violinist builds a song, layer by layer, in one take.'],
      [
        'Songs from the Western Ghats',
        'Folk songs from the hills of Malnad, sung by a young singer from Sakleshpur.',
      ],
    ]),
  },
  {
    title: 'Stand-up Saturdays',
    mediaType: 'Video',
    station: 6,
    genre: 'Comedy',
    language: 'Hinglish',
    isEditorChoice: true,
    cover: files.cover(28),
    hosts: ['rj1016'],
    description: mediaDescription(
      'Hyderabad’s funniest new comics, filmed live at the Tarang Hyderabad comedy nights.',
      'Hosted by Vamsi Krishna. <em>Clean, local and guaranteed to make you snort your chai.</em>',
      ['A new comic every episode', 'Sets under fifteen minutes', 'Hyderabad, in all its glory'],
      yt('hyderabad'),
    ),
    episodes: episodesOf('Video', 'Stand-up Saturdays, a Tarang Hyderabad video series.', [
      [
        'Growing Up in Secunderabad',
        'A comic on twin-city childhoods, strict tuition teachers and cricket on the terrace.',
      ],
      [
        'My Mother vs Food Delivery Apps',
        'Why no restaurant will ever be as good as home, according to every Indian mother.',
      ],
      ['The Hyderabadi Wedding Guest', 'Three days, four functions and one very important biryani counter.'],
    ]),
  },
  {
    title: 'Rang Rajasthan',
    mediaType: 'Video',
    station: 7,
    genre: 'Classical',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(29),
    hosts: ['rj1020'],
    description: mediaDescription(
      'Vikram Singh Shekhawat meets the folk musicians, dancers and craftspeople of Rajasthan.',
      'Short films celebrating the <strong>living traditions</strong> of the desert state.',
      [
        'Folk music and dance',
        'Craft traditions of the walled city',
        'Families who carry art across generations',
      ],
      yt('jaipur'),
    ),
    episodes: episodesOf('Video', 'Rang Rajasthan, a Tarang Jaipur video series.', [
      [
        'Kalbelia Dance at Amer',
        'The swirling dance of the Kalbelia community, filmed in the shadow of the fort.',
      ],
      ['The Kamaicha Players', 'A Manganiyar family plays the ancient bowed instrument of the Thar.'],
      ['Puppet Makers of the Walled City', 'A kathputli maker shows how a puppet comes to life.'],
    ]),
  },
  {
    title: 'Awadh Kitchen',
    mediaType: 'Video',
    station: 8,
    genre: 'Food & Travel',
    language: 'Hindi',
    isEditorChoice: false,
    cover: files.cover(30),
    hosts: ['rj1023'],
    description: mediaDescription(
      'Shruti Srivastava cooks and eats her way through the royal and everyday kitchens of Lucknow.',
      'Recipes, history and <em>a lot of ghee</em>.',
      ['Kebabs, breads and sweets', 'Family recipes from old Lucknow', 'Seasonal specials'],
      yt('lucknow'),
    ),
    episodes: episodesOf('Video', 'Awadh Kitchen, a Tarang Lucknow video series.', [
      ['Galouti Kebab Masterclass', 'A chef from Chowk shares the patience behind the softest kebab.'],
      ['Sheermal at Dawn', 'The saffron bread of Lucknow, baked before sunrise.'],
      ['Makhan Malai: Winter’s Cloud', 'The delicate winter dessert that exists only on cold mornings.'],
    ]),
  },
];

// Each episode of a video series has a poster of its own (posters.ts draws it from the series cover, with its
// title and station), so a series' episodes do not all show the series cover.
for (const m of mediaSeeds) {
  if (m.mediaType !== 'Video') continue;
  m.episodes.forEach((episode, k) => {
    episode.thumbnail ??= files.poster(`${toSlug(m.title)}-${k + 1}`);
  });
}

/** The audio segments each show's and podcast's episodes play: they fit the show, spoken like its hosts. */
/** A morning show's segments: its episodes each play another. */
const MORNING: SoundName[] = ['morning', 'traffic', 'answers', 'goodNews', 'storyWoman', 'storyMan'];

const SHOW_SOUNDS: Record<string, SoundName[]> = {
  'Dilli Subah Express': MORNING,
  'Retro Raat with Ananya': ['dedicationsWoman'],
  'Bambai Breakfast Club': MORNING,
  'Local Train Countdown': ['countdownMan'],
  'Namma Ooru Mornings': MORNING,
  'Indie Junction': ['indie'],
  'Shubho Sokal Kolkata': MORNING,
  'Robi Sandhya': ['songsMan'],
  'Kaalai Kaapi': MORNING,
  'Kollywood Countdown': ['countdownWoman'],
  'Hyderabadi Hungama': MORNING,
  'Tollywood Top 20': ['countdownMan'],
  'Padharo Sa Mornings': MORNING,
  'Bhor Bhayi': ['songsWoman'],
  'Pehle Aap Mornings': MORNING,
  'Raat Ki Mehfil': ['dedicationsMan'],
  'Tarang Book Club': ['books'],
  'Sukoon: Wellness Minutes': ['wellness'],
  'Startup Gully': ['founders'],
  'Vada Pav Diaries': ['food'],
  'Adda Unlimited': ['storyWoman'],
  'Filter Kaapi Cricket Club': ['cricket'],
  'Biryani, Bytes aur Baatein': ['food'],
  'Qisse Lucknow Ke': ['storyMan'],
};

/** The release days the podcasts and series say they keep. */
const RELEASES: Record<string, MediaSeed['releases']> = {
  'Tarang Book Club': { weekday: 4, everyDays: 14 },
  'Sukoon: Wellness Minutes': { weekday: 1, everyDays: 7 },
  'Stand-up Saturdays': { weekday: 6, everyDays: 7 },
};

/** The episodes made for a time of year: each is dated in the last such season before the seed's `now`. */
const EPISODE_SEASONS: Record<string, SeasonName> = {
  'Ring Road, Rain and Rajma Chawal': 'firstRains',
  'The Great Winter Air Debate': 'winterAir',
  'Board Exam Pep Talk': 'boardExams',
  'Rain Songs of the Sixties': 'monsoon',
  'Monsoon Survival Kit': 'monsoon',
  'Ganpati Preparations Begin': 'beforeGanpati',
  'Top 20: The Monsoon Edition': 'monsoon',
  'Lalbagh Flower Show Walkthrough': 'flowerShow',
  'Year-End Indie Picks': 'yearEnd',
  'Pujo Countdown Begins': 'beforePujo',
  'Winter, Nolen Gur and Joynagar Moa': 'winter',
  'Songs of the Monsoon': 'monsoon',
  'Songs of Spring': 'spring',
  'Margazhi Season Diaries': 'beforeMargazhi',
  'The Great Chennai Rain Plan': 'beforeNortheastMonsoon',
  'Ramzan Nights in the Old City': 'ramzan',
  'Bonalu Festival Special': 'bonalu',
  'Top 20: Sankranti Special': 'sankranti',
  'Teej Festival Special': 'teej',
  'Kite Season Begins': 'beforeSankranti',
  'Navratri Prelude': 'navratri',
  'Kites on Jamghat': 'diwali',
  'Ghazals for a Rainy Night': 'monsoon',
  'Chand Raat Special': 'chandRaat',
  'The Year in Reading': 'yearEnd',
  'Street Food in the Rain': 'monsoon',
  'Dessert Detour': 'mango',
  'Auction Night Analysis': 'iplAuction',
  'Haleem Season': 'ramzan',
  'The Baker of Aminabad': 'winter',
  'Makhan Malai: Winter’s Cloud': 'winter',
};

for (const m of mediaSeeds) {
  if (m.mediaType !== 'Video') m.sounds = SHOW_SOUNDS[m.title];
  if (m.mediaType !== 'Video' && !m.sounds) throw new Error(`no demo audio for ${m.title}`);
  const releases = RELEASES[m.title];
  if (releases) m.releases = releases;
  for (const episode of m.episodes) {
    const season = EPISODE_SEASONS[episode.title];
    if (season) episode.season = season;
  }
}
for (const title of Object.keys(EPISODE_SEASONS))
  if (!mediaSeeds.some((m) => m.episodes.some((episode) => episode.title === title)))
    throw new Error(`EPISODE_SEASONS names no episode: ${title}`);

// ---------------------------------------------------------------- events

type EventText = Omit<EventSeed, 'description'> & { about: string; highlights: string[] };

const WEEKDAYS_ONLY = [1, 2, 3, 4, 5];
const WEEKENDS = [0, 6];

/**
 * The events. An RJ hosting one is not on air then, unless the event is their show broadcast from there; one of a
 * time of year ("Monsoon Mela") is in that season; a report of one ("listeners joined") is in the past.
 */
const eventTexts: EventText[] = [
  {
    station: 1,
    title: 'Tarang Dilli Monsoon Mela',
    summary: 'A day of live music, street food and RJ meet-and-greets at Dilli Haat.',
    about:
      'Celebrate the rains with Tarang Delhi. Simran, Kabir and Ananya host a full day of music, games and food at Dilli Haat, with stalls from across India and a live set from a Delhi indie band at sundown.',
    highlights: [
      'Meet your favourite Tarang Delhi RJs',
      'Live music from 4 PM',
      'Monsoon food stalls and chai',
    ],
    venue: 'Dilli Haat, INA',
    address: 'Sri Aurobindo Marg, INA, New Delhi 110023',
    daysFromNow: 12,
    startHourIst: 11,
    durationHours: 10,
    season: 'monsoon',
    image: files.event(2),
    registrationUrl: 'https://www.instagram.com/tarangdelhi',
  },
  {
    station: 1,
    title: 'Retro Raat Live: A Kishore Kumar Evening',
    summary: 'Ananya Bhatia hosted a live tribute concert to Kishore Kumar.',
    about:
      'A packed auditorium sang along to two hours of Kishore Kumar classics, performed by a twelve-piece orchestra and three playback singers, with stories from Ananya between the songs.',
    highlights: [
      'A twelve-piece live orchestra',
      'Listener dedications read on stage',
      'Recorded for a Retro Raat special',
    ],
    venue: 'Siri Fort Auditorium',
    address: 'August Kranti Marg, Siri Fort, New Delhi 110049',
    daysFromNow: -34,
    startHourIst: 18,
    durationHours: 3,
    image: files.event(1),
    registrationUrl: null,
  },
  {
    station: 1,
    title: 'Delhi Half Marathon Cheer Zone',
    summary: 'Cheer on the runners with Tarang Delhi, music and free water.',
    about:
      'On race morning Tarang Delhi sets up a cheer zone at the stadium with a DJ, a dhol troupe and the Dilli Subah Express team on the mic. Bring your family, a placard and your loudest voice.',
    highlights: [
      'Live DJ and dhol from 6 AM',
      'Free water and fruit for runners',
      'Shout-outs for friends who are running',
    ],
    venue: 'Jawaharlal Nehru Stadium',
    address: 'Lodhi Road, Pragati Vihar, New Delhi 110003',
    daysFromNow: 41,
    startHourIst: 6,
    durationHours: 5,
    season: 'halfMarathon',
    weekdays: [0],
    image: files.event(3),
    registrationUrl: null,
  },
  {
    station: 2,
    title: 'Bambai Breakfast Club Live at Carter Road',
    summary: 'Rohan and Sneha broadcast the breakfast show live by the sea.',
    about:
      'The Bambai Breakfast Club moves out of the studio for a morning. Join Rohan and Sneha at the Carter Road amphitheatre, by the sea, as they broadcast the show live, with music, games and cutting chai on the house.',
    highlights: [
      'Live broadcast from 7 AM',
      'Free cutting chai for early birds',
      'Games and prizes for listeners',
    ],
    venue: 'Carter Road Amphitheatre',
    address: 'Carter Road, Bandra West, Mumbai 400050',
    daysFromNow: 8,
    startHourIst: 7,
    durationHours: 4,
    weekdays: WEEKDAYS_ONLY,
    image: files.news(9),
    registrationUrl: null,
  },
  {
    station: 2,
    title: 'Eco-friendly Ganpati Idol Workshop',
    summary: 'Families learned to make clay Ganpati idols with a Lalbaug artisan.',
    about:
      'Over sixty families joined a hands-on workshop at the Tarang Mumbai studio before Ganesh Chaturthi, shaping shadu clay idols with natural colours under the guidance of a third-generation idol maker.',
    highlights: [
      'Shadu clay and natural colours',
      'Guidance from a Lalbaug artisan',
      'Tips for an eco-friendly visarjan at home',
    ],
    venue: 'Tarang Mumbai Studio',
    address: 'Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai 400013',
    daysFromNow: -20,
    startHourIst: 12,
    durationHours: 4,
    season: 'beforeGanpati',
    image: files.event(11),
    registrationUrl: null,
  },
  {
    station: 2,
    title: 'Local Train Countdown: Live in Concert',
    summary: 'The year’s top songs performed live, hosted by Aditya Shetty.',
    about:
      'Mumbai’s favourite countdown comes alive on stage. Playback singers and independent artists perform the songs that topped the Local Train Countdown this year, with Aditya as your host.',
    highlights: [
      'Ten artists, one night',
      'The year’s biggest countdown hits, live',
      'Surprise guest for the final number',
    ],
    venue: 'NSCI Dome, Worli',
    address: 'Lala Lajpatrai Marg, Worli, Mumbai 400018',
    daysFromNow: 50,
    startHourIst: 20,
    durationHours: 3,
    image: files.gallery(7),
    registrationUrl: 'https://in.bookmyshow.com/explore/events-mumbai',
  },
  {
    station: 3,
    title: 'Indie Junction Live',
    summary: 'An open-air evening of Bengaluru’s best independent music.',
    about:
      'Divya Hegde brings Indie Junction to Freedom Park with five bands from the city’s independent scene, food trucks and a zero-waste promise.',
    highlights: [
      'Five bands on one stage',
      'Food trucks and a craft market',
      'Zero-waste event: bring your own bottle',
    ],
    venue: 'Freedom Park',
    address: 'Seshadri Road, Gandhi Nagar, Bengaluru 560009',
    daysFromNow: 15,
    startHourIst: 16,
    durationHours: 6,
    weekdays: WEEKENDS,
    image: files.gallery(10),
    registrationUrl: 'https://in.bookmyshow.com/explore/events-bengaluru',
  },
  {
    station: 3,
    title: 'Namma Ooru Cyclothon',
    summary: 'Six hundred riders cycled through Cubbon Park with Tarang Bengaluru.',
    about:
      'Meghana and Pradeep flagged off a ten-kilometre family ride on a car-free Sunday morning, followed by breakfast and music on the lawns.',
    highlights: [
      'Ten-kilometre family ride',
      'Helmets and water for every rider',
      'Breakfast and music after the ride',
    ],
    venue: 'Cubbon Park',
    address: 'Kasturba Road, Sampangi Rama Nagar, Bengaluru 560001',
    daysFromNow: -45,
    startHourIst: 6,
    durationHours: 4,
    weekdays: [0],
    image: files.event(12),
    registrationUrl: null,
  },
  {
    station: 3,
    title: 'Kannada Rajyotsava Music Evening',
    summary: 'Bhavageethe, folk and film songs to celebrate Karnataka.',
    about:
      'An evening of Kannada music across generations for Rajyotsava month, from bhavageethe and Janapada songs to film classics, with Tarang Bengaluru RJs as your hosts.',
    highlights: [
      'Bhavageethe and folk performances',
      'Kannada film classics with a live band',
      'Free entry, seats first come first served',
    ],
    venue: 'Chowdiah Memorial Hall',
    address: 'Gayathri Devi Park Extension, Vyalikaval, Bengaluru 560003',
    daysFromNow: 30,
    startHourIst: 18,
    durationHours: 3,
    season: 'rajyotsava',
    image: files.event(1),
    registrationUrl: null,
  },
  {
    station: 4,
    title: 'Robi Sandhya Live: Songs of the Season',
    summary: 'Debojyoti Ghosh presents an evening of Rabindra Sangeet with young singers.',
    about:
      'Robi Sandhya comes to the stage: eight young voices from across Bengal sing Tagore’s seasonal songs, introduced by Debojyoti Ghosh, and the show is broadcast live on Tarang Kolkata 93.5.',
    highlights: ['Eight young singers', 'Live accompaniment on esraj and tabla', 'Stories behind every song'],
    venue: 'Rabindra Sadan',
    address: 'Cathedral Road, Maidan, Kolkata 700071',
    daysFromNow: 20,
    startHourIst: 19,
    durationHours: 2,
    image: files.gallery(4),
    registrationUrl: 'https://www.instagram.com/tarangkolkata',
  },
  {
    station: 4,
    title: 'Boi Para Book Walk',
    summary: 'A morning walk through College Street’s book market with Ishita Sen.',
    about:
      'Forty book lovers joined Ishita for a weekend walk through Boi Para, meeting booksellers who have traded rare editions for decades, and ended with coffee at the famous coffee house.',
    highlights: ['Meet veteran booksellers', 'Tips for finding rare editions', 'Coffee at College Street'],
    venue: 'College Street',
    address: 'College Street, Kolkata 700073',
    daysFromNow: -12,
    startHourIst: 8,
    durationHours: 3,
    weekdays: WEEKENDS,
    image: files.event(9),
    registrationUrl: null,
  },
  {
    station: 4,
    title: 'Pujo Pandal Hopping with Tarang',
    summary: 'Sayan and Ishita led listeners on an all-night pandal tour.',
    about:
      'Listeners joined the Shubho Sokal team on a guided night tour of north Kolkata’s most artistic pandals, beginning at Kumartuli where the idols were made.',
    highlights: [
      'Guided tour of north Kolkata pandals',
      'Meet the idol makers of Kumartuli',
      'Bhog and late-night snacks',
    ],
    venue: 'Starting at Kumartuli',
    address: 'Kumartuli, Shobhabazar, Kolkata 700005',
    daysFromNow: -75,
    startHourIst: 20,
    durationHours: 6,
    season: 'pujo',
    image: files.event(13),
    registrationUrl: null,
  },
  {
    station: 5,
    title: 'Kaalai Kaapi Beach Clean-up',
    summary: 'Join Priya and Karthik to clean Elliot’s Beach, then share a filter coffee.',
    about:
      'Bring your family and friends for a two-hour weekend clean-up of Elliot’s Beach with the Kaalai Kaapi team and local volunteer groups. Gloves, bags and coffee are on us.',
    highlights: [
      'Gloves and bags provided',
      'Segregation guidance from volunteers',
      'Filter coffee for every volunteer',
    ],
    venue: 'Elliot’s Beach, Besant Nagar',
    address: 'Besant Nagar, Chennai 600090',
    daysFromNow: 6,
    startHourIst: 6,
    durationHours: 3,
    weekdays: WEEKENDS,
    image: files.news(9),
    registrationUrl: 'https://www.instagram.com/tarangchennai',
  },
  {
    station: 5,
    title: 'Kollywood Countdown Live',
    summary: 'Janani Krishnan’s countdown, performed live by a twenty-piece band.',
    about:
      'The year’s most-loved Tamil film songs were performed live, with Janani counting down the hits and listeners voting for the number one on the night.',
    highlights: [
      'A twenty-piece live band',
      'Audience vote for the number one',
      'Surprise appearance by a playback singer',
    ],
    venue: 'The Music Academy',
    address: 'TTK Road, Royapettah, Chennai 600014',
    daysFromNow: -28,
    startHourIst: 18,
    durationHours: 3,
    weekdays: WEEKDAYS_ONLY,
    image: files.event(1),
    registrationUrl: null,
  },
  {
    station: 5,
    title: 'Margazhi Morning Concert',
    summary: 'A free early-morning Carnatic concert to open the music season.',
    about:
      'Tarang Chennai opens its Margazhi celebrations with a sunrise concert by young Carnatic musicians, under the kolam drawn at the entrance at dawn, followed by a traditional breakfast.',
    highlights: [
      'Carnatic vocal and veena recital',
      'Traditional breakfast after the concert',
      'Free entry with registration',
    ],
    venue: 'Narada Gana Sabha',
    address: 'TTK Road, Alwarpet, Chennai 600018',
    daysFromNow: 45,
    startHourIst: 6,
    durationHours: 3,
    season: 'margazhiOpening',
    image: files.news(5),
    registrationUrl: 'https://www.instagram.com/tarangchennai',
  },
  {
    station: 6,
    title: 'Hyderabadi Hungama Comedy Night',
    summary: 'Vamsi Krishna hosts the city’s funniest new comics, live.',
    about:
      'Five comics, one host and a lot of Dakhni. The evening will be filmed for our video series Stand-up Saturdays, so laugh loudly.',
    highlights: [
      'Five comics, clean sets',
      'Filmed for Stand-up Saturdays',
      'Irani chai and Osmania biscuits at the interval',
    ],
    venue: 'Shilpakala Vedika',
    address: 'Hi-Tech City Road, Madhapur, Hyderabad 500081',
    daysFromNow: 10,
    startHourIst: 19,
    durationHours: 3,
    image: files.event(6),
    registrationUrl: 'https://in.bookmyshow.com/explore/events-hyderabad',
  },
  {
    station: 6,
    title: 'Bonalu Beats',
    summary: 'Folk drummers and singers celebrated Bonalu on Necklace Road.',
    about:
      'An evening of Telangana folk music, Pothuraju dancers and drummers by Hussain Sagar, hosted by the Hyderabadi Hungama team.',
    highlights: ['Folk drummers and Pothuraju dancers', 'Telangana folk songs', 'Festival food stalls'],
    venue: 'People’s Plaza, Necklace Road',
    address: 'Necklace Road, Khairatabad, Hyderabad 500004',
    daysFromNow: -60,
    startHourIst: 17,
    durationHours: 4,
    season: 'bonalu',
    image: files.event(14),
    registrationUrl: null,
  },
  {
    station: 6,
    title: 'Charminar Heritage Walk',
    summary: 'A weekend morning walk around Charminar and Laad Bazaar with Harika Reddy.',
    about:
      'Harika leads a walk through the old city before the crowds arrive: the Charminar, the Mecca Masjid from outside, Laad Bazaar and breakfast at a century-old cafe.',
    highlights: ['Guided heritage walk', 'Stories of the Qutb Shahi city', 'Breakfast with Irani chai'],
    venue: 'Charminar',
    address: 'Charminar Road, Ghansi Bazaar, Hyderabad 500002',
    daysFromNow: 25,
    startHourIst: 7,
    durationHours: 3,
    weekdays: WEEKENDS,
    image: files.event(7),
    registrationUrl: 'https://www.instagram.com/taranghyderabad',
  },
  {
    station: 7,
    title: 'Padharo Sa Kite Festival',
    summary: 'Fly kites for Makar Sankranti with Pooja and Vikram by the Jal Mahal.',
    about:
      'Bring your own patang or pick one up from the walled-city kite makers at our stalls. Music, til laddoos and a friendly kite-fighting contest for all ages, after Padharo Sa Mornings.',
    highlights: [
      'Kite stalls from walled-city makers',
      'Kite-fighting contest for all ages',
      'Til laddoos and gajak',
    ],
    venue: 'Jal Mahal Ki Pal',
    address: 'Amer Road, Jaipur 302002',
    daysFromNow: 35,
    startHourIst: 11,
    durationHours: 5,
    season: 'sankranti',
    image: files.event(5),
    registrationUrl: null,
  },
  {
    station: 7,
    title: 'Rang Rajasthan Folk Night',
    summary: 'Manganiyar and Langa musicians performed under the stars on a Saturday night.',
    about:
      'Vikram Singh Shekhawat hosted an evening of desert music with three generations of Manganiyar and Langa folk musicians, their dholaks and khartals, followed by Kalbelia dancers.',
    highlights: ['Manganiyar and Langa musicians', 'Kalbelia dance performance', 'Rajasthani dinner'],
    venue: 'Jawahar Kala Kendra',
    address: '2 Jawahar Lal Nehru Marg, Jaipur 302004',
    daysFromNow: -15,
    startHourIst: 19,
    durationHours: 3,
    weekdays: [6],
    image: files.event(14),
    registrationUrl: null,
  },
  {
    station: 7,
    title: 'Teej Mela with Tarang Jaipur',
    summary: 'Swings, mehendi and folk songs for the monsoon festival of Teej.',
    about:
      'Listeners celebrated Teej with decorated swings, mehendi artists, folk singers and a ghewar-tasting corner on the lawns of the Albert Hall.',
    highlights: ['Decorated swings and mehendi', 'Folk singers', 'Ghewar tasting'],
    venue: 'Albert Hall Lawns',
    address: 'Ram Niwas Garden, Jaipur 302004',
    daysFromNow: -50,
    startHourIst: 16,
    durationHours: 4,
    season: 'teej',
    image: files.event(15),
    registrationUrl: null,
  },
  {
    station: 8,
    title: 'Raat Ki Mehfil: A Ghazal Evening',
    summary: 'Anurag Tripathi hosts an evening of ghazals and shayari before the show.',
    about:
      'Raat Ki Mehfil comes to the stage with two ghazal singers, a sarangi player and young poets reading their own work, hosted by Anurag Tripathi, who goes on air at ten.',
    highlights: ['Live ghazal performances', 'Young poets read their work', 'Listener dedications on stage'],
    venue: 'Sangeet Natak Akademi Auditorium',
    address: 'Vipin Khand, Gomti Nagar, Lucknow 226010',
    daysFromNow: 18,
    startHourIst: 18,
    durationHours: 3,
    image: files.gallery(1),
    registrationUrl: 'https://www.instagram.com/taranglucknow',
  },
  {
    station: 8,
    title: 'Aminabad Food Walk',
    summary: 'Thirty listeners ate their way through Aminabad with Ayaan and Shruti.',
    about:
      'Kulchas, kebabs, kulfi and chaat: the Pehle Aap Mornings team led a delicious evening food walk through one of Lucknow’s oldest markets.',
    highlights: ['Eight food stops', 'Stories of the market’s history', 'Kulfi to finish'],
    venue: 'Aminabad Market',
    address: 'Aminabad, Lucknow 226018',
    daysFromNow: -8,
    startHourIst: 17,
    durationHours: 3,
    image: files.event(2),
    registrationUrl: null,
  },
  {
    station: 8,
    title: 'Pehle Aap Mornings Live in the Park',
    summary: 'The morning show broadcast live from Janeshwar Mishra Park.',
    about:
      'Ayaan and Shruti broadcast the morning show live from the park, after a sunrise yoga session, with a shayari open mic and breakfast for early risers.',
    highlights: ['Morning yoga with Shruti from 6 AM', 'Shayari open mic', 'Breakfast for early risers'],
    venue: 'Janeshwar Mishra Park',
    address: 'Gomti Nagar Extension, Lucknow 226010',
    daysFromNow: -80,
    startHourIst: 6,
    durationHours: 5,
    weekdays: WEEKDAYS_ONLY,
    image: files.event(8),
    registrationUrl: null,
  },
];

export const eventSeeds: EventSeed[] = eventTexts.map(({ about, highlights, ...event }) => ({
  ...event,
  description: [
    p(about),
    ul(highlights),
    event.registrationUrl
      ? p(`Entry is free, but places are limited: ${a(event.registrationUrl, 'register here')}.`)
      : p('Entry is free and open to all. Please arrive early, as seating is first come, first served.'),
  ].join(''),
}));

// ---------------------------------------------------------------- red lines (news)

type RedLineText = Omit<RedLineSeed, 'body'> & { paragraphs: string[] };

const redLineTexts: RedLineText[] = [
  {
    station: 1,
    title: 'Tarang Delhi’s Winter Blanket Drive Crosses 12,000 Blankets',
    season: 'winter',
    image: files.news(11),
    summary: 'Listeners across the city donated blankets for shelters and night workers.',
    author: 'Simran Kaur',
    daysAgo: 2,
    paragraphs: [
      'When Simran and Kabir asked Dilli Subah Express listeners to drop off a spare blanket at the studio, they expected a few hundred. Three weeks later, the count has crossed twelve thousand.',
      'Blankets came from schoolchildren in Rohini, a residents’ association in Mayur Vihar and a taxi union that collected a blanket from every driver. One listener drove in from Gurugram with a boot full of quilts stitched by her mother.',
      'The blankets are being distributed with partner NGOs to night shelters, construction sites and security guards who work through the winter nights.',
      'Collection continues at the Tarang Delhi studio on Barakhamba Road until the end of the month, Monday to Saturday between 10 AM and 6 PM.',
    ],
  },
  {
    station: 1,
    title: 'Five Quiet Corners of Delhi for a Sunday Morning',
    image: files.event(7),
    summary: 'Our RJs pick the city’s calmest spots for a slow weekend start.',
    author: 'Kabir Malhotra',
    daysAgo: 9,
    paragraphs: [
      'Delhi is loud, and we love it for that. But every city needs a place to breathe, so we asked the Tarang Delhi team where they go when they need a quiet hour.',
      'Simran’s pick is Sunder Nursery and its Mughal tombs before 8 AM, when the lawns are still empty. Ananya prefers the stepwell at Rajon Ki Baoli in Mehrauli, where the only sound is pigeons.',
      'Kabir swears by the back lanes of Hauz Khas Village before the cafes open, and the lake at the deer park just behind. Our producers added Lodhi Garden’s bonsai corner and the quiet reading room of a neighbourhood library in Daryaganj.',
      'Tell us your quiet corner on the Dilli Subah Express WhatsApp line, and we will read the best ones on air this week.',
    ],
  },
  {
    station: 2,
    title: 'Monsoon Commute Guide: How Mumbai Listeners Beat the Rain',
    season: 'monsoon',
    image: files.news(3),
    summary: 'Practical tips from thousands of Bambai Breakfast Club callers.',
    author: 'Rohan Deshpande',
    daysAgo: 4,
    paragraphs: [
      'Every monsoon, Mumbai tests its commuters, and every monsoon its commuters come up with new ways to win. This week Bambai Breakfast Club listeners shared their best rainy-day strategies.',
      'The most common tip: keep a dry pair of socks and a small towel in your office drawer. Close behind were a waterproof phone pouch, an offline copy of the train timetable and a trusted colleague who lives near the station.',
      'Several listeners reminded everyone to check the official rain and tide alerts before stepping out, and to avoid walking through flooded streets where open drains may be hidden.',
      'Sneha’s own tip? Carry a packet of Parle-G. You never know how long the wait will be, and it is always better with a biscuit.',
    ],
  },
  {
    station: 2,
    title: 'Bambai Breakfast Club Turns Five',
    dated: { event: 'Bambai Breakfast Club Live at Carter Road', days: -9 },
    image: files.gallery(2),
    summary: 'Rohan and Sneha celebrate five years of Mumbai mornings.',
    author: 'Tarang Mumbai Desk',
    daysAgo: 17,
    paragraphs: [
      'Five years, over twelve hundred shows and an uncountable number of cutting chais: the Bambai Breakfast Club celebrated its fifth birthday this week.',
      'The anniversary show featured callers who have listened since the first episode, including a motorman on the Harbour line who has heard every show from his cabin.',
      'Rohan and Sneha thanked listeners for their stories, their patience with the puns and the dabbas of home food that regularly arrive at the studio.',
      'To celebrate, the show will broadcast live from Carter Road next week: details of Bambai Breakfast Club Live at Carter Road are on the Tarang Mumbai events page.',
    ],
  },
  {
    station: 3,
    title: 'Tarang Bengaluru Launches the Kannada Learning Minute',
    image: files.news(1),
    summary: 'A daily one-minute Kannada lesson for the city’s newcomers.',
    author: 'Meghana Rao',
    daysAgo: 3,
    paragraphs: [
      'Bengaluru welcomes people from every corner of India, and many of them want to speak the city’s language. Starting this week, Namma Ooru Mornings will carry a one-minute Kannada lesson every weekday at 8:40 AM.',
      'Each lesson covers a practical phrase: asking for directions, ordering at a darshini, chatting with your auto driver or greeting a neighbour.',
      'Meghana will be joined by listeners who are learning the language themselves, so nobody needs to be embarrassed about getting it wrong.',
      'Past lessons will be available as short episodes on the Tarang Bengaluru audio page.',
    ],
  },
  {
    station: 3,
    title: 'Weekend Treks Within 100 km of Bengaluru',
    season: 'trekking',
    image: files.news(12),
    summary: 'Pradeep Gowda’s list of easy and moderate treks for the season.',
    author: 'Pradeep Gowda',
    daysAgo: 14,
    paragraphs: [
      'The weather is kind and the hills are green: it is trekking season. Pradeep has put together his list of favourite weekend treks close to the city.',
      'For beginners, Makalidurga and Savandurga offer rewarding views without being too demanding. Skandagiri is famous for its sunrise above the clouds but needs an early start and a registered guide.',
      'Whichever you choose, carry enough water, leave no litter, check the forest department’s rules on permits and timings, and tell someone where you are going.',
      'Share your trek photos with us on Instagram, and the best ones will feature on Namma Ooru Mornings every Friday.',
    ],
  },
  {
    station: 4,
    title: 'A Listener’s Guide to Kumartuli Before Pujo',
    season: 'beforePujo',
    image: files.event(11),
    summary: 'How to visit Kolkata’s idol makers respectfully in the busiest season.',
    author: 'Ishita Sen',
    daysAgo: 6,
    paragraphs: [
      'In the weeks before Durga Pujo, the narrow lanes of Kumartuli fill with clay, straw and the quiet concentration of artisans at work. Many listeners asked us how to visit.',
      'Go in the morning, when it is less crowded, and remember that these are working studios. Ask before taking photographs, do not touch the idols and keep the lanes clear for deliveries.',
      'Several artisans told Shubho Sokal Kolkata that they welcome curious visitors who take time to understand the craft, especially children.',
      'After your visit, walk down to the ghats for a cup of tea by the river. It is one of the loveliest mornings the city offers.',
    ],
  },
  {
    station: 4,
    title: 'Robi Sandhya Celebrates Its Hundredth Episode',
    image: files.gallery(11),
    summary: 'Debojyoti Ghosh marks a milestone for Kolkata’s evening of Tagore songs.',
    author: 'Tarang Kolkata Desk',
    daysAgo: 21,
    paragraphs: [
      'Robi Sandhya, Tarang Kolkata’s evening programme of Rabindra Sangeet, aired its hundredth episode this week.',
      'Debojyoti Ghosh marked the occasion by playing the songs listeners have requested most often, and by inviting his own teacher from Santiniketan to sing on air.',
      'The programme has introduced many younger listeners to Tagore’s music, and its Sunday request shows now receive messages from across Bengal and beyond.',
      'Robi Sandhya will soon go on stage, broadcast live from Rabindra Sadan: details of Robi Sandhya Live: Songs of the Season are on the Tarang Kolkata events page.',
    ],
  },
  {
    station: 5,
    title: 'Chennai Listeners Sign Up for the Elliot’s Beach Clean-up',
    dated: { event: 'Kaalai Kaapi Beach Clean-up', days: -5 },
    image: files.news(9),
    summary: 'Over five hundred volunteers have registered for the Kaalai Kaapi clean-up drive.',
    author: 'Priya Raghavan',
    daysAgo: 1,
    paragraphs: [
      'More than five hundred listeners have signed up to join Priya and Karthik for the Kaalai Kaapi Beach Clean-up at Elliot’s Beach.',
      'Volunteers will work in small teams with local groups who will explain how to segregate plastic, glass and organic waste so that as much as possible can be recycled.',
      'Gloves and bags will be provided. Please bring a water bottle, a cap and sunscreen, and wear shoes that can get sandy.',
      'And yes, there will be filter coffee for everyone at the end.',
    ],
  },
  {
    station: 5,
    title: 'A First-Timer’s Guide to the Margazhi Music Season',
    season: 'beforeMargazhi',
    image: files.news(5),
    summary: 'How to enjoy Chennai’s December concerts even if you have never been.',
    author: 'Karthik Subramanian',
    daysAgo: 12,
    paragraphs: [
      'Every December, Chennai hosts one of the largest music festivals in the world, with hundreds of Carnatic concerts across dozens of sabhas. For a first-timer it can feel overwhelming.',
      'Start with a morning concert by a young artist: they are often free or inexpensive, and less crowded. Arrive a little early, switch your phone to silent and follow the audience’s lead on applause.',
      'Do not skip the sabha canteens, or the kolams drawn at dawn outside every hall. For many rasikas, a plate of hot vadai and a tumbler of coffee between concerts is as much a part of the season as the music.',
      'Kaalai Kaapi will carry a daily concert guide throughout the season.',
    ],
  },
  {
    station: 6,
    title: 'Hyderabadi Hungama Comedy Night Bookings Open',
    dated: { event: 'Hyderabadi Hungama Comedy Night', days: -15 },
    image: files.event(6),
    summary: 'Five comics, one stage and a lot of Dakhni.',
    author: 'Vamsi Krishna',
    daysAgo: 5,
    paragraphs: [
      'The Hyderabadi Hungama Comedy Night is back. Vamsi Krishna will host five of the city’s funniest new comics at Shilpakala Vedika.',
      'All sets will be clean and family-friendly, and the evening will be filmed for our video series Stand-up Saturdays.',
      'Tarang Hyderabad listeners can also win free passes by answering the daily comedy question on Hyderabadi Hungama.',
      'Doors open an hour before the show. Please carry your booking confirmation.',
    ],
  },
  {
    station: 6,
    title: 'Haleem Trail: Where Hyderabad’s Listeners Queue Up',
    dated: { episode: 'Haleem Season', days: 1 },
    image: files.event(2),
    summary: 'Harika Reddy rounds up listener favourites for the season.',
    author: 'Harika Reddy',
    daysAgo: 19,
    paragraphs: [
      'Every Ramzan, Hyderabad debates where to find the best haleem. This year we asked listeners, and the messages did not stop for three days.',
      'Old city favourites near Charminar topped the list, but neighbourhood bhattis in Tolichowki, Mehdipatnam and even Kondapur had loyal supporters.',
      'Many listeners shared that the best haleem they had ever eaten was made at home by a grandmother, which we could not argue with.',
      'Listen to Biryani, Bytes aur Baatein this week for a conversation with a cook who has been stirring haleem for thirty years.',
    ],
  },
  {
    station: 7,
    title: 'Rang Rajasthan Folk Night Celebrates Desert Musicians',
    dated: { event: 'Rang Rajasthan Folk Night', days: 2 },
    image: files.event(14),
    summary: 'Three generations of Manganiyar and Langa musicians shared one stage.',
    author: 'Vikram Singh Shekhawat',
    daysAgo: 13,
    paragraphs: [
      'Jawahar Kala Kendra was full on Saturday night as three generations of Manganiyar and Langa musicians performed at the Rang Rajasthan Folk Night.',
      'The youngest performer, just eleven years old, played the khartal alongside his grandfather, to a standing ovation.',
      'The evening ended with Kalbelia dancers and an impromptu singalong of a wedding song that half the audience seemed to know by heart.',
      'Highlights will appear in our video series Rang Rajasthan over the coming weeks.',
    ],
  },
  {
    station: 7,
    title: 'Kite Makers of the Walled City Prepare for Sankranti',
    season: 'beforeSankranti',
    image: files.event(5),
    summary: 'Handi Pura’s kite workshops are busier than ever.',
    author: 'Pooja Rathore',
    daysAgo: 24,
    paragraphs: [
      'Weeks before Makar Sankranti, the kite makers of Jaipur’s walled city are working from dawn to late at night.',
      'Families who have made kites for generations told Padharo Sa Mornings that while printed kites are popular, many buyers still ask for hand-pasted paper kites.',
      'Several makers also asked listeners to avoid sharp synthetic manja, which harms birds and people, and to choose cotton thread instead.',
      'Their kites are on sale in the lanes of Handi Pura until Sankranti, and the makers are happy to show you how they are made.',
    ],
  },
  {
    station: 8,
    title: 'What We Ate on the Aminabad Food Walk',
    dated: { event: 'Aminabad Food Walk', days: 1 },
    image: files.event(2),
    summary: 'Kulchas, kebabs and kulfi: a delicious evening with Lucknow listeners.',
    author: 'Shruti Srivastava',
    daysAgo: 7,
    paragraphs: [
      'Thirty listeners joined Ayaan and Shruti for the Aminabad Food Walk one evening, and nobody went home hungry.',
      'The walk started with kulcha nihari, moved on to kebabs and basket chaat, and ended, inevitably, with kulfi.',
      'Between stops, shopkeepers shared stories of the market, from the old cinema halls to the bookshops that once lined its lanes.',
      'We will be back for another walk soon. Listen to Pehle Aap Mornings for the announcement.',
    ],
  },
  {
    station: 8,
    title: 'Chikankari Artisans Share Their Craft on Air',
    dated: { episode: 'Chikankari Stories', days: 1 },
    image: files.news(13),
    summary: 'Women artisans from Chowk spoke to Pehle Aap Mornings about their work.',
    author: 'Ayaan Rizvi',
    daysAgo: 22,
    paragraphs: [
      'Chikankari, Lucknow’s delicate white-on-white embroidery, is made by thousands of artisans, most of them women working from home.',
      'Four artisans from Chowk joined Pehle Aap Mornings to talk about the thirty-odd stitches they use, the patience the craft demands and how they learnt it from their mothers.',
      'They asked listeners to buy from cooperatives and sellers who pay fairly, and to ask who made the garment they are buying.',
      'The full conversation is available as an episode of Pehle Aap Mornings on the audio page.',
    ],
  },
  {
    station: null,
    title: 'Tarang Launches a Network-Wide Talent Hunt',
    image: files.gallery(4),
    summary: 'Singers, comics, poets and performers from all eight cities are invited to take part.',
    author: 'Tarang News Desk',
    daysAgo: 0.5,
    paragraphs: [
      'Tarang has opened its first network-wide talent hunt, inviting listeners from all eight cities to send in performances in six categories.',
      'The categories are singing, stand-up comedy, voice-over, poetry, instrumental music and dance-on-video. Entries can be in any Indian language.',
      'Shortlisted participants will be invited to their city’s studio to record with our RJs, and winners will be featured across the network.',
      'Details and the entry form are on the Talent Hunt page of every station.',
    ],
  },
  {
    station: null,
    title: 'Tarang Book Club Announces Its Season Reading List',
    image: files.event(9),
    summary: 'Eight books, eight cities, one conversation.',
    author: 'Divya Hegde',
    daysAgo: 10,
    paragraphs: [
      'The Tarang Book Club podcast has announced its reading list for the season, with one book chosen by listeners in each of our eight cities.',
      'The list includes a Tamil novel in translation, a collection of Bengali short stories, a Marathi memoir and a book of Urdu poetry.',
      'Every other Thursday, Divya Hegde will discuss one book with readers from the city that chose it.',
      'You do not need to have finished the book to listen. Nobody ever has.',
    ],
  },
  {
    station: null,
    title: 'How to Listen to Tarang Anywhere',
    image: files.news(14),
    summary: 'On your phone, your laptop or your smart speaker: a quick guide.',
    author: 'Tarang News Desk',
    daysAgo: 16,
    paragraphs: [
      'Tarang stations are available online wherever you are. Open the Tarang website, choose your city, and every show, podcast and video is a tap away.',
      'The site remembers your station, and if you allow location access it will pick the nearest one for you.',
      'Sign in to save your favourite episodes. Your favourites follow you from your phone to your laptop.',
      'Many of our podcasts are also available on the streaming platforms linked at the top of every station page.',
    ],
  },
  {
    station: null,
    title: 'Tarang RJs Join Hands for Road Safety Week',
    season: 'roadSafety',
    image: files.news(2),
    summary: 'All eight stations carry road safety messages from listeners and experts.',
    author: 'Tarang News Desk',
    daysAgo: 27,
    paragraphs: [
      'For Road Safety Week, RJs across all eight Tarang stations are carrying short road safety messages recorded by listeners, traffic volunteers and doctors.',
      'The messages cover helmets and seat belts, the dangers of using a phone while driving, safe speeds near schools and giving way to ambulances.',
      'Listeners can record their own message of up to thirty seconds and send it to their station’s WhatsApp number.',
      'The best messages will be played across the network throughout the week.',
    ],
  },
];

export const redLineSeeds: RedLineSeed[] = redLineTexts.map(({ paragraphs, ...item }) => ({
  ...item,
  body: paragraphs.map(p).join(''),
}));

// ---------------------------------------------------------------- banners

const morningShow = [
  'Dilli Subah Express',
  'Bambai Breakfast Club',
  'Namma Ooru Mornings',
  'Shubho Sokal Kolkata',
  'Kaalai Kaapi',
  'Hyderabadi Hungama',
  'Padharo Sa Mornings',
  'Pehle Aap Mornings',
];
const videoSeries = [
  'Dilli Ki Galiyan',
  'Studio Unplugged Mumbai',
  'Namma Indie Sessions',
  'Videos from across Tarang',
  'Watch the best of Tarang',
  'Stand-up Saturdays',
  'Rang Rajasthan',
  'Awadh Kitchen',
];

export const bannerSeeds: BannerSeed[] = [
  ...stationSeeds.flatMap((station, i): BannerSeed[] => {
    const n = i + 1;
    const city = station.city === 'New Delhi' ? 'Delhi' : station.city;
    const image = (k: number) => files.banner(((i * 3 + k) % 8) + 1);
    const home: BannerSeed[] = [
      {
        station: n,
        page: 'home',
        title: `${morningShow[i]}, live every weekday`,
        subtitle: `Wake up with ${city}’s favourite voices on ${station.frequency}`,
        image: image(0),
        // Plays the station live (the site's banners treat '/live' as the live stream).
        linkUrl: '/live',
        sortOrder: 1,
      },
      {
        station: n,
        page: 'home',
        title: `Meet the RJs of ${station.name}`,
        subtitle: 'Book a studio visit and see the show being made',
        image: image(1),
        // The contact page says how a studio visit is booked.
        linkUrl: '/contact-us',
        sortOrder: 2,
      },
    ];
    if (n <= 3 || n === 5) {
      home.push({
        station: n,
        page: 'home',
        title: `What’s on in ${city}`,
        subtitle: 'Concerts, walks and meet-ups with your station',
        image: image(2),
        linkUrl: '/events',
        sortOrder: 3,
      });
    }
    return [
      ...home,
      {
        station: n,
        page: 'audio',
        title: 'New episodes every week',
        subtitle: `Catch up on every show from ${station.name}`,
        image: image(2),
        linkUrl: '/audio',
        sortOrder: 1,
      },
      {
        station: n,
        page: 'video',
        title: videoSeries[i] ?? 'Watch on Tarang',
        subtitle: 'Short films from your city, made by your station',
        image: image(1),
        linkUrl: '/video',
        sortOrder: 1,
      },
    ];
  }),
  {
    station: null,
    page: 'home',
    title: 'The Tarang Talent Hunt is open',
    subtitle: 'Sing, joke, recite or play: your city is listening',
    image: files.banner(7),
    linkUrl: '/talent-hunt',
    sortOrder: 10,
  },
  {
    station: null,
    page: 'home',
    title: 'Sukoon: Wellness Minutes',
    subtitle: 'Small habits for calmer days, a new episode every week',
    image: files.banner(8),
    linkUrl: '/audio',
    sortOrder: 11,
  },
];

// ---------------------------------------------------------------- contests

const contestHow = (steps: string[], note: string) =>
  `${p('Taking part is easy:')}<ul>${steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>${p(note)}`;
const contestTerms =
  'Open to residents of India aged 18 and above. Winners are chosen by the station’s jury and announced on air; the jury’s decision is final. Employees of Tarang and their families may not take part.';
/** What a contest's page adds once it has closed (the seed adds it to those its dates have closed). */
export const CONTEST_CLOSED = 'This contest has closed. Thank you to everyone who took part.';

export const contestSeeds: ContestSeed[] = [
  {
    station: 1,
    title: 'Dilli Ka Sawaal Weekly Quiz',
    description: `${p('Answer the Dilli Subah Express question of the day every weekday morning for a month and stand a chance to win a prize every week.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      [
        'Listen to Dilli Subah Express between 8 and 9 AM on weekdays',
        'Send your answer with your name to the Tarang Delhi WhatsApp number',
        'Every correct answer enters you into the weekly draw',
      ],
      'One entry per person per day.',
    ),
    prize:
      'A Tarang merchandise hamper every week, and a studio visit with Simran and Kabir for the month’s winner',
    image: files.contest(1),
    startsInDays: -10,
    endsInDays: 20,
    closedNote: 'Winners were announced on Dilli Subah Express.',
  },
  {
    station: 1,
    title: 'Retro Raat Lyrics Challenge',
    description: `${p('Ananya plays the music; listeners complete the lyrics. The winners are those who know every word of the golden era.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      [
        'Listen for the lyrics cue on Retro Raat',
        'Complete the line and send it by WhatsApp before midnight',
      ],
      'One entry per night.',
    ),
    prize: 'A vintage-style Bluetooth radio for each week’s winner',
    image: files.contest(2),
    startsInDays: -70,
    endsInDays: -40,
    closedNote: 'The winners were announced on Retro Raat.',
  },
  {
    station: 2,
    title: 'My Mumbai Moments Photo Contest',
    description: `${p('Show us your Mumbai: the sea at Marine Drive, a crowded platform, a chai stall at dawn.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      [
        'Take an original photo of Mumbai',
        'Post it on Instagram and tag @tarangmumbai with #MyMumbaiMoments',
        'Keep your account public until the results are announced',
      ],
      'Up to three photos per person. Photos must be your own work.',
    ),
    prize: 'A weekend stay for two in Alibaug',
    image: files.news(9),
    startsInDays: -5,
    endsInDays: 25,
    closedNote: 'The winning photos are on @tarangmumbai.',
  },
  {
    station: 2,
    title: 'Guess the Countdown Number One',
    description: `${p('Every week, listeners guess which song will top the Local Train Countdown.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      ['Send your guess before Saturday noon', 'Listen to the countdown to find out if you were right'],
      'One guess per person per week.',
    ),
    prize: 'Two tickets to Local Train Countdown: Live in Concert',
    image: files.contest(3),
    startsInDays: -60,
    endsInDays: -30,
    closedNote: 'Winners were announced on air.',
  },
  {
    station: 3,
    title: 'Write a Song in Traffic',
    description: `${p('Stuck at Silk Board? Turn it into a song. Indie Junction is looking for the best original song written on Bengaluru’s roads.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      [
        'Write and record an original song of up to two minutes',
        'Upload it on the Talent Hunt page under Singing and mention “Song in Traffic”',
        'Shortlisted songs will be played on Indie Junction',
      ],
      'Any language, any genre. Please do not record while driving!',
    ),
    prize: 'A professional recording session at a Bengaluru studio',
    image: files.contest(4),
    startsInDays: -7,
    endsInDays: 30,
    closedNote: 'The shortlisted songs were played on Indie Junction.',
  },
  {
    station: 3,
    title: 'Namma Ooru Trivia',
    description: `${p('How well do you know Bengaluru? Answer a daily question about the city’s history, food and neighbourhoods.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      ['Listen to Namma Ooru Mornings at 9 AM', 'Send the answer to the Tarang Bengaluru WhatsApp number'],
      'One answer per person per day.',
    ),
    prize: 'Gift vouchers worth ₹5,000',
    image: files.contest(1),
    startsInDays: -50,
    endsInDays: -20,
    closedNote: 'Winners were announced on Namma Ooru Mornings.',
  },
  {
    station: 5,
    title: 'Kaapi Moments Reel Contest',
    description: `${p('Make a thirty-second reel about your favourite filter coffee moment: the morning paper, the family, the perfect froth.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      [
        'Make a reel of up to thirty seconds',
        'Post it on Instagram and tag @tarangchennai with #KaapiMoments',
        'Listen to Kaalai Kaapi on Fridays for shout-outs',
      ],
      'Reels must be original and must not use copyrighted music beyond what the platform allows.',
    ),
    prize: 'A premium brass filter coffee set and a studio visit with Priya and Karthik',
    image: files.contest(5),
    startsInDays: -3,
    endsInDays: 18,
    closedNote: 'The winning reels are on @tarangchennai.',
  },
  {
    station: 5,
    title: 'Margazhi Memory Contest',
    description: `${p('Share your favourite memory of the December music season, while the season is on.')}${p(contestTerms)}`,
    howToParticipate: contestHow(
      ['Write your memory in under 150 words', 'Send it to the Tarang Chennai WhatsApp number'],
      'One memory per person.',
    ),
    prize: 'Season passes to two sabhas',
    image: files.contest(3),
    startsInDays: -60,
    endsInDays: -45,
    season: 'margazhi',
    closedNote: 'The best memories were read on air.',
  },
];

// ---------------------------------------------------------------- polls

/** Listeners of the demo network who voted in its polls: accounts that cannot sign in (no password). */
export const demoListenerCount = 64;

export const pollSeeds: PollSeed[] = [
  {
    station: 1,
    question: 'Who should Retro Raat celebrate next Friday?',
    options: ['Kishore Kumar', 'Asha Bhosle', 'R.D. Burman', 'Mohammed Rafi'],
    votes: [14, 9, 11, 7],
    startsInDays: -3,
    endsInDays: 11,
  },
  {
    station: 2,
    question: 'What goes best with a cutting chai?',
    options: ['Vada pav', 'Bun maska', 'Kanda bhaji', 'Parle-G'],
    votes: [12, 15, 6, 9],
    startsInDays: -2,
    endsInDays: 12,
  },
  {
    station: 3,
    question: 'Where do you listen to Tarang Bengaluru the most?',
    options: ['Stuck in traffic', 'At work', 'At home', 'On a walk or a run'],
    votes: [21, 10, 8, 5],
    startsInDays: -4,
    endsInDays: 10,
  },
  {
    station: 4,
    question: 'Which Kolkata sweet would you never share?',
    options: ['Rosogolla', 'Sandesh', 'Mishti doi', 'Pantua'],
    votes: [9, 8, 12, 3],
    startsInDays: -1,
    endsInDays: 13,
  },
  {
    station: 5,
    question: 'What is the perfect Chennai breakfast?',
    options: ['Idli and sambar', 'Pongal and vadai', 'Masala dosa'],
    votes: [18, 13, 16],
    startsInDays: -5,
    endsInDays: 9,
  },
  {
    station: 6,
    question: 'Which Tarang Hyderabad show do you never miss?',
    options: ['Hyderabadi Hungama', 'Tollywood Top 20', 'Biryani, Bytes aur Baatein', 'Stand-up Saturdays'],
    votes: [16, 12, 7, 5],
    startsInDays: -2,
    endsInDays: 12,
  },
  {
    station: 7,
    question: 'Which festival does Jaipur celebrate best?',
    options: ['Teej', 'Makar Sankranti', 'Diwali', 'Gangaur'],
    votes: [10, 14, 12, 6],
    startsInDays: -6,
    endsInDays: 8,
  },
  {
    station: 8,
    question: 'Which show should get an extra hour?',
    options: ['Pehle Aap Mornings', 'Raat Ki Mehfil', 'Qisse Lucknow Ke'],
    votes: [11, 15, 8],
    startsInDays: -1,
    endsInDays: 13,
  },
  {
    station: 1,
    question: 'What is Delhi’s best street food?',
    options: ['Chole bhature', 'Momos', 'Parathas', 'Aloo tikki'],
    votes: [19, 14, 17, 8],
    startsInDays: -45,
    endsInDays: -31,
  },
  {
    station: 2,
    question: 'Where is the best sunset in Mumbai?',
    options: ['Juhu', 'Marine Drive', 'Bandstand', 'Gorai'],
    votes: [13, 24, 15, 4],
    startsInDays: -40,
    endsInDays: -26,
  },
];

// ---------------------------------------------------------------- station pages

export const stationPages: StationPageSeed[] = stationPageSeeds;
