/**
 * Station pages of the demo network: the six network-wide pages (stationId null) and two station overrides.
 * Plain, safe HTML only: headings are <p><strong>…</strong></p> so the site's sanitiser keeps them as they are.
 */
import type { StationPage } from '@tarang/contracts';

/** A page of a station (station null: the network's, shown where a station has none of its own). */
export type StationPageSeed = { station: number | null; page: StationPage; title: string; body: string };

const h = (text: string) => `<p><strong>${text}</strong></p>`;
const p = (text: string) => `<p>${text}</p>`;
const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const careers = [
  p(
    'Tarang is a network of eight city radio stations, on air and online, built by people who love their cities and love to talk about them. We are always looking for curious, warm and hard-working people to join our studios in Delhi, Mumbai, Bengaluru, Kolkata, Chennai, Hyderabad, Jaipur and Lucknow.',
  ),
  h('Open roles'),
  ul([
    '<strong>Radio Jockey (Morning Drive)</strong>, Hyderabad: at least two years on air or on stage; fluent Telugu and Hindi; comfortable with live calls and breaking news.',
    '<strong>Podcast Producer</strong>, Bengaluru: plan, record and edit our network podcasts; experience with multitrack editing and a good ear for a story.',
    '<strong>Video Editor</strong>, Mumbai: cut short-form series for the web and social platforms; a portfolio of music or food videos is a plus.',
    '<strong>Sales Manager, Local Brands</strong>, Jaipur: build partnerships with businesses across Rajasthan; three years in media or FMCG sales.',
    '<strong>Content Writer (Hindi and English)</strong>, Lucknow: write promos, scripts and web copy with a light touch.',
    '<strong>Broadcast Engineer</strong>, Chennai: keep our transmission, studio and streaming chain running around the clock.',
  ]),
  h('What we offer'),
  ul([
    'A friendly, creative team in a studio that never really sleeps',
    'Health insurance for you and your family',
    'Learning budgets for courses, workshops and conferences',
    'Free tickets to most Tarang events (you will probably be working at the others)',
  ]),
  h('How to apply'),
  p(
    'Send your CV and, for on-air roles, a voice sample of up to two minutes to <strong>careers@tarang.example</strong> with the role and city in the subject line. We read every application and reply to shortlisted candidates within three weeks.',
  ),
  p(
    'Tarang is an equal opportunity employer. We welcome applications from people of every background, gender, ability and region, and we never charge a fee for recruitment.',
  ),
].join('');

const mumbaiCareers = [
  p(
    'Tarang Mumbai 91.9 FM is growing. Our Lower Parel studio produces the Bambai Breakfast Club, Local Train Countdown, Vada Pav Diaries and Studio Unplugged Mumbai, and we need more hands and voices.',
  ),
  h('Open roles in Mumbai'),
  ul([
    '<strong>Video Editor</strong>: cut Studio Unplugged Mumbai and short social videos; Premiere Pro or DaVinci Resolve; music video experience is a plus.',
    '<strong>Assistant Producer, Bambai Breakfast Club</strong>: research stories, book guests and run the phone lines from 6 AM; Marathi and Hindi essential.',
    '<strong>Social Media Executive</strong>: run the Tarang Mumbai Instagram and YouTube channels; a sense of humour and a love of the city are required.',
    '<strong>Intern, Events</strong> (six months, paid): help plan and run our live broadcasts and concerts across the city.',
  ]),
  h('How to apply'),
  p(
    'E-mail your CV and portfolio or voice sample to <strong>careers@tarang.example</strong> with “Mumbai” and the role in the subject line. You can also drop by our studio at Kamala Mills on the first Saturday of any month between 11 AM and 1 PM to meet the team.',
  ),
  p('Tarang is an equal opportunity employer and never charges a fee for recruitment.'),
].join('');

const contactUs = [
  p(
    'We love hearing from listeners. Whether you want to request a song, suggest a story, share feedback about a show or just say hello, your station is only a message away.',
  ),
  ul([
    '<strong>Song requests and dedications</strong>: send a WhatsApp message to your station’s number during the show.',
    '<strong>Studio visits</strong>: use the Send Us Request button at the bottom of any page, and our team will call you to fix a time.',
    '<strong>Feedback and complaints</strong>: write to your station’s e-mail address below; we reply within three working days.',
    '<strong>Press and partnerships</strong>: write to <strong>hello@tarang.example</strong>.',
  ]),
  p('Our studios are open to visitors by appointment, Monday to Saturday between 10 AM and 6 PM.'),
].join('');

const advertise = [
  p(
    'Tarang reaches listeners in eight of India’s largest cities, on FM, online and on streaming platforms. Whether you are a neighbourhood restaurant or a national brand, we will help you speak to the right audience in their own language.',
  ),
  h('Packages'),
  ul([
    '<strong>City Spot</strong>: 20- or 30-second radio spots on one station, scheduled across the day; ideal for local launches and sales.',
    '<strong>Show Partner</strong>: sponsor a flagship show such as a morning drive programme, with on-air mentions, RJ reads and branded segments.',
    '<strong>Network Reach</strong>: the same campaign across all eight stations, with regional-language versions produced by our team.',
    '<strong>Podcast and Video</strong>: branded episodes and pre-roll messages on our podcasts and video series.',
    '<strong>Events and Activations</strong>: presence at Tarang concerts, walks, festivals and community drives.',
  ]),
  h('Why Tarang'),
  ul([
    'RJs that listeners trust, speaking in the language of each city',
    'In-house creative team for scripts, jingles and voice-overs',
    'Clear reporting on schedules, online listening and campaign results',
  ]),
  h('Talk to us'),
  p(
    'Write to <strong>ads@tarang.example</strong> with your city, budget and campaign dates, and our sales team will send you a plan and rate card within two working days.',
  ),
].join('');

const bengaluruAdvertise = [
  p(
    'Tarang Bengaluru 92.7 FM talks to the city in Kannada and English, from Silk Board commuters to weekend trekkers. Our listeners are young, curious and loyal to the brands that speak their language.',
  ),
  h('Popular options in Bengaluru'),
  ul([
    '<strong>Namma Ooru Mornings partner</strong>: traffic and weather segments presented by your brand, every weekday.',
    '<strong>Indie Junction sessions</strong>: sponsor live music sessions on air and on video.',
    '<strong>Tech park reach</strong>: spots scheduled around commute hours on the Outer Ring Road and Whitefield corridors.',
    '<strong>Weekend events</strong>: presence at our cyclothons, treks and concerts.',
  ]),
  p(
    'Write to <strong>ads@tarang.example</strong> with “Bengaluru” in the subject line, or call the station on the number below.',
  ),
].join('');

const privacy = [
  p(
    'This policy explains what personal information Tarang collects when you use our websites, listen to our streams or take part in our shows, contests and events, how we use it and the choices you have. It applies to all Tarang stations.',
  ),
  h('1. Information we collect'),
  ul([
    '<strong>Account details</strong>: your name, e-mail address and chosen station when you sign up, and a securely hashed password. If you sign in with a social account, we receive your name, e-mail address and an identifier from that provider.',
    '<strong>Requests and entries</strong>: the name, mobile number, station and message you send when you ask for a studio visit, collaborate with an RJ, or enter a contest or talent hunt, including any recording or file you upload.',
    '<strong>Location</strong>: if you allow it, your browser shares your approximate location so that we can suggest the nearest station. We use it for that purpose and do not keep a history of your movements.',
    '<strong>Usage</strong>: which pages, shows and episodes you open, your favourites, and technical information such as your browser type, device and IP address.',
  ]),
  h('2. How we use it'),
  ul([
    'To run your account and remember your station and favourites',
    'To respond to your requests and contact you about studio visits, contests and events you have entered',
    'To understand which programmes listeners enjoy, so that we can make better radio',
    'To keep our services secure, prevent misuse and comply with the law',
  ]),
  p(
    'We do not sell your personal information. We do not use your mobile number for marketing unless you have agreed to it.',
  ),
  h('3. Sharing'),
  p(
    'We share information only with service providers who host our websites, deliver e-mail or measure audiences for us, under contracts that require them to protect it; with event partners when you register for an event they run with us; and with authorities when the law requires it.',
  ),
  h('4. Cookies and browser storage'),
  p(
    'We use browser storage to keep you signed in and to remember your station and player settings. Analytics and advertising partners may set cookies to measure visits and show relevant advertising. You can clear or block cookies in your browser settings; some features may then not work.',
  ),
  h('5. Retention and security'),
  p(
    'We keep account information while your account is active and for a reasonable period afterwards, and contest or request information for as long as needed to handle it and meet legal obligations. We protect your information with encryption in transit, hashed passwords and access controls.',
  ),
  h('6. Your rights'),
  p(
    'You may ask to see, correct or delete your personal information, or withdraw consent you have given, by writing to <strong>privacy@tarang.example</strong>. We will respond within thirty days. You may also raise a concern with our grievance officer at the same address.',
  ),
  h('7. Children'),
  p(
    'Our services are meant for a general audience. Children under 18 should use them with a parent’s permission, and we do not knowingly collect information from children without it.',
  ),
  h('8. Changes'),
  p(
    'We will post any change to this policy on this page and, for significant changes, tell signed-in users by e-mail.',
  ),
].join('');

const terms = [
  p(
    'These terms govern your use of the Tarang websites, streams, podcasts and videos, and your participation in our contests, polls, talent hunts and events. By using our services you agree to them.',
  ),
  h('1. Using Tarang'),
  p(
    'You may listen to and watch our content for personal, non-commercial use. You may share links to our pages and episodes, but you may not copy, re-broadcast, sell or otherwise redistribute our content without written permission.',
  ),
  h('2. Your account'),
  p(
    'You are responsible for keeping your password safe and for activity on your account. Please give accurate information when you sign up. We may suspend accounts that are used to abuse our services, other listeners or our staff.',
  ),
  h('3. What you send us'),
  ul([
    'When you send us a message, recording, photo or video, you confirm that it is your own work or that you have permission to share it.',
    'You allow Tarang to broadcast, publish and edit it for length across our stations and platforms, with credit where practical.',
    'Please do not send anything unlawful, hateful, defamatory, obscene or that invades someone else’s privacy. We may decline or remove any submission.',
  ]),
  h('4. Contests, polls and talent hunts'),
  p(
    'Each contest has its own rules, published with it; where they differ from these terms, the contest rules apply. Unless stated otherwise, contests are open to residents of India aged 18 and above, prizes cannot be exchanged for cash, and the jury’s decision is final. Poll results reflect the views of participating listeners only.',
  ),
  h('5. Events'),
  p(
    'Entry to Tarang events is subject to venue rules and available capacity. Events may be changed or cancelled for reasons of safety or weather; we will announce any change on the station page and on air.',
  ),
  h('6. Third-party links and platforms'),
  p(
    'Our pages link to social networks, streaming platforms and partner sites that we do not control. Their own terms and privacy policies apply when you use them.',
  ),
  h('7. Disclaimer and liability'),
  p(
    'Our programmes share opinions, information and advice for general interest; they are not professional, medical, legal or financial advice. We work hard to keep our services available but cannot promise they will be uninterrupted. To the extent the law allows, Tarang is not liable for indirect losses arising from your use of our services.',
  ),
  h('8. Governing law'),
  p(
    'These terms are governed by the laws of India, and the courts of New Delhi have jurisdiction over any dispute. Questions about these terms may be sent to <strong>legal@tarang.example</strong>.',
  ),
].join('');

const csr = [
  p(
    'Radio has always been a neighbour: the voice in the kitchen, the company on the night shift, the first to tell you the road is flooded. Tarang’s corporate social responsibility policy builds on that role and commits every station to giving back to the city it serves.',
  ),
  h('1. Our focus areas'),
  ul([
    '<strong>Education and literacy</strong>: reading programmes, book drives and on-air learning segments for children and first-generation learners.',
    '<strong>Community health and well-being</strong>: awareness campaigns on mental health, road safety, nutrition and preventive care, made with qualified experts.',
    '<strong>Environment</strong>: beach and lake clean-ups, tree planting, waste segregation drives and campaigns for cleaner air.',
    '<strong>Arts and culture</strong>: platforms for folk artists, classical musicians, craftspeople and young performers who rarely reach the airwaves.',
    '<strong>Disaster response</strong>: timely, verified information during floods, heatwaves and other emergencies, and support for relief efforts.',
  ]),
  h('2. How we work'),
  p(
    'Each station chooses its projects with local partners: registered charities, schools, resident groups and civic bodies. Projects combine airtime, our events and volunteering by our staff. Where money is spent, it goes to eligible projects through registered organisations, in line with applicable law.',
  ),
  h('3. Volunteering'),
  p(
    'Every Tarang employee may take two paid days a year to volunteer with a station project. Listeners are invited to join many of our drives, and we publish details on the events page of each station.',
  ),
  h('4. Governance'),
  p(
    'A CSR committee of senior leaders approves the annual plan, reviews progress every quarter and ensures that projects are chosen fairly and without conflicts of interest. No project may benefit a Tarang employee, director or their family.',
  ),
  h('5. Reporting'),
  p(
    'We publish a short summary of our CSR projects and their results each year. Ideas for projects, and organisations seeking a partnership, may write to <strong>csr@tarang.example</strong>.',
  ),
].join('');

export const stationPageSeeds: StationPageSeed[] = [
  { station: null, page: 'careers', title: 'Careers at Tarang', body: careers },
  { station: null, page: 'contact-us', title: 'Contact Us', body: contactUs },
  { station: null, page: 'advertise-with-us', title: 'Advertise With Us', body: advertise },
  { station: null, page: 'privacy-policy', title: 'Privacy Policy', body: privacy },
  { station: null, page: 'terms-and-conditions', title: 'Terms and Conditions', body: terms },
  { station: null, page: 'csr-policy', title: 'CSR Policy', body: csr },
  { station: 2, page: 'careers', title: 'Careers at Tarang Mumbai', body: mumbaiCareers },
  { station: 3, page: 'advertise-with-us', title: 'Advertise on Tarang Bengaluru', body: bengaluruAdvertise },
];
