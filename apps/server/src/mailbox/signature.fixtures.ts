/**
 * Signatures as people write them, with the fields a reader should take from them (issue 24/25:
 * one-line and multi-line, many separators, labels and national formats). Written for this repo
 * in the shapes of real mail (no third-party text; numbers are in reserved fiction ranges:
 * +44 7700 900xxx, 020 7946 0xxx, 555-01xx). `signature.test.ts` scores the reader on them.
 */
export interface SignatureFixture {
  /** The signature block as the body splitter hands it over. */
  text: string;
  /** The From header's display name, when the mail had one. */
  fromName?: string;
  name: string | null;
  title: string | null;
  company: string | null;
  phone: string | null;
}

const f = (
  text: string,
  name: string | null,
  title: string | null,
  company: string | null,
  phone: string | null,
  fromName?: string,
): SignatureFixture => ({ text, name, title, company, phone, ...(fromName ? { fromName } : {}) });

export const SIGNATURE_FIXTURES: readonly SignatureFixture[] = [
  // One line, pipes.
  f(
    'Rohan Mehta | Head of Supply Chain | Kestrel Labs | +1 (415) 555-0142',
    'Rohan Mehta',
    'Head of Supply Chain',
    'Kestrel Labs',
    '+1 (415) 555-0142',
  ),
  f(
    'Best,\nRohan Mehta | Head of Supply Chain | Kestrel Labs | +1 (415) 555-0142 x204',
    'Rohan Mehta',
    'Head of Supply Chain',
    'Kestrel Labs',
    '+1 (415) 555-0142 x204',
  ),
  f(
    'Cheers,\nTomas Lind, VP Operations | Halden Freight m: +44 7700 900123',
    'Tomas Lind',
    'VP Operations',
    'Halden Freight',
    '+44 7700 900123',
  ),
  f(
    'VP Operations | Halden Freight m: +44 7700 900123',
    null,
    'VP Operations',
    'Halden Freight',
    '+44 7700 900123',
  ),
  // Dashes, commas, middle dots.
  f(
    '— Dana Whitfield, VP Operations, Halden Freight · m: +44 7700 900123',
    'Dana Whitfield',
    'VP Operations',
    'Halden Freight',
    '+44 7700 900123',
  ),
  f(
    '-- Dana Whitfield - Procurement Manager - Halden Freight - tel +44 20 7946 0321',
    'Dana Whitfield',
    'Procurement Manager',
    'Halden Freight',
    '+44 20 7946 0321',
  ),
  f(
    'Marco Bianchi • Sales Director • Fornaci Srl • +39 02 1234 5678',
    'Marco Bianchi',
    'Sales Director',
    'Fornaci Srl',
    '+39 02 1234 5678',
  ),
  // Slashes.
  f('Priya Nair / CTO / Lumen Health / 020 7946 0958', 'Priya Nair', 'CTO', 'Lumen Health', '020 7946 0958'),
  f(
    'Jonas Weber / Leiter Einkauf / Brandt Logistik GmbH / Tel. 030 / 1234567',
    'Jonas Weber',
    'Leiter Einkauf',
    'Brandt Logistik GmbH',
    '030 / 1234567',
  ),
  // Labels.
  f(
    'Aisha Khan | Chief Financial Officer | Meridian Bank | ☎ +44 20 7946 0011',
    'Aisha Khan',
    'Chief Financial Officer',
    'Meridian Bank',
    '+44 20 7946 0011',
  ),
  f(
    'Sven Olsen · Head of IT · Nordlys AS · mobile: +47 912 34 567',
    'Sven Olsen',
    'Head of IT',
    'Nordlys AS',
    '+47 912 34 567',
  ),
  f(
    'Leah Cohen | Account Executive | Brightline | cell 415-555-0187',
    'Leah Cohen',
    'Account Executive',
    'Brightline',
    '415-555-0187',
  ),
  f(
    'Raj Patel | Operations Lead | Saffron Foods | phone: +91 98765 43210',
    'Raj Patel',
    'Operations Lead',
    'Saffron Foods',
    '+91 98765 43210',
  ),
  f(
    'Ana Souza, Gerente de Compras, Vale Verde | T: +55 11 91234-5678',
    'Ana Souza',
    'Gerente de Compras',
    'Vale Verde',
    '+55 11 91234-5678',
  ),
  f(
    'Kenji Sato | Senior Engineer | Hoshi Robotics | Tel: +81 3-1234-5678 ext. 12',
    'Kenji Sato',
    'Senior Engineer',
    'Hoshi Robotics',
    '+81 3-1234-5678 ext. 12',
  ),
  f(
    'Claire Martin | Directrice commerciale | Atelier Lune | +33 1 23 45 67 89',
    'Claire Martin',
    'Directrice commerciale',
    'Atelier Lune',
    '+33 1 23 45 67 89',
  ),
  // "at" and "@".
  f(
    'Thanks,\nOmar Haddad\nProduct Manager at Cobalt Systems\n+1 212 555 0134',
    'Omar Haddad',
    'Product Manager',
    'Cobalt Systems',
    '+1 212 555 0134',
  ),
  f('Lina Park, Founder @ Petalworks | 646.555.0199', 'Lina Park', 'Founder', 'Petalworks', '646.555.0199'),
  // Multi-line.
  f(
    '-- \nMaria Lopez\nVP Procurement, Initech\nMobile: +1 415 555 0142',
    'Maria Lopez',
    'VP Procurement',
    'Initech',
    '+1 415 555 0142',
  ),
  f(
    'Anna Berg\nHead of Sales | Acme AB\nTel. +46 8 123 456 78',
    'Anna Berg',
    'Head of Sales',
    'Acme AB',
    '+46 8 123 456 78',
  ),
  f(
    'Kind regards,\n\nGeorge Miller\nSenior Buyer\nNorthwind Traders\nT +44 161 496 0123\nwww.northwind.example',
    'George Miller',
    'Senior Buyer',
    'Northwind Traders',
    '+44 161 496 0123',
  ),
  f(
    'Regards,\nFatima Zahra\nLegal Counsel\nAtlas Mining plc\nDirect: +27 21 555 0100 | Mobile: +27 82 555 0199',
    'Fatima Zahra',
    'Legal Counsel',
    'Atlas Mining plc',
    '+27 21 555 0100',
  ),
  f(
    'Cheers,\nBob\nCTO at Globex\nT: (415) 555-0100 | F: (415) 555-0101',
    null,
    'CTO',
    'Globex',
    '(415) 555-0100',
  ),
  f(
    'Hannah Schmidt\nGeschäftsführerin\nSchmidt & Söhne GmbH\nTelefon: +49 89 12345678',
    'Hannah Schmidt',
    'Geschäftsführerin',
    'Schmidt & Söhne GmbH',
    '+49 89 12345678',
  ),
  f(
    'Best wishes,\nDavid Okafor\nProject Coordinator\nGreenfield Energy Ltd\nM: 07700 900456',
    'David Okafor',
    'Project Coordinator',
    'Greenfield Energy Ltd',
    '07700 900456',
  ),
  f(
    'Warm regards,\nSofia Russo\nMarketing Director | ProMat\nsofia@promat.example | +39 06 5555 1234',
    'Sofia Russo',
    'Marketing Director',
    'ProMat',
    '+39 06 5555 1234',
  ),
  f(
    'Mei Lin\nData Scientist\nQuanta Analytics\n(650) 555-0123',
    'Mei Lin',
    'Data Scientist',
    'Quanta Analytics',
    '(650) 555-0123',
  ),
  f(
    'Pieter de Vries\nSupply Chain Manager\nDelta Havens B.V.\n+31 20 123 4567',
    'Pieter de Vries',
    'Supply Chain Manager',
    'Delta Havens B.V.',
    '+31 20 123 4567',
  ),
  // A region after the title is no company; the line with a legal form is.
  f(
    'Tom Baker\nHead of Sales, EMEA\nAcme Robotics Ltd\n+44 20 7946 0555',
    'Tom Baker',
    'Head of Sales',
    'Acme Robotics Ltd',
    '+44 20 7946 0555',
  ),
  // No title, no company, or only a phone.
  f('Thanks!\nLi Wei\n+86 138 0013 8000', 'Li Wei', null, null, '+86 138 0013 8000'),
  f('Sent from my iPhone', null, null, null, null),
  f('Fax: +49 30 1234 5678\nM: 0171 2345678', null, null, null, '0171 2345678'),
  f('Jan\nAcme GmbH, Hauptstraße 12, 10115 Berlin', null, null, null, null),
  f('Best,\nLi Wei\n2025', 'Li Wei', null, null, null),
  // The From header names them already.
  f(
    'Nadia Petrova | Chief Operating Officer | Volga Shipping | +7 495 123-45-67',
    'Nadia Petrova',
    'Chief Operating Officer',
    'Volga Shipping',
    '+7 495 123-45-67',
    'Nadia Petrova',
  ),
  f(
    'Emma Clarke, Office Manager, Kettle & Co · 0161 496 0789',
    'Emma Clarke',
    'Office Manager',
    'Kettle & Co',
    '0161 496 0789',
  ),
];

/** Lines that hold numbers but no phone: order numbers, dates, prices, ZIP codes, tracking ids, times. */
export const NOT_A_PHONE: readonly string[] = [
  'Order #123456789 ships Monday',
  'Order number: 4501-2398-771',
  'Invoice 2024-11-03',
  'Delivered 12/03/2024',
  // A date alone on a line, or after a label, has the digits and dashes of a number.
  '2024-11-03',
  '12.03.2024',
  'Best,\nJan Berg\nT: 2024-11-03',
  'Meeting on 12.03.2024 at 10:00',
  'Total: $1,250,000.00',
  'Price: €12 499,00',
  'Acme Inc, 500 Market St, San Francisco, CA 94107',
  'Tracking: 1Z999AA10123456784',
  'Tracking number 9400 1000 0000 0000 0000 00',
  'Call me at 3pm',
  'Call me at 3pm tomorrow, 4 people, 2 hours',
  'Ref. 2025/0412/77',
  'Halden Freight 2024 | Felixstowe',
  'Anna\nOffice: 4-12',
  'VAT GB 123 4567 89',
  'Reg. no. 12345678',
];
