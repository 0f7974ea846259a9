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

/**
 * Given names common outside the English-speaking world (Nordic, German, Dutch, French, Italian,
 * Spanish, Portuguese, Slavic, Greek, Turkish, Arabic, Indian, Chinese, Japanese, Korean, African),
 * so a salesperson's note about "Lars Eriksson" or "Sofia Alvarez" finds the person (issue 25).
 */
const WORLD_NAMES = `
lars henrik anders nils erik sven johan magnus mikael jonas oskar axel emil gustav olof bjorn björn ingrid astrid
maja freja saga linnea elin karin annika sigrid frida hanna ida jens mads rasmus søren soren kasper mette pernille
lena katrin jürgen jurgen klaus dieter uwe stefan tobias florian lukas jannik sabine ulrike birgit anja heike
jan pieter sander bram sanne femke anouk joost wouter pierre jacques francois françois antoine julien nicolas
mathieu thibault camille amelie amélie manon chloé celine céline margaux giulia francesca chiara alessandro
giuseppe marco matteo luca lorenzo davide federico simone valentina martina alessia elisa sofia sofía lucia
lucía alejandro javier pablo sergio miguel raul raúl jorge alvaro álvaro manuel mateo santiago valeria
ximena isabel ines inês joao joão rui tiago pedro beatriz mariana leonor catarina katarzyna agnieszka magdalena
malgorzata małgorzata tomasz piotr krzysztof pawel paweł marek michal michał jakub petr pavel ondrej jiri jiří
eva dmitri dmitry sergei sergey alexei alexey andrei olga natasha natalia tatiana svetlana irina oksana yulia
nikos giorgos dimitris eleni maria mehmet ahmet emre elif zeynep ayse ayşe fatma ahmed mohamed muhammad hassan
hussein khalid youssef yusuf layla leila noor nour zahra amina mariam yasmin omar samir karim rania salma
aarav arjun vikram rohan karan amit ankit sanjay suresh ramesh anil deepak neha pooja priyanka ananya kavya
divya lakshmi meera sunita anjali shreya aditya vivek nikhil siddharth rajesh wei li ming jun hao lei yan
xin mei lin hui jing fang hiroshi takashi kenji haruto yuto sakura yui aiko keiko naoko minjun jiwoo seo
yuna jisoo hyun ji-ho kwame kofi ama chidi ngozi emeka adaeze ada oluwaseun tunde femi thandiwe sipho
themba zanele amara chiamaka ifeanyi abebe tigist samira nadia farah
`;

export const FIRST_NAMES: ReadonlySet<string> = new Set(
  `${NAMES} ${WORLD_NAMES}`.split(/\s+/).filter(Boolean),
);
