/**
 * The cast and the script of the demo mailbox (demo.ts): Brightwater Instruments, a made-up maker
 * of industrial flow sensors, and the customers, suppliers and partners who write to one of its
 * people over a year. Names come from several cultures and scripts; a name written in a non-Latin
 * script carries its Latin spelling for the address (`display/latin`).
 */

export interface Culture {
  /** Given names, `display/latin` where the display is not Latin. */
  given: readonly string[];
  family: readonly string[];
  /** Family name first in the display name (Chinese, Japanese, Korean). */
  familyFirst?: boolean;
  /** No space between family and given name in the display name (Chinese, Japanese). */
  joined?: boolean;
  /** The country calling code and how a local number looks (digits as `#`). */
  phone: string;
  /** Minutes east of UTC, for the Date header. */
  tzMinutes: number;
  /** The language of a local-language message, when the culture has one in `LOCAL`. */
  lang?: keyof typeof LOCAL;
}

export const CULTURES = {
  en: {
    given: ['Emma', 'Oliver', 'Sophie', 'James', 'Hannah', 'George', 'Lucy', 'Daniel', 'Grace', 'Thomas'],
    family: ['Baker', 'Clarke', 'Hughes', 'Patel', 'Turner', 'Walsh', 'Wright', 'Evans', 'Morris', 'Hall'],
    phone: '+44 20 7946 0###',
    tzMinutes: 0,
  },
  us: {
    given: ['Madison', 'Ethan', 'Ashley', 'Tyler', 'Brianna', 'Marcus', 'Kayla', 'Jordan', 'Megan', 'Derek'],
    family: ['Johnson', 'Miller', 'Davis', 'Garcia', 'Rodriguez', 'Carter', 'Brooks', 'Reed', 'Foster'],
    phone: '+1 415 555 01##',
    tzMinutes: -480,
  },
  de: {
    given: ['Jürgen', 'Lena', 'Matthias', 'Anja', 'Stefan', 'Katrin', 'Jörg', 'Sabine', 'Florian', 'Ute'],
    family: ['Weiß', 'Fischer', 'Müller', 'Schröder', 'Hoffmann', 'Krüger', 'Becker', 'Vogel', 'Köhler'],
    phone: '+49 30 901820##',
    tzMinutes: 60,
    lang: 'de',
  },
  fr: {
    given: ['Élodie', 'Julien', 'Camille', 'François', 'Chloé', 'Mathieu', 'Inès', 'Sébastien', 'Margaux'],
    family: ['Lefèvre', 'Moreau', 'Girard', 'Dubois', 'Faure', 'Rousseau', 'Bérard', 'Lemaître'],
    phone: '+33 1 99 00 ## ##',
    tzMinutes: 60,
    lang: 'fr',
  },
  es: {
    given: ['Lucía', 'Javier', 'Marta', 'Álvaro', 'Carmen', 'Sergio', 'Nuria', 'Íñigo', 'Paula'],
    family: ['García', 'Martínez', 'López', 'Sánchez', 'Ibáñez', 'Romero', 'Navarro', 'Ortega'],
    phone: '+34 91 123 4###',
    tzMinutes: 60,
    lang: 'es',
  },
  pt: {
    given: ['Marta', 'João', 'Inês', 'Rui', 'Beatriz', 'Gonçalo', 'Leonor', 'Tiago'],
    family: ['Silva', 'Santos', 'Ferreira', 'Costa', 'Gonçalves', 'Magalhães', 'Pereira'],
    phone: '+351 21 000 0###',
    tzMinutes: 0,
  },
  it: {
    given: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Niccolò', 'Alessia', 'Davide'],
    family: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'De Luca'],
    phone: '+39 02 1234 5###',
    tzMinutes: 60,
  },
  pl: {
    given: ['Piotr', 'Agnieszka', 'Łukasz', 'Magdalena', 'Paweł', 'Zofia', 'Michał', 'Katarzyna'],
    family: ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Zieliński', 'Lewandowska', 'Dąbrowski'],
    phone: '+48 22 123 4###',
    tzMinutes: 60,
  },
  sv: {
    given: ['Linnea', 'Erik', 'Åsa', 'Johan', 'Ingrid', 'Björn', 'Maja', 'Oskar'],
    family: ['Lindqvist', 'Andersson', 'Öberg', 'Nyström', 'Berglund', 'Sjöberg', 'Holm'],
    phone: '+46 8 123 45 ##',
    tzMinutes: 60,
  },
  ru: {
    given: [
      'Ольга/olga',
      'Дмитрий/dmitry',
      'Анна/anna',
      'Сергей/sergey',
      'Екатерина/ekaterina',
      'Алексей/alexey',
      'Наталья/natalia',
      'Игорь/igor',
    ],
    family: [
      'Петрова/petrova',
      'Иванов/ivanov',
      'Смирнова/smirnova',
      'Кузнецов/kuznetsov',
      'Соколова/sokolova',
      'Волков/volkov',
      'Морозова/morozova',
    ],
    phone: '+7 495 123-4#-##',
    tzMinutes: 180,
    lang: 'ru',
  },
  el: {
    given: [
      'Γιώργος/giorgos',
      'Μαρία/maria',
      'Νίκος/nikos',
      'Ελένη/eleni',
      'Κώστας/kostas',
      'Δήμητρα/dimitra',
    ],
    family: [
      'Παπαδόπουλος/papadopoulos',
      'Οικονόμου/oikonomou',
      'Γεωργίου/georgiou',
      'Νικολάου/nikolaou',
      'Αλεξίου/alexiou',
    ],
    phone: '+30 21 0123 4###',
    tzMinutes: 120,
    lang: 'el',
  },
  ja: {
    given: ['健/ken', '由美/yumi', '大輔/daisuke', '陽子/yoko', '翔太/shota', '美咲/misaki'],
    family: ['田中/tanaka', '佐藤/sato', '鈴木/suzuki', '高橋/takahashi', '渡辺/watanabe', '伊藤/ito'],
    familyFirst: true,
    joined: true,
    phone: '+81 3-1234-5###',
    tzMinutes: 540,
    lang: 'ja',
  },
  zh: {
    given: ['伟/wei', '芳/fang', '静/jing', '磊/lei', '敏/min', '洋/yang', '婷/ting'],
    family: ['王/wang', '李/li', '张/zhang', '刘/liu', '陈/chen', '杨/yang', '赵/zhao'],
    familyFirst: true,
    joined: true,
    phone: '+86 21 5012 3###',
    tzMinutes: 480,
    lang: 'zh',
  },
  ko: {
    given: ['민준/minjun', '서연/seoyeon', '지훈/jihoon', '하은/haeun', '도윤/doyun'],
    family: ['김/kim', '이/lee', '박/park', '최/choi', '정/jung'],
    familyFirst: true,
    phone: '+82 2 1234 5###',
    tzMinutes: 540,
  },
  ar: {
    given: ['محمد/mohammed', 'فاطمة/fatima', 'عمر/omar', 'ليلى/layla', 'يوسف/youssef', 'نور/nour'],
    family: ['العلي/alali', 'حداد/haddad', 'الخطيب/alkhatib', 'منصور/mansour', 'السيد/elsayed'],
    phone: '+971 4 123 4###',
    tzMinutes: 240,
    lang: 'ar',
  },
  in: {
    given: ['Priya', 'Arjun', 'Ananya', 'Rohan', 'Kavya', 'Vikram', 'Meera', 'Sanjay'],
    family: ['Raman', 'Sharma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Menon', 'Kulkarni'],
    phone: '+91 22 4012 3###',
    tzMinutes: 330,
  },
  ng: {
    given: ['Amara', 'Chinedu', 'Ngozi', 'Tunde', 'Folake', 'Emeka', 'Zainab'],
    family: ['Okafor', 'Adeyemi', 'Balogun', 'Eze', 'Nwosu', 'Abubakar'],
    phone: '+234 1 270 0###',
    tzMinutes: 60,
  },
  tr: {
    given: ['Elif', 'Mehmet', 'Zeynep', 'Burak', 'Ayşe', 'Emre', 'Şule'],
    family: ['Yılmaz', 'Kaya', 'Demir', 'Çelik', 'Şahin', 'Öztürk'],
    phone: '+90 212 555 0###',
    tzMinutes: 180,
  },
  vi: {
    given: ['Minh', 'Linh', 'Huy', 'Trang', 'Quân', 'Thảo'],
    family: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ'],
    familyFirst: true,
    phone: '+84 28 3812 3###',
    tzMinutes: 420,
  },
} satisfies Record<string, Culture>;

export type CultureKey = keyof typeof CULTURES;

export type Relation = 'customer' | 'prospect' | 'supplier' | 'partner' | 'service';

/** `[name, domain, culture, relation]`. Domains are under `.example` (RFC 2606): nothing is real. */
export const COMPANIES: readonly (readonly [string, string, CultureKey, Relation])[] = [
  ['Acme Robotics', 'acme-robotics.example', 'en', 'customer'],
  ['Northwind Traders', 'northwind-traders.example', 'de', 'customer'],
  ['Krakow Steel', 'krakow-steel.example', 'pl', 'customer'],
  ['Weiss Logistik', 'weiss-logistik.example', 'de', 'supplier'],
  ['Lagos Freight', 'lagos-freight.example', 'ng', 'supplier'],
  ['Pearl Electronics', 'pearl-electronics.example', 'zh', 'supplier'],
  ['Lisboa Foods', 'lisboa-foods.example', 'pt', 'customer'],
  ['Baker Analytics', 'baker-analytics.example', 'en', 'partner'],
  ['Chennai Soft', 'chennai-soft.example', 'in', 'partner'],
  ['Vostok Energy', 'vostok-energy.example', 'ru', 'customer'],
  ['Hellenic Water Works', 'hellenic-water.example', 'el', 'customer'],
  ['Aegean Shipping', 'aegean-shipping.example', 'el', 'prospect'],
  ['Sakura Precision', 'sakura-precision.example', 'ja', 'supplier'],
  ['Osaka Chemical', 'osaka-chemical.example', 'ja', 'customer'],
  ['Shenzhen Bright Components', 'shenzhen-bright.example', 'zh', 'supplier'],
  ['Hangang Industries', 'hangang-ind.example', 'ko', 'prospect'],
  ['Gulf Desalination', 'gulf-desal.example', 'ar', 'customer'],
  ['Nile Agritech', 'nile-agritech.example', 'ar', 'prospect'],
  ['Sibirskaya Neft', 'sibneft-demo.example', 'ru', 'prospect'],
  ['Ural Pumps', 'ural-pumps.example', 'ru', 'supplier'],
  ['Bavaria Brauerei Technik', 'bbt-brau.example', 'de', 'customer'],
  ['Rhein Chemie Service', 'rhein-chemie.example', 'de', 'prospect'],
  ['Hydro Lyon', 'hydro-lyon.example', 'fr', 'customer'],
  ['Bordeaux Vignobles', 'bordeaux-vignobles.example', 'fr', 'prospect'],
  ['Aguas de Valencia Tec', 'aguas-valencia.example', 'es', 'customer'],
  ['Madrid Facility Services', 'madrid-fs.example', 'es', 'partner'],
  ['Porto Moldes', 'porto-moldes.example', 'pt', 'supplier'],
  ['Milano Impianti', 'milano-impianti.example', 'it', 'customer'],
  ['Torino Automazione', 'torino-auto.example', 'it', 'partner'],
  ['Gdansk Port Systems', 'gdansk-port.example', 'pl', 'prospect'],
  ['Nordic Heat', 'nordic-heat.example', 'sv', 'customer'],
  ['Göteborg Marine', 'goteborg-marine.example', 'sv', 'prospect'],
  ['Anatolia Pipe', 'anatolia-pipe.example', 'tr', 'supplier'],
  ['Bosphorus Utilities', 'bosphorus-util.example', 'tr', 'customer'],
  ['Saigon Cold Chain', 'saigon-cold.example', 'vi', 'prospect'],
  ['Mekong Aqua', 'mekong-aqua.example', 'vi', 'customer'],
  ['Mumbai Process Controls', 'mumbai-pc.example', 'in', 'customer'],
  ['Bangalore Data Labs', 'blr-datalabs.example', 'in', 'partner'],
  ['Abuja Power', 'abuja-power.example', 'ng', 'prospect'],
  ['Pacific Fluidics', 'pacific-fluidics.example', 'us', 'customer'],
  ['Redwood Foods', 'redwood-foods.example', 'us', 'customer'],
  ['Lone Star Refining', 'lonestar-refining.example', 'us', 'prospect'],
  ['Harbor Legal LLP', 'harbor-legal.example', 'us', 'service'],
  ['Thames Accountancy', 'thames-accounts.example', 'en', 'service'],
  ['Kent Calibration Lab', 'kent-calibration.example', 'en', 'supplier'],
];

/** Titles for people at other companies; each has a word `signature.ts` reads as a title. */
export const TITLES = [
  'Head of Procurement',
  'Purchasing Manager',
  'Senior Buyer',
  'Buyer',
  'Operations Director',
  'VP Operations',
  'Plant Manager',
  'Maintenance Lead',
  'Quality Engineer',
  'Process Engineer',
  'Project Manager',
  'Finance Manager',
  'Accountant',
  'Controller',
  'CTO',
  'COO',
  'CEO',
  'Managing Director',
  'Account Director',
  'Sales Engineer',
  'Product Manager',
  'Supply Chain Analyst',
  'Logistics Coordinator',
  'IT Administrator',
  'Legal Counsel',
  'Technical Consultant',
  'Executive Assistant',
  'Founder',
] as const;

/** The mailbox owner's company and the colleagues who write to them. */
export const HOME = {
  name: 'Brightwater Instruments',
  domain: 'brightwater-instruments.example',
  culture: 'en' as CultureKey,
  colleagues: [
    ['Rachel', 'Osei', 'CEO'],
    ['Ben', 'Hartley', 'Sales Director'],
    ['Nadia', 'Kowalczyk', 'Finance Manager'],
    ['Sam', 'Whitfield', 'Support Engineer'],
    ['Ivy', 'Chen', 'Product Manager'],
    ['Tomás', 'Ferreira', 'Field Engineer'],
    ['Hiro', 'Matsuda', 'Operations Manager'],
    ['Chloe', 'Dubois', 'Marketing Manager'],
  ] as const,
};

/** Correspondents who write from free-mail providers (no company is taken from these). */
export const FREE_MAIL = ['gmx.example', 'outlook.example', 'yandex.example', 'yahoo.example'] as const;

export const PRODUCTS = [
  'FM-200 flow meter',
  'FM-350 ultrasonic flow meter',
  'PX-10 pressure sensor',
  'Brightwater Gateway',
  'Brightwater Cloud subscription',
  'LV-5 level transmitter',
  'calibration kit',
] as const;

export const CITIES = [
  'Rotterdam',
  'Lyon',
  'Valencia',
  'Gdańsk',
  'Osaka',
  'Dubai',
  'Milan',
  'Austin',
  'Pune',
  'Izmir',
  'Athens',
  'Hamburg',
] as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A conversation's opening (`subject`, `body`) and the lines that answer it. Slots in braces are
 * filled per thread: {product} {qty} {amount} {num} {city} {day} {date} {month} {company} {owner}.
 * `attach` adds an attachment to the opening; `firstBy: 'owner'` makes the owner write first.
 */
export interface Topic {
  subject: string;
  body: string;
  replies: readonly string[];
  ownerReplies: readonly string[];
  attach?: 'invoice' | 'csv' | 'contract';
  firstBy?: 'them' | 'owner';
  /** Who writes it: a customer or prospect, a supplier, a partner or service firm, or any. */
  from?: readonly Relation[];
}

export const TOPICS: readonly Topic[] = [
  {
    subject: 'Quote for {qty} × {product}',
    body: 'Could you send us a quote for {qty} units of the {product}? We need them at our {city} site by {date}.',
    replies: [
      'Thanks for the quote. Is there any flexibility on the price if we commit to {qty} units a year?',
      'The quote works for us. I will raise the purchase order this week.',
      'Could you split the delivery in two shipments? Half by {date}, the rest a month later.',
    ],
    ownerReplies: [
      'Thanks for asking. The quote is attached in our portal: {amount} for {qty} units, delivery in four weeks.',
      'We can do {amount} if the order is confirmed by {day}. Delivery to {city} is included.',
      'Yes, two shipments are fine. I have asked logistics to plan them.',
    ],
    from: ['customer', 'prospect'],
  },
  {
    subject: 'Calibration question on the {product}',
    body: 'Our technicians see a drift of about 2% on the {product} after a week in service. Is a recalibration needed, or is this expected?',
    replies: [
      'We ran the procedure and the drift is gone. Thanks for the quick help.',
      'The drift came back after two days. Can someone visit the {city} site?',
    ],
    ownerReplies: [
      'A drift of 2% usually means the zero point moved during installation. Our support team will send the procedure today.',
      'I have booked {name} from our field team for {day}; he will bring a spare unit.',
    ],
    from: ['customer'],
  },
  {
    subject: 'Invoice {num}',
    body: 'Please find attached invoice {num} for {amount}, payable within 30 days. Let me know if you need a purchase order reference on it.',
    replies: [
      'Payment of invoice {num} has been received, thank you.',
      'A reminder that invoice {num} is due on {date}.',
    ],
    ownerReplies: [
      'Thanks, forwarded to our finance team. It will go out with the next payment run.',
      'Could you add our PO number 4500{qty} to the invoice? Our accounts payable needs it.',
    ],
    attach: 'invoice',
    from: ['supplier', 'service', 'partner'],
  },
  {
    subject: 'Meeting on {day}',
    body: 'Would {day} at 14:00 work for a call about the next phase? We would like to bring our project team.',
    replies: ['{day} works. I will send an invitation with a video link.', 'Sorry, can we move it to 15:30?'],
    ownerReplies: [
      'Yes, {day} at 14:00 works for me. Looking forward to it.',
      "15:30 is fine, I'll update the invitation.",
    ],
  },
  {
    subject: 'Order confirmation PO-{num}',
    body: 'We confirm purchase order PO-{num}: {qty} × {product}, total {amount}. Please confirm the delivery date.',
    replies: [
      'Thank you. Our warehouse in {city} will receive the goods.',
      'Could you send tracking numbers?',
    ],
    ownerReplies: [
      'Confirmed: delivery on {date}. You will receive the tracking numbers when it ships.',
      'The order shipped today; tracking numbers follow from our logistics partner.',
    ],
    from: ['customer'],
  },
  {
    subject: 'Site visit in {city}',
    body: 'We are planning a site visit in {city} in {month}. Would someone from your team be able to join and look at the installation?',
    replies: ['Great, I have reserved a meeting room for the morning.', 'Please bring the spare parts list.'],
    ownerReplies: [
      'I can join on the second week of {month}. Could you send the address and safety briefing?',
      'Noted, I will bring it.',
    ],
  },
  {
    subject: 'Monthly data export — {month}',
    body: 'Attached is the export of the flow readings for {month}. The anomalies on line 3 are marked in the last column.',
    replies: ['Did you get a chance to look at line 3?'],
    ownerReplies: [
      'Thanks, our analysts will go through it this week.',
      'Line 3 looks like a sensor fault rather than a process issue; we will replace the unit.',
    ],
    attach: 'csv',
    from: ['customer', 'partner'],
  },
  {
    subject: 'Renewal of the {product}',
    body: 'Our subscription for the {product} ends on {date}. Before we renew, could we review the number of seats?',
    replies: ['That sounds reasonable. Please send the renewal offer.', 'Signed and returned, thanks.'],
    ownerReplies: [
      'Of course. We could reduce to the seats you use and keep the current price for two years.',
      'The renewal offer is attached; it is valid until {date}.',
    ],
    from: ['customer'],
  },
  {
    subject: 'Introduction: {company} and Brightwater',
    body: 'A colleague suggested I get in touch. {company} is looking for a supplier of flow sensors for our new plant in {city}.',
    replies: [
      'Thank you. Could you also share references from the food industry?',
      'We would like to move forward with a pilot.',
    ],
    ownerReplies: [
      'Thanks for reaching out. I would be glad to set up a call; would {day} suit you?',
      'Of course, I will send two case studies today.',
    ],
    from: ['prospect'],
  },
  {
    subject: 'NDA for review',
    body: 'Attached is our mutual NDA. Could your legal team review it so we can share the drawings?',
    replies: ['Countersigned copy attached.', 'Our legal team accepted your change to clause 4.'],
    ownerReplies: [
      'Our counsel asked for one change in clause 4 (term of three years instead of five).',
      'Thanks, filed.',
    ],
    attach: 'contract',
  },
  {
    subject: 'Shipping update for PO-{num}',
    body: 'The shipment for PO-{num} left our warehouse today. Expected arrival in {city} is {date}.',
    replies: ['Correction: customs needs one more day.', 'Delivered and signed for.'],
    ownerReplies: ['Thank you for the update.', 'Could you send the customs documents by email?'],
    from: ['supplier'],
  },
  {
    subject: 'Pilot results at {company}',
    body: 'The pilot went well: measurement errors fell by {pct}%. The board wants a proposal for all our sites.',
    replies: ['The board meets on {date}; we need the proposal a week before.'],
    ownerReplies: [
      'That is great news. I will prepare a proposal with a phased roll-out.',
      'Understood, you will have it by {day}.',
    ],
    from: ['customer', 'prospect'],
  },
  {
    subject: 'Following up on our call',
    body: 'Thanks again for your time on {day}. As promised, here is a summary of what we discussed and the next steps.',
    replies: ['Thanks, this is a good summary. One correction: the budget is {amount}, not less.'],
    ownerReplies: ['Thanks for the summary. I agree with the next steps.'],
    firstBy: 'owner',
  },
  {
    subject: 'Trade fair in {city}',
    body: 'Will you be at the trade fair in {city} in {month}? It would be good to meet in person.',
    replies: ['Wonderful. Hall 4, booth C12.', 'Let us have lunch on the second day.'],
    ownerReplies: ['Yes, I will be there all three days. Where is your booth?', 'Lunch sounds great.'],
  },
  {
    subject: 'Price list {year}',
    body: 'Attached is our updated price list for {year}. Prices change on 1 {month}.',
    replies: ['Happy to discuss volume tiers.'],
    ownerReplies: ['Thanks. The increase on the housings is steeper than expected; can we discuss?'],
    attach: 'csv',
    from: ['supplier'],
  },
];

/** Mail between colleagues at the owner's company. */
export const INTERNAL_TOPICS: readonly Topic[] = [
  {
    subject: 'Pipeline review on {day}',
    body: 'Can you update the pipeline sheet before {day}? I want to go through the top ten deals.',
    replies: ['Thanks. Let us also look at {company}.'],
    ownerReplies: ['Done, the sheet is up to date. {company} moved to negotiation.'],
  },
  {
    subject: 'Q{quarter} forecast',
    body: 'Finance needs the Q{quarter} forecast by {date}. Please add your best and worst case.',
    replies: ['Got it, thanks.'],
    ownerReplies: ['Attached. Best case {amount}, worst case half of that.'],
    attach: 'csv',
  },
  {
    subject: 'Travel to {city}',
    body: 'I booked the flights to {city} for the customer visit. Hotel is near the site.',
    replies: ['The rental car is booked too.'],
    ownerReplies: ['Thanks! Could you share the itinerary?'],
  },
  {
    subject: 'Customer notes: {company}',
    body: 'Notes from today: {company} wants a discount for a two-year contract and asked about integration with their SCADA system.',
    replies: ['I will ask the product team about SCADA.'],
    ownerReplies: ['Thanks. Let us offer 8% for two years, not more.'],
  },
  {
    subject: 'Holiday cover in {month}',
    body: 'I am away the first two weeks of {month}. Could you cover my accounts?',
    replies: ['Thank you, I owe you one.'],
    ownerReplies: ['Sure, send me the list of open items.'],
  },
];

/** Newsletters: bulk mail with List-Unsubscribe and Precedence: bulk. */
export const NEWSLETTERS = [
  {
    name: 'Flow Industry Weekly',
    address: 'newsletter@flow-industry-weekly.example',
    headlines: [
      'Ultrasonic meters gain share in water utilities',
      'Five lessons from a brewery retrofit',
      'New EU rules for measurement instruments',
      'How predictive maintenance pays off',
      'Interview: the plant manager who cut water loss by 30%',
    ],
  },
  {
    name: 'SaaS Sales Digest',
    address: 'digest@saas-sales-digest.example',
    headlines: [
      'Discount less, qualify more',
      'The mid-market renewal playbook',
      'Why your pipeline review is too long',
      'Pricing pages that convert',
    ],
  },
  {
    name: 'Sensorik Magazin',
    address: 'news@sensorik-magazin.example',
    headlines: [
      'Neue Drucksensoren auf der Messe',
      'Industrie 4.0 im Mittelstand',
      'Füllstandsmessung in der Lebensmittelindustrie',
    ],
  },
] as const;

/** Machine senders: notifications that make no contact. */
export const NOTIFICATIONS = [
  {
    name: 'CloudDesk',
    address: 'no-reply@clouddesk.example',
    subjects: ['Ticket #{num} was updated', 'Ticket #{num} was closed', 'Your weekly CloudDesk summary'],
  },
  {
    name: 'Calendar',
    address: 'calendar-notification@calendar.example',
    subjects: [
      'Invitation: Pipeline review @ {day} 10:00',
      'Updated invitation: Call with {company} @ {day}',
    ],
  },
  {
    name: 'ParcelTrack',
    address: 'notifications@parceltrack.example',
    subjects: ['Your shipment {num} is on its way', 'Shipment {num} was delivered'],
  },
  {
    name: 'Expensely',
    address: 'noreply@expensely.example',
    subjects: ['Your expense report for {month} was approved', 'Receipt missing for {amount}'],
  },
] as const;

/**
 * Openings in the correspondent's own language (their subject and body go out RFC 2047- and
 * transfer-encoded), for cultures that have one here.
 */
export const LOCAL = {
  de: {
    subject: 'Angebot für {product}',
    body: 'Guten Tag {owner},\n\nkönnten Sie uns ein Angebot über {qty} Stück {product} schicken? Lieferung bitte bis {date} nach {city}.',
    signOff: 'Mit freundlichen Grüßen,',
  },
  fr: {
    subject: 'Devis pour {product} — livraison à {city}',
    body: 'Bonjour {owner},\n\npourriez-vous nous envoyer un devis pour {qty} unités de {product} ? Nous aurions besoin d’une livraison avant le {date}.',
    signOff: 'Bien cordialement,',
  },
  es: {
    subject: 'Presupuesto de {product}',
    body: 'Hola {owner}:\n\n¿Podría enviarnos un presupuesto para {qty} unidades de {product}? Necesitamos la entrega en {city} antes del {date}.',
    signOff: 'Saludos cordiales,',
  },
  ru: {
    subject: 'Счёт №{num} и сроки поставки',
    body: 'Добрый день, {owner}!\n\nНаправляем счёт №{num} на сумму {amount}. Просим подтвердить дату оплаты и сроки поставки {product}.',
    signOff: 'С уважением,',
  },
  el: {
    subject: 'Προσφορά για {product}',
    body: 'Καλημέρα {owner},\n\nθα μπορούσατε να μας στείλετε προσφορά για {qty} τεμάχια {product}; Χρειαζόμαστε την παράδοση έως {date}.',
    signOff: 'Με εκτίμηση,',
  },
  ja: {
    subject: '{product}のお見積もりのお願い',
    body: '{owner}様\n\nいつもお世話になっております。\n{product}を{qty}台、{date}までに納品いただく場合のお見積もりをお願いできますでしょうか。',
    signOff: 'よろしくお願いいたします。',
  },
  zh: {
    subject: '关于{product}的报价',
    body: '{owner}您好，\n\n请问{qty}台{product}的报价是多少？我们希望在{date}之前到货。',
    signOff: '此致敬礼',
  },
  ar: {
    subject: 'طلب عرض سعر: {product}',
    body: 'مرحبا {owner}،\n\nنرجو إرسال عرض سعر لعدد {qty} من {product} مع التسليم قبل {date}.',
    signOff: 'مع أطيب التحيات،',
  },
} as const;
