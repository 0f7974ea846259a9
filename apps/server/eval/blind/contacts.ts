/**
 * The blind set's contacts CSV (same columns as the dev set's): some people of the blind mailbox
 * with what their mail does not say (a phone, a note), and some the mailbox never mentions.
 */
const HEADER = ['First Name', 'Last Name', 'Email', 'Company', 'Title', 'Phone', 'Notes'] as const;

type Row = readonly [string, string, string, string, string, string, string];

export const BLIND_CONTACT_ROWS: readonly Row[] = [
  [
    'Ravi',
    'Chandran',
    'ravi.chandran@tessellate-retail.example',
    'Tessellate Retail',
    'Head of Operations',
    '+1 415 555 0187',
    'Budget owner for the store analytics project; prefers short emails.',
  ],
  [
    'Sofia',
    'Marchetti',
    'sofia.marchetti@pellucid-freight.example',
    'Pellucid Freight',
    'Logistics Director',
    '+39 02 5550 7731',
    'Met at Transport Logistic Munich 2025.',
  ],
  [
    'Owen',
    'Tremblay',
    'owen.tremblay@northgate-cold.example',
    'Northgate Cold Storage',
    'VP Operations',
    '+1 416 555 0122',
    'Referred by Grace Adeyemi.',
  ],
  [
    'Harriet',
    'Cole',
    'harriet.cole@quarrylane.example',
    'Quarry Lane Wholesale',
    'COO',
    '+44 20 7946 0321',
    '',
  ],
  [
    'Hiroshi',
    'Tanaka',
    'h.tanaka@sora-logistics.example',
    'Sora Logistics',
    'VP Supply Chain',
    '+81 6 5550 2241',
    'Prefers calls early morning Japan time.',
  ],
  [
    'Paulo',
    'Mendes',
    'paulo.mendes@atlantico-cargo.example',
    'Atlântico Cargo',
    'Operations Lead',
    '+351 22 555 0163',
    'Customer since 2025; 2 warehouses in Porto.',
  ],
  [
    'Bruno',
    'Keller',
    'bruno@keller-baustoffe.example',
    'Keller Baustoffe AG',
    'Owner',
    '+41 44 555 08 17',
    'Hates long emails. Call instead.',
  ],
  [
    'Mei Ling',
    'Tan',
    'meiling.tan@straits-coldchain.example',
    'Straits Cold Chain',
    'Procurement Lead',
    '+65 6555 0193',
    'Wants Mandarin-speaking support before signing.',
  ],
  [
    'Tobias',
    'Lindgren',
    'tobias.lindgren@nordvik-haulage.example',
    'Nordvik Haulage',
    'CFO',
    '+47 22 55 50 91',
    'Asked for a proposal in Q4; budget cycle starts in October.',
  ],
  [
    'Rafael',
    'Ortega',
    'rafael@ortega-transportes.example',
    'Ortega Transportes',
    'Owner',
    '+52 55 5555 0140',
    'Spanish only. Three cross-docks around Monterrey.',
  ],
  [
    'Agnieszka',
    'Nowak',
    'agnieszka.nowak@kestrel-labs.example',
    'Kestrel Labs',
    'Data Engineer',
    '+48 22 395 71 34',
    'Will build the S3 export pipeline for the pilot.',
  ],
  [
    'Élodie',
    'Fabre',
    'elodie.fabre@logisport.example',
    'Logisport SA',
    'Acheteuse',
    '+33 4 78 55 01 62',
    'Buyer; involved once the Logisport project restarts.',
  ],
  [
    'Kwame',
    'Mensah',
    'kwame.mensah@accraport.example',
    'Accra Port Services',
    'General Manager',
    '+233 30 255 0147',
    'Interested in yard analytics; call back in September.',
  ],
  [
    'Henrik',
    'Dahl',
    'henrik.dahl@verdigrishealth.example',
    'Verdigris Health',
    'CFO',
    '+46 8 555 010 72',
    'Signs anything above SEK 150,000.',
  ],
];

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const BLIND_CONTACTS_CSV = `${[HEADER, ...BLIND_CONTACT_ROWS].map((row) => row.map(cell).join(',')).join('\n')}\n`;
