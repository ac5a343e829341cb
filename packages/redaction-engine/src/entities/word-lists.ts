// Closed word lists used by the entity rules. Lower-case, without trailing periods.

export const HONORIFICS: ReadonlySet<string> = new Set(
  // Other languages (issue 22): German, French (`Pr` professeur), Spanish, Portuguese, Italian, Dutch, Indonesian.
  "mr mrs ms miss mx dr prof professor sir dame lord lady rev reverend fr capt captain col colonel gen general lt sgt judge justice sen senator rep gov governor president mayor officer nurse patient herr frau m mme mlle sr sra srta dra dott dottssa sig sigra pak bu dhr mevr pr agent".split(
    " ",
  ),
);

/** Last words that make a capitalised sequence an organisation: legal forms and sector nouns. */
export const ORG_SUFFIXES: ReadonlySet<string> = new Set(
  (
    "inc incorporated ltd limited llc llp lp plc gmbh ag sa sas sarl nv bv spa srl oy ab asa kk pty pte corp corporation co company " +
    "bank bancorp banking group holdings holding capital partners technologies technology solutions systems labs laboratories " +
    "insurance assurance airlines airways motors pharmaceuticals pharma therapeutics biotech foundation institute hospital clinic " +
    "securities ventures associates consulting media networks energy industries enterprises financial finance fund investments " +
    "advisors advisers management services software analytics logistics healthcare health diagnostics telecom communications university " +
    "college academy agency council association society federation union trust exchange markets brands foods motors studios"
  ).split(" "),
);

/** Words that start an organisation name written "X of Y": Bank of America, University of Leeds. */
export const ORG_HEADS: ReadonlySet<string> = new Set(
  "bank university college institute department ministry museum school board bureau office academy federation association society church hospital council commission royal".split(
    " ",
  ),
);

/** Lower-case particles inside personal names: Ludwig van Beethoven, Maria de la Cruz. */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  "van von de der den da di du del della la le bin ibn al el dos das ter zu af".split(" "),
);

/** Verbs of speech and reporting: a capitalised sequence next to them is very likely a person. */
export const SPEECH_VERBS: ReadonlySet<string> = new Set(
  "said says told asked wrote writes added explained noted replied confirmed stated announced argued claimed commented emailed called texted messaged reported according mentioned insisted recalled agreed warned".split(
    " ",
  ),
);

/** Words after which a single capitalised first name is addressed or referred to as a person. */
export const PERSON_CUES_BEFORE: ReadonlySet<string> = new Set(
  (
    "hi hello hey dear thanks thank cheers regards with from to by cc ask tell told call email ping met meet contact cc'd attn attention per via " +
    // Issue 22: a self-introduction (`I'm Will Turner`, `I am`) and Dutch transfers (`naar`).
    "i'm am named naar"
  ).split(" "),
);

/**
 * Capitalised words that are never names on their own (greetings, document furniture, days,
 * months, pronouns). compromise's lexicon covers most common words; these are the rest.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "i i'm i'll i've i'd the a an hi hello hey dear thanks thank regards best cheers please yes no ok okay sorry re fw fwd subject from to cc bcc sent date " +
    "note notes update meeting today tomorrow yesterday team all everyone customer client patient user admin support sir madam " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december " +
    "mon tue wed thu fri sat sun feb mar apr jun jul aug sep sept oct nov dec " +
    "ticket order invoice account payment card number phone email address name id ref reference case issue error bug " +
    "ward room dept street road avenue rd ave suite floor building " +
    "he she it we they you his her its our their my your this that these those there here what when where why how who " +
    "if but and or so then also just our new old next last first second final urgent important fyi asap eod pm am"
  ).split(" "),
);

/**
 * Beginnings of words that make a run of two to six words an organisation in many languages
 * (issue 22): `Universitätsklinikum Heidelberg`, `Politecnico di Milano`, `Hôpital Européen …`.
 */
export const ORG_STEMS: readonly string[] = (
  "universi univerzit yliopisto klinik clinic hospital hôpital ospedale ziekenhuis krankenhaus sjukhus szpital " +
  "politecnic polytechn institut istituto school schule escuela escola école lycée college colegio akadem academ " +
  "bank banco banque sparkasse railway airline practice stiftung fundación fundação ministry ministerio ministère"
).split(" ");
/** A word starting with one of ORG_STEMS: one pattern, not a test per stem (it runs on every run's words). */
export const ORG_STEM_START = new RegExp(`^(?:${ORG_STEMS.join("|")})`);

/**
 * Capitalised words that are titles, roles or document furniture in the languages of the
 * corpus, never part of a name (issue 22): `Engenheiro Sênior`, `Business Analist`, `Kontoauszug Nr`.
 */
export const NON_NAME_WORDS: ReadonlySet<string> = new Set(
  (
    "engineer ingenieur ingeniero engenheiro ingegnere ingénieur senior sênior junior developer desenvolvedor desarrollador " +
    "entwickler développeur sviluppatore analyst analist analista manager gerente trainee backend frontend fullstack " +
    "scientist science consultant consultor berater director directeur directora intern patient patientin paciente " +
    "patiente nr visa mastercard amex maestro carte card karte tarjeta cartão platinum gold business msc bsc phd mba " +
    "audit committee board commission council department team course courses programme module"
  ).split(" "),
);

/** Card schemes and payment products: named on statements, never an organisation or a person there. */
export const CARD_SCHEMES: ReadonlySet<string> = new Set(
  "visa mastercard amex maestro jcb bancontact swish bizum pix unionpay".split(" "),
);

/**
 * Honorifics that start a name even inside a capitalised run (`Hausarzt Dr. Jane Roe`); not the
 * ones that are also ordinary words in names of things (`General`, `Royal`, `Judge`).
 */
export const INNER_HONORIFICS: ReadonlySet<string> = new Set(
  "mr mrs ms mx dr prof pr herr frau mme mlle sra srta dra dott dottssa".split(" "),
);
