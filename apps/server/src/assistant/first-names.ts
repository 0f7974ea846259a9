/**
 * Common given names, used only as evidence that a capitalised run is a person
 * ("Chris Evans" vs "Pied Piper") when the wording around it does not say. A name not
 * listed can still be recognised from context ("met with Priya Patel", "Raj from Initech").
 */
const NAMES = `
aaron abigail adam adrian aisha alan albert alex alexander alexandra ali alice alicia amanda amber amelia amir amy ana
andrea andrew angela anna anne anthony antonio arjun ashley austin ava barbara ben benjamin beth betty bill bob brandon
brenda brian bruce carl carla carlos carmen carol caroline catherine charles charlie charlotte chen chloe chris christian
christina christine christopher claire clara craig cynthia daniel danielle dana david deborah denise dennis diana diego
donald donna dorothy dylan edward elena elizabeth ella ellen emily emma eric erin ethan eva evan fatima felix fiona
frank fred gabriel gary gavin george gina grace greg gregory hannah harry heather helen henry hugo ian ingrid isaac
isabella ivan jack jacob james jamie jane janet jason jean jeff jeffrey jennifer jeremy jessica jim joan joe john jonathan
jordan jose joseph joshua joyce juan judith julia julie justin karen kate katherine kathleen kelly ken kevin kim kyle
laura lauren leo liam linda lisa liz lucas lucy luis luke maria marie mark marcus martin mary matt matthew maya megan
melissa mia michael michelle mike mohammed nadia nancy natalie nathan nicholas nicole nina noah olivia omar oscar paul
paula peter philip priya rachel rahul raj ravi rebecca richard rita robert roberto ron ruth ryan sam samantha samuel
sandra sara sarah scott sean sharon sophia sophie stephanie stephen steve steven susan tom thomas tim timothy tina tony
tyler valerie victor victoria vincent walter wei william yuki zoe zach
`;

export const FIRST_NAMES: ReadonlySet<string> = new Set(NAMES.split(/\s+/).filter(Boolean));
