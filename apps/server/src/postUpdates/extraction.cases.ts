/**
 * Issue 25's extraction table: real-sounding post updates (the way salespeople write CRM notes)
 * with the facts each one states. Written from the issue's examples BEFORE reading the extractor
 * (assistant/extract.ts), so it measures the extractor rather than describing it. `explicit`
 * marks a value the update claims as a change ("is now", "moved to", "new phone", "left X for Y",
 * "has been promoted to"); the rest are merely mentioned. Every update is posted on `on`.
 */
export type FactField = 'title' | 'company' | 'phone' | 'email' | 'location' | 'role';

export interface ExpectedFact {
  person: string;
  field: FactField;
  value: string;
  explicit?: boolean;
}

export interface ExtractionCase {
  text: string;
  /** The update's day (YYYY-MM-DD); 2026-11-27 is a Friday. */
  on: string;
  facts: ExpectedFact[];
}

const FRI = '2026-11-27';
const MON = '2026-11-23';

export const EXTRACTION_CASES: ExtractionCase[] = [
  // The issue's own examples.
  {
    text: 'Hannah Morris is now Head of Procurement at Acme Robotics.',
    on: FRI,
    facts: [
      { person: 'Hannah Morris', field: 'title', value: 'Head of Procurement', explicit: true },
      { person: 'Hannah Morris', field: 'company', value: 'Acme Robotics', explicit: true },
    ],
  },
  {
    text: 'Met Jane Doe from Acme Corp today, she is Head of Operations and wants a demo Tuesday. Follow up on 3 December.',
    on: FRI,
    facts: [
      { person: 'Jane Doe', field: 'company', value: 'Acme Corp' },
      { person: 'Jane Doe', field: 'title', value: 'Head of Operations' },
    ],
  },
  {
    text: 'Katarzyna Kowalska is VP Finance at Northwind. Prefers email over calls.',
    on: FRI,
    facts: [
      { person: 'Katarzyna Kowalska', field: 'title', value: 'VP Finance' },
      { person: 'Katarzyna Kowalska', field: 'company', value: 'Northwind' },
    ],
  },
  // Explicit changes.
  {
    text: 'Tom Becker moved to Globex as Head of Sales.',
    on: FRI,
    facts: [
      { person: 'Tom Becker', field: 'company', value: 'Globex', explicit: true },
      { person: 'Tom Becker', field: 'title', value: 'Head of Sales', explicit: true },
    ],
  },
  {
    text: 'Priya Nair has been promoted to VP of Engineering.',
    on: FRI,
    facts: [{ person: 'Priya Nair', field: 'title', value: 'VP of Engineering', explicit: true }],
  },
  {
    text: 'Marcus Lee left Initech for Hooli last month.',
    on: FRI,
    facts: [{ person: 'Marcus Lee', field: 'company', value: 'Hooli', explicit: true }],
  },
  {
    text: 'New phone for Sofia Alvarez: +1 415 555 0134',
    on: FRI,
    facts: [{ person: 'Sofia Alvarez', field: 'phone', value: '+1 415 555 0134', explicit: true }],
  },
  {
    text: "Daniel Kim's new email is daniel.kim@umbrella.io",
    on: FRI,
    facts: [{ person: 'Daniel Kim', field: 'email', value: 'daniel.kim@umbrella.io', explicit: true }],
  },
  {
    text: 'Olivia Brown is now CFO at Stark Industries.',
    on: FRI,
    facts: [
      { person: 'Olivia Brown', field: 'title', value: 'CFO', explicit: true },
      { person: 'Olivia Brown', field: 'company', value: 'Stark Industries', explicit: true },
    ],
  },
  {
    text: 'Heads up: Ethan Wright moved to Berlin, still with Contoso.',
    on: FRI,
    facts: [
      { person: 'Ethan Wright', field: 'location', value: 'Berlin', explicit: true },
      { person: 'Ethan Wright', field: 'company', value: 'Contoso' },
    ],
  },
  {
    text: 'Grace Chen has been promoted to Director of Marketing at Wayne Enterprises.',
    on: FRI,
    facts: [
      { person: 'Grace Chen', field: 'title', value: 'Director of Marketing', explicit: true },
      { person: 'Grace Chen', field: 'company', value: 'Wayne Enterprises', explicit: true },
    ],
  },
  {
    text: 'Liam Murphy left Soylent to join Vandelay Industries as COO.',
    on: FRI,
    facts: [
      { person: 'Liam Murphy', field: 'company', value: 'Vandelay Industries', explicit: true },
      { person: 'Liam Murphy', field: 'title', value: 'COO', explicit: true },
    ],
  },
  {
    text: 'Ava Thompson is now at Pied Piper.',
    on: FRI,
    facts: [{ person: 'Ava Thompson', field: 'company', value: 'Pied Piper', explicit: true }],
  },
  {
    text: "Noah Garcia's new number is 020 7946 0958.",
    on: FRI,
    facts: [{ person: 'Noah Garcia', field: 'phone', value: '020 7946 0958', explicit: true }],
  },
  {
    text: 'Emma Wilson changed jobs, she is now Head of Partnerships at Cyberdyne.',
    on: FRI,
    facts: [
      { person: 'Emma Wilson', field: 'title', value: 'Head of Partnerships', explicit: true },
      { person: 'Emma Wilson', field: 'company', value: 'Cyberdyne', explicit: true },
    ],
  },
  {
    text: 'Lucas Martin relocated to Austin.',
    on: FRI,
    facts: [{ person: 'Lucas Martin', field: 'location', value: 'Austin', explicit: true }],
  },
  {
    text: 'Mia Rossi is now based in Milan.',
    on: FRI,
    facts: [{ person: 'Mia Rossi', field: 'location', value: 'Milan', explicit: true }],
  },
  {
    text: 'Jack Taylor got promoted to Senior Account Executive.',
    on: FRI,
    facts: [{ person: 'Jack Taylor', field: 'title', value: 'Senior Account Executive', explicit: true }],
  },
  {
    text: 'Isabella Moore moved from Dunder Mifflin to Sabre.',
    on: FRI,
    facts: [{ person: 'Isabella Moore', field: 'company', value: 'Sabre', explicit: true }],
  },
  {
    text: 'Updated email for Ben Carter: ben@carterlabs.com',
    on: FRI,
    facts: [{ person: 'Ben Carter', field: 'email', value: 'ben@carterlabs.com', explicit: true }],
  },
  // Mentioned facts.
  {
    text: 'Call with Sarah Johnson, CTO at Initech. She wants pricing by Friday.',
    on: FRI,
    facts: [
      { person: 'Sarah Johnson', field: 'title', value: 'CTO' },
      { person: 'Sarah Johnson', field: 'company', value: 'Initech' },
    ],
  },
  {
    text: 'Had coffee with Raj Patel (Head of Data, Umbrella Corp). Good fit for the analytics tier.',
    on: FRI,
    facts: [
      { person: 'Raj Patel', field: 'title', value: 'Head of Data' },
      { person: 'Raj Patel', field: 'company', value: 'Umbrella Corp' },
    ],
  },
  {
    text: 'Spoke to Chloe Dubois from Globex, her number is +33 6 12 34 56 78.',
    on: FRI,
    facts: [
      { person: 'Chloe Dubois', field: 'company', value: 'Globex' },
      { person: 'Chloe Dubois', field: 'phone', value: '+33 6 12 34 56 78' },
    ],
  },
  {
    text: 'Met Omar Haddad at the Dubai conference. He runs procurement at Emirates Steel. omar.haddad@emiratessteel.com',
    on: FRI,
    facts: [
      { person: 'Omar Haddad', field: 'company', value: 'Emirates Steel' },
      { person: 'Omar Haddad', field: 'email', value: 'omar.haddad@emiratessteel.com' },
    ],
  },
  {
    text: 'Lunch with Zoe Clarke, Procurement Manager at Tesco. Based in London.',
    on: FRI,
    facts: [
      { person: 'Zoe Clarke', field: 'title', value: 'Procurement Manager' },
      { person: 'Zoe Clarke', field: 'company', value: 'Tesco' },
      { person: 'Zoe Clarke', field: 'location', value: 'London' },
    ],
  },
  {
    text: 'Intro call with Henrik Larsen of Maersk. He is the decision maker on the fleet deal.',
    on: FRI,
    facts: [
      { person: 'Henrik Larsen', field: 'company', value: 'Maersk' },
      { person: 'Henrik Larsen', field: 'role', value: 'decision maker' },
    ],
  },
  {
    text: 'Anna Schmidt (anna.schmidt@siemens.com) asked for the security whitepaper.',
    on: FRI,
    facts: [{ person: 'Anna Schmidt', field: 'email', value: 'anna.schmidt@siemens.com' }],
  },
  {
    text: 'Demo went well with Carlos Mendes, Sales Director at Natura. Call him on +55 11 98765 4321.',
    on: FRI,
    facts: [
      { person: 'Carlos Mendes', field: 'title', value: 'Sales Director' },
      { person: 'Carlos Mendes', field: 'company', value: 'Natura' },
      { person: 'Carlos Mendes', field: 'phone', value: '+55 11 98765 4321' },
    ],
  },
  {
    text: 'Yuki Tanaka works at Sony in Tokyo as a Product Manager.',
    on: FRI,
    facts: [
      { person: 'Yuki Tanaka', field: 'company', value: 'Sony' },
      { person: 'Yuki Tanaka', field: 'location', value: 'Tokyo' },
      { person: 'Yuki Tanaka', field: 'title', value: 'Product Manager' },
    ],
  },
  {
    text: 'Rebecca Stone is the CEO of Bluebird Logistics.',
    on: FRI,
    facts: [
      { person: 'Rebecca Stone', field: 'title', value: 'CEO' },
      { person: 'Rebecca Stone', field: 'company', value: 'Bluebird Logistics' },
    ],
  },
  {
    text: 'Quick chat with Paul Adams from Hooli about renewal; he is our champion there.',
    on: FRI,
    facts: [
      { person: 'Paul Adams', field: 'company', value: 'Hooli' },
      { person: 'Paul Adams', field: 'role', value: 'champion' },
    ],
  },
  {
    text: 'Fatima Zahra, Head of HR at Atlas Group, wants a proposal next week.',
    on: FRI,
    facts: [
      { person: 'Fatima Zahra', field: 'title', value: 'Head of HR' },
      { person: 'Fatima Zahra', field: 'company', value: 'Atlas Group' },
    ],
  },
  {
    text: "Kevin O'Brien from Dell called; reach him at kobrien@dell.com or 512-555-0199.",
    on: FRI,
    facts: [
      { person: "Kevin O'Brien", field: 'company', value: 'Dell' },
      { person: "Kevin O'Brien", field: 'email', value: 'kobrien@dell.com' },
      { person: "Kevin O'Brien", field: 'phone', value: '512-555-0199' },
    ],
  },
  {
    text: 'Spoke with Laura Bianchi. She is Head of Operations at Ferrero and is based in Turin.',
    on: FRI,
    facts: [
      { person: 'Laura Bianchi', field: 'title', value: 'Head of Operations' },
      { person: 'Laura Bianchi', field: 'company', value: 'Ferrero' },
      { person: 'Laura Bianchi', field: 'location', value: 'Turin' },
    ],
  },
  {
    text: 'Met David Cohen at SaaStr, he is VP Sales at Gong.',
    on: FRI,
    facts: [
      { person: 'David Cohen', field: 'title', value: 'VP Sales' },
      { person: 'David Cohen', field: 'company', value: 'Gong' },
    ],
  },
  {
    text: 'Nina Petrova is the budget holder at Yandex; she signs off anything above 50k.',
    on: FRI,
    facts: [
      { person: 'Nina Petrova', field: 'company', value: 'Yandex' },
      { person: 'Nina Petrova', field: 'role', value: 'budget holder' },
    ],
  },
  {
    text: 'Follow-up call with Michael Scott of Dunder Mifflin. His cell is 570-555-0142.',
    on: FRI,
    facts: [
      { person: 'Michael Scott', field: 'company', value: 'Dunder Mifflin' },
      { person: 'Michael Scott', field: 'phone', value: '570-555-0142' },
    ],
  },
  {
    text: 'Ines Ferreira - COO, Galp - interested in the enterprise plan.',
    on: FRI,
    facts: [
      { person: 'Ines Ferreira', field: 'title', value: 'COO' },
      { person: 'Ines Ferreira', field: 'company', value: 'Galp' },
    ],
  },
  // Several people in one update.
  {
    text: 'Met Jane Doe and John Smith from Acme Corp. Jane is CTO, John is Head of Finance.',
    on: FRI,
    facts: [
      { person: 'Jane Doe', field: 'company', value: 'Acme Corp' },
      { person: 'John Smith', field: 'company', value: 'Acme Corp' },
      { person: 'Jane Doe', field: 'title', value: 'CTO' },
      { person: 'John Smith', field: 'title', value: 'Head of Finance' },
    ],
  },
  {
    text: 'Workshop with Peter Novak (IT Director) and Eva Horvat (Procurement Lead) at Skoda.',
    on: FRI,
    facts: [
      { person: 'Peter Novak', field: 'title', value: 'IT Director' },
      { person: 'Eva Horvat', field: 'title', value: 'Procurement Lead' },
      { person: 'Peter Novak', field: 'company', value: 'Skoda' },
      { person: 'Eva Horvat', field: 'company', value: 'Skoda' },
    ],
  },
  {
    text: 'Call with Alice Walker from Initech and Bob Jones from Globex. Alice is the economic buyer.',
    on: FRI,
    facts: [
      { person: 'Alice Walker', field: 'company', value: 'Initech' },
      { person: 'Bob Jones', field: 'company', value: 'Globex' },
      { person: 'Alice Walker', field: 'role', value: 'economic buyer' },
    ],
  },
  {
    text: 'Samuel Okafor is now CFO at Dangote; his deputy Ada Eze is Finance Manager there.',
    on: FRI,
    facts: [
      { person: 'Samuel Okafor', field: 'title', value: 'CFO', explicit: true },
      { person: 'Samuel Okafor', field: 'company', value: 'Dangote', explicit: true },
      { person: 'Ada Eze', field: 'title', value: 'Finance Manager' },
      { person: 'Ada Eze', field: 'company', value: 'Dangote' },
    ],
  },
  {
    text: 'Dinner with Lars Eriksson and Maja Lind. Lars moved to Spotify, Maja is still at Klarna.',
    on: FRI,
    facts: [
      { person: 'Lars Eriksson', field: 'company', value: 'Spotify', explicit: true },
      { person: 'Maja Lind', field: 'company', value: 'Klarna' },
    ],
  },
  {
    text: 'Meeting with Wei Zhang (wei.zhang@lenovo.com) and Li Na (li.na@lenovo.com) about the rollout.',
    on: FRI,
    facts: [
      { person: 'Wei Zhang', field: 'email', value: 'wei.zhang@lenovo.com' },
      { person: 'Li Na', field: 'email', value: 'li.na@lenovo.com' },
    ],
  },
  {
    text: 'Pitched to Robert Fox, CEO, and Julia Fox, CMO, at Fox Media.',
    on: FRI,
    facts: [
      { person: 'Robert Fox', field: 'title', value: 'CEO' },
      { person: 'Julia Fox', field: 'title', value: 'CMO' },
      { person: 'Robert Fox', field: 'company', value: 'Fox Media' },
      { person: 'Julia Fox', field: 'company', value: 'Fox Media' },
    ],
  },
  // Pronouns back to the person just named.
  {
    text: 'Talked to Helen Park today. She is Director of IT at Samsung.',
    on: FRI,
    facts: [
      { person: 'Helen Park', field: 'title', value: 'Director of IT' },
      { person: 'Helen Park', field: 'company', value: 'Samsung' },
    ],
  },
  {
    text: 'Met George Miller at the trade show; he is Head of Purchasing at Bosch.',
    on: FRI,
    facts: [
      { person: 'George Miller', field: 'title', value: 'Head of Purchasing' },
      { person: 'George Miller', field: 'company', value: 'Bosch' },
    ],
  },
  {
    text: 'Spoke with Rachel Green. She has been promoted to Head of Merchandising.',
    on: FRI,
    facts: [{ person: 'Rachel Green', field: 'title', value: 'Head of Merchandising', explicit: true }],
  },
  {
    text: 'Caught up with Oscar Wilde. He moved to Dublin and now works at Guinness.',
    on: FRI,
    facts: [
      { person: 'Oscar Wilde', field: 'location', value: 'Dublin', explicit: true },
      { person: 'Oscar Wilde', field: 'company', value: 'Guinness', explicit: true },
    ],
  },
  {
    text: 'Phoned Amelia Hart. Her new number is 07700 900123.',
    on: FRI,
    facts: [{ person: 'Amelia Hart', field: 'phone', value: '07700 900123', explicit: true }],
  },
  {
    text: 'Met Victor Hugo from Renault. He is the technical evaluator.',
    on: FRI,
    facts: [
      { person: 'Victor Hugo', field: 'company', value: 'Renault' },
      { person: 'Victor Hugo', field: 'role', value: 'technical evaluator' },
    ],
  },
  {
    text: 'Email from Sophie Turner, she is now Head of Growth at Canva.',
    on: FRI,
    facts: [
      { person: 'Sophie Turner', field: 'title', value: 'Head of Growth', explicit: true },
      { person: 'Sophie Turner', field: 'company', value: 'Canva', explicit: true },
    ],
  },
  {
    text: 'Met Arjun Mehta. He is based in Bangalore and leads engineering at Infosys.',
    on: FRI,
    facts: [
      { person: 'Arjun Mehta', field: 'location', value: 'Bangalore' },
      { person: 'Arjun Mehta', field: 'company', value: 'Infosys' },
    ],
  },
  // Dates and follow-ups around the facts (dates are measured elsewhere; the facts still count).
  {
    text: 'Call with Tim Cook at Apple on Monday, he wants a proposal by Thursday.',
    on: MON,
    facts: [{ person: 'Tim Cook', field: 'company', value: 'Apple' }],
  },
  {
    text: 'Follow up with Diana Prince (Themyscira Trading) next Wednesday about the contract.',
    on: FRI,
    facts: [{ person: 'Diana Prince', field: 'company', value: 'Themyscira Trading' }],
  },
  {
    text: 'Send Bruce Wayne the deck tomorrow. He is Chairman of Wayne Enterprises.',
    on: FRI,
    facts: [
      { person: 'Bruce Wayne', field: 'title', value: 'Chairman' },
      { person: 'Bruce Wayne', field: 'company', value: 'Wayne Enterprises' },
    ],
  },
  // No facts at all (precision).
  {
    text: 'Great week, pipeline looks healthy. Need to chase renewals next month.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Remind me to review the Q4 forecast on Monday.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Call with Jordan Blake went fine, nothing new.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Sent the contract to Maria Lopez.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Meeting moved to next Tuesday with Frank Castle.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Kate Bishop said the budget is approved for Q1.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Steve Rogers says their team moved to Slack last year.',
    on: FRI,
    facts: [],
  },
  {
    text: 'Lost the Initech deal to a competitor; Hank Pym was disappointed.',
    on: FRI,
    facts: [],
  },
  // Issue 25, Input Mode's stray contact: a person "at"/"from"/"of"/"@" a company is the person,
  // their company apart; an honorific is no one of its own.
  {
    text: 'Met Sofia Russo at ProMat.',
    on: FRI,
    facts: [{ person: 'Sofia Russo', field: 'company', value: 'ProMat' }],
  },
  {
    text: 'Met Dr. Sofia Russo at ProMat, she wants a quote for 80 units.',
    on: FRI,
    facts: [{ person: 'Sofia Russo', field: 'company', value: 'ProMat' }],
  },
  {
    text: 'Coffee with Ms. Ines Varga from Halden Freight about the renewal.',
    on: MON,
    facts: [{ person: 'Ines Varga', field: 'company', value: 'Halden Freight' }],
  },
  {
    text: 'Luca Bruni @ Kestrel Labs wants pricing by Friday.',
    on: MON,
    facts: [{ person: 'Luca Bruni', field: 'company', value: 'Kestrel Labs' }],
  },
  {
    text: 'Spoke to Prof. Anika Rao of Lumen Health about the pilot.',
    on: FRI,
    facts: [{ person: 'Anika Rao', field: 'company', value: 'Lumen Health' }],
  },
];
