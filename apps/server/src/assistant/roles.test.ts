import { describe, expect, it } from 'vitest';
import { mentionEnd, personInRole, roleMentions, roleScore, type TitledPerson } from './roles';

const said = (question: string) =>
  roleMentions(question).map((m) => ({
    text: question.slice(m.start, m.end),
    role: m.role,
    company: m.company?.map((c) => c.key),
    own: m.own === true,
  }));

describe('roleMentions', () => {
  it('reads a possessive company, "the … at <company>" and "our …"', () => {
    expect(said("what does rheinfracht's COO want")).toEqual([
      { text: "rheinfracht's COO", role: ['coo'], company: ['rheinfracht'], own: false },
    ]);
    expect(said("what did van loon's head of planning ask for")[0]).toMatchObject({
      text: "van loon's head of planning",
      role: ['head', 'planning'],
      company: ['van', 'loon'],
    });
    expect(said('who is the IT head at the gdansk port authority')[0]).toMatchObject({
      role: ['it', 'head'],
      company: ['gdansk', 'port', 'authority'],
    });
    expect(said('what does our ceo want')[0]).toMatchObject({ text: 'our ceo', own: true });
    expect(said("what does maple's procurement guy need")[0]?.role).toEqual(['procurement']);
  });

  it('names no role where there is none, or only a job', () => {
    expect(said("what is Jane's phone number")).toEqual([]);
    expect(said('what base was the recruiter offering for the head of partnerships job')).toEqual([]);
    expect(said('what does their head of security need')).toEqual([]);
  });
});

describe('roleScore', () => {
  it('matches a role to a title across abbreviations, ranks and languages', () => {
    expect(roleScore(['coo'], 'COO')).toBeGreaterThan(0);
    expect(roleScore(['it', 'head'], 'Head of IT')).toBeGreaterThan(0);
    expect(roleScore(['it', 'head'], 'IT-Leiter')).toBeGreaterThan(0);
    expect(roleScore(['finance', 'head'], 'Diretora Financeira')).toBeGreaterThan(0);
    expect(roleScore(['finance', 'head'], 'CFO')).toBeGreaterThan(0);
    expect(roleScore(['it', 'head'], 'Head of Dispatch')).toBe(0);
    expect(roleScore(['clinical', 'head'], 'Finance Director')).toBe(0);
  });
});

describe('personInRole', () => {
  const people: TitledPerson[] = [
    {
      name: 'Stefan Hoffmann',
      title: 'IT-Leiter',
      company: 'Rheinfracht GmbH',
      email: 's@rheinfracht.example',
    },
    {
      name: 'Jana Schulz',
      title: 'Head of Dispatch',
      company: 'Rheinfracht GmbH',
      email: 'j@rheinfracht.example',
    },
    {
      name: 'Tomasz Wiśniewski',
      title: 'Head of IT',
      company: 'Baltica Port Authority',
      email: 't@baltica-port.example',
    },
  ];

  it('chooses the company first, then the title', () => {
    const [rf] = roleMentions("what did rheinfracht's IT lead ask");
    expect(personInRole(rf!, people)?.name).toBe('Stefan Hoffmann');
    const question = 'who is the IT head at the gdansk port authority';
    const [port] = roleMentions(question);
    const tomasz = personInRole(port!, people);
    expect(tomasz?.name).toBe('Tomasz Wiśniewski');
    // The replaced words end with the last company word the person's company holds.
    expect(question.slice(port!.start, mentionEnd(port!, tomasz!))).toBe(
      'the IT head at the gdansk port authority',
    );
  });

  it('names nobody when no one holds the role, or two hold it alike', () => {
    const [none] = roleMentions("what did rheinfracht's finance manager say");
    expect(personInRole(none!, people)).toBeUndefined();
    // "Foods" alone is no company: Orla Foods' CFO is not Brisa Foods'.
    const orla = [
      { name: 'Felix Moreau', title: 'CFO', company: 'Orla Foods', email: 'f@orla-foods.example' },
    ];
    expect(personInRole(roleMentions('What did the CFO of Brisa Foods approve?')[0]!, orla)).toBeUndefined();
    expect(personInRole(roleMentions('What did the CFO of Orla Foods approve?')[0]!, orla)?.name).toBe(
      'Felix Moreau',
    );
    const [any] = roleMentions('what did the IT head say');
    expect(any).toBeUndefined();
    const twins = [people[0]!, { ...people[0]!, name: 'Sven Ritter', email: 'r@rheinfracht.example' }];
    expect(personInRole(roleMentions("what did rheinfracht's IT lead ask")[0]!, twins)).toBeUndefined();
  });
});
