/**
 * First names that are also ordinary English words. Written in lower case with no other cue they
 * are read as the word (`Thanks, grace.` is thanks for grace period or for kindness as often as
 * for a person): a rule's cue (a title, a greeting, a chat speaker, a following surname) must say
 * that they are a name.
 */
export const WORD_NAMES: ReadonlySet<string> = new Set(
  (
    "grace hope faith joy will mark rose summer bill pat iris ruby jade sky ray chase dusty sage june " +
    "gene hunter reed crystal art patience rich brook amber dawn ivy lily daisy heather holly autumn " +
    "april may august frank grant miles penny sunny honey destiny harmony melody river storm rocky " +
    "buck bud cliff dean drew jack jean max nick rob sandy victor bob carol robin gale guy lance " +
    "norm pearl skip tim wade woody"
  ).split(" "),
);
