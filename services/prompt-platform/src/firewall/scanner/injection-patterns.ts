import { foldPattern } from "./text-fold.js";

/**
 * Injection and jailbreak phrasing, as data. `words` patterns run on the folded text (see
 * text-fold.ts: lower case, look-alikes and leetspeak undone, `l` folded into `i`, one space
 * between words) and are folded the same way when compiled, so they are written in plain English;
 * `compact` patterns run on the folded text without spaces ("ig-nore pre vious" → "ignoreprevious");
 * `raw` patterns run on the original text. A `W` in a source is one filler word.
 */

export interface InjectionPattern {
  ruleId: string;
  view: "words" | "compact" | "raw";
  source: string;
  flags?: string;
  /** Extra check on the folded text after the match (words view only). */
  check?: (folded: string, start: number, end: number) => boolean;
}

const W = "(?:[^ ]+ )";

const IGNORE_VERB =
  "(?:ignore|ignoring|disregard|disregarding|forget|forgetting|skip|override|overwrite|bypass|neglect|abandon|discard|drop|erase|delete|set aside|stop following|do not follow|don t follow|dont follow|no longer follow|pay no attention to|never mind|throw out|scrap|ditch)";
const ALL_DET =
  "(?:all(?: of)?(?: the| your| those| these)?|any(?: of)?(?: the| your)?|every|the|your|these|those|its|each)";
const PRIOR =
  "(?:previous|previously given|prior|preceding|earlier|above|aforementioned|foregoing|former|original|initial|old|existing|current|system|developer|default|hidden|preset|pre set|given|provided|safety|standing)";
const INSTRUCTION_NOUN =
  "(?:instructions?|prompts?|system prompt|rules|directions|directives?|guidelines|guidance|commands?|orders|constraints|programming|guardrails|restrictions|policies|training|conditioning|configuration)";

const REVEAL =
  "(?:reveal|show|print|display|output|repeat|recite|tell|give|share|leak|dump|expose|disclose|write out|write down|echo|provide|list|paste|copy|spell out|read back|return|send|translate|encode|summari[sz]e|respond with|reply with|begin with|start with|what (?:is|are|was|were)|whats|what s)";
const SECRET_ADJ =
  "(?:system|initial|original|hidden|secret|internal|developer|preset|pre set|underlying|confidential|custom|pre prompt|prompt)";

const BYPASS_VERB =
  "(?:bypass|circumvent|disable|deactivate|turn off|switch off|remove|override|ignore|get around|evade|break|escape|break out of|lift|suspend|work around)";
const BYPASS_DET = "(?:your|its|all(?: of)?(?: your| the| its)?|any(?: of)?(?: your| the| its)?|every)";
const SAFETY_NOUN =
  "(?:(?:safety |content |ethical |moral |security |usage |ai )?(?:filters?|filtering|guardrails|safeguards|restrictions|censorship|limitations|moderation|alignment|programming|ethics|morals|principles)|content polic(?:y|ies)|safety (?:guidelines|measures|protocols|features|settings|rules|policies|systems|checks|mechanisms|training)|ethical (?:guidelines|constraints|rules|boundaries)|usage polic(?:y|ies))";

const PERSONA_INTRO =
  "(?:you are|you re|you will be|you ll be|you have become|you are now|act as|acting as|pretend (?:to be|you are|that you are)|roleplay as|role play as|play the role of|become|imagine (?:you are|being|that you are)|simulate|behave (?:like|as)|respond as|answer as|take on the role of|transform into)";
const UNRESTRICTED =
  "(?:unrestricted|unfiltered|uncensored|unchained|unbound|unlimited|limitless|jailbroken|rogue|evil|amoral|unethical|immoral|lawless|uncontrolled|liberated|rebellious|unhinged|filterless|boundless|no limits?|without limits)";
const RULE_NOUN =
  "(?:restrictions|limits|limitations|filters|filtering|censorship|guidelines|rules|boundaries|morals|ethics|policies|safeguards|guardrails|constraints|content polic\\w*)";

const ENABLE =
  "(?:enable|enabled|enabling|activate|activated|activating|enter|entering|switch to|switched to|switch into|turn on|turned on|simulate|simulating|now in|running in|you are in|you re in|unlock|unlocked|with|in|into)";

/** Words near "developer mode" that mean a phone, browser or app rather than a model. */
const DEVICE_WORDS = new RegExp(
  foldPattern(
    "\\b(?:android|iphone|ios|ipad|phone|chrome|chromium|firefox|edge|safari|browser|windows|macos|mac|linux|device|tablet|settings|xbox|playstation|ps5|switch|app store|vs code|vscode|excel|router|minecraft|game|steam|roku|tv|samsung|pixel|xiaomi|oneplus|huawei|usb|adb|extension|extensions|wordpress|shopify|unity|unreal|cheats?|console commands?|skyrim|doom|gta|fallout|roblox|games?|gaming|mods?|save file)\\b",
  ),
);
/** Words that show a text talks to or about a model. */
const AI_WORDS = new RegExp(
  foldPattern(
    "\\b(?:chatgpt|gpt|openai|claude|anthropic|gemini|bard|llama|mistral|ai|a i|assistant|language model|llm|chatbot|model|you will|you must|your (?:responses|answers|replies|output)|content polic\\w*|restrictions|filters|censor\\w*|policies|guidelines|jailbreak\\w*)\\b",
  ),
);

export const INJECTION_PATTERNS: readonly InjectionPattern[] = [
  // ---- ignore / override previous instructions
  {
    ruleId: "injection.ignore_instructions",
    view: "words",
    source: `\\b${IGNORE_VERB} (?:(?!my |our )${W})?(?:${ALL_DET} )?(?:${PRIOR} )+${W}?${INSTRUCTION_NOUN}\\b`,
  },
  {
    ruleId: "injection.ignore_instructions",
    view: "words",
    source: `\\b${IGNORE_VERB} (?:your|all(?: of)?(?: your| the)?|any(?: of)?(?: your)?) ${W}?${INSTRUCTION_NOUN}\\b`,
  },
  {
    ruleId: "injection.ignore_instructions",
    view: "words",
    source:
      "\\b(?:ignore|disregard|forget) (?:everything|anything|all|whatever)(?: (?:that|which))? (?:you (?:were|have been|ve been|were ever) (?:told|taught|instructed|programmed|given)|(?:was |is )?(?:said |written |stated |mentioned )?(?:above|before this|earlier|previously|prior to this|up to now|so far)|in (?:your|the) (?:system prompt|instructions))\\b",
  },
  {
    ruleId: "injection.ignore_instructions",
    view: "compact",
    source:
      "(?:ignore|disregard|forget|override|bypass)(?:all|the|your|any|of){0,3}(?:previous|prior|above|earlier|preceding|system|original|initial)(?:instructions?|prompts?|rules|directions|guidelines|directives)",
  },
  // other languages (accents are folded away: "précédentes" → "precedentes")
  {
    ruleId: "injection.ignore_instructions",
    view: "words",
    source:
      "\\b(?:ignora|ignorar|ignore|ignoren|olvida|olvide|olvidar) (?:todas )?(?:las )?(?:instrucciones|indicaciones|reglas|ordenes) (?:anteriores|previas|de arriba)\\b|\\b(?:ignore|ignorez|ignorer|oublie|oubliez) (?:toutes )?(?:les )?(?:instructions|consignes|regles) (?:precedentes|anterieures|ci dessus)\\b|\\b(?:ignoriere|ignorieren sie|ignoriert|vergiss|vergessen sie) (?:alle )?(?:vorherigen|bisherigen|obigen|vorangegangenen|fruheren|deine|ihre) ?(?:anweisungen|instruktionen|befehle|regeln|vorgaben)\\b|\\b(?:ignore|ignora|esqueca|esqueça) (?:todas )?(?:as )?(?:instrucoes|regras|ordens) (?:anteriores|previas)\\b|\\b(?:ignora|dimentica) (?:tutte )?(?:le )?(?:istruzioni|regole) (?:precedenti|anteriori)\\b|\\b(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй) (?:все )?(?:предыдущие|прошлые|прежние|свои)? ?(?:инструкции|указания|правила)",
  },
  {
    ruleId: "injection.ignore_instructions",
    view: "words",
    source:
      "(?:忽略|无视|忘记|忽视)(?:之前|以上|前面|上面|先前|所有)?的?(?:所有|全部|一切)?(?:指令|指示|说明|规则|提示|设定)",
  },
  // ---- system prompt exfiltration
  {
    ruleId: "injection.system_prompt_exfiltration",
    view: "words",
    source: `\\b${REVEAL} (?:me |us )?(?:(?!an? )${W}){0,4}?(?:your |the |its |this |my )?(?:(?!an? )${W})?${SECRET_ADJ} (?:${W})?(?:prompt|instructions|system message|message|rules|directives|guidelines|configuration|preamble)\\b`,
    check: (folded, start, end) =>
      !/\b(?:prompt (?:engineering|design|injection))\b/.test(folded.slice(start, end + 12)),
  },
  {
    ruleId: "injection.system_prompt_exfiltration",
    view: "words",
    source: `\\b${REVEAL} (?:me |us )?${W}{0,2}?your (?:${W})?(?:prompt|instructions|directives|programming|initial prompt|system prompt|hidden rules)\\b`,
  },
  {
    ruleId: "injection.system_prompt_exfiltration",
    view: "words",
    source:
      "\\b(?:repeat|print|output|copy|echo|write out|say|recite|return|show|reproduce|type out|list) (?:back )?(?:all |everything |the (?:text|words|content|message|messages|lines|sentences|conversation|prompt) |all (?:the )?(?:text|words|content) )(?:[^ ]+ ){0,2}?(?:above|before this|so far|preceding|verbatim|from the (?:start|beginning|top)|prior to this)\\b",
  },
  {
    ruleId: "injection.system_prompt_exfiltration",
    view: "words",
    source:
      "\\b(?:what|tell me what) (?:was|is|were) (?:written|said|stated|typed) (?:above|before this|at the (?:start|beginning|top))",
  },
  {
    ruleId: "injection.system_prompt_exfiltration",
    view: "compact",
    source:
      "(?:reveal|show|print|output|repeat|display|leak|dump)(?:me)?(?:your|the)(?:system|initial|hidden|secret|original)(?:prompt|instructions)",
  },
  // ---- safety bypass
  {
    ruleId: "injection.policy_bypass",
    view: "words",
    source: `\\b${BYPASS_VERB} (?:${BYPASS_DET} )${W}?${SAFETY_NOUN}\\b`,
  },
  {
    ruleId: "injection.policy_bypass",
    view: "words",
    source: `\\b${BYPASS_VERB} the ${W}?(?:guardrails|safeguards|censorship|alignment|content polic\\w*|safety (?:guidelines|measures|protocols|filters?|rules|policies|systems|checks|training)|ethical (?:guidelines|constraints))\\b`,
  },
  {
    ruleId: "injection.policy_bypass",
    view: "words",
    source:
      "\\bjailbreak (?:yourself|you|this (?:ai|model|assistant|chat|bot)|chatgpt|gpt|claude|gemini|the (?:ai|model|assistant|bot))\\b",
  },
  // ---- fake system / administrator messages
  {
    ruleId: "injection.fake_system_message",
    view: "words",
    source:
      "\\b(?:system|admin|administrator|developer|root|sudo|security) (?:override|overrides|directive|command mode|priority override)\\b|\\b(?:new|updated|revised|real|actual|true|override|overriding|secret|hidden|replacement) system (?:prompt|instructions|message|directive)\\b|\\bend (?:of )?(?:the )?(?:system )?(?:prompt|instructions) (?:[^ ]+ ){0,3}?(?:begin|start|new)\\b|\\bbegin (?:new |updated )?system (?:prompt|instructions)\\b|\\bsystem message (?:from|by) (?:openai|anthropic|the developers?|your developers?|the admin\\w*)\\b|\\b(?:message|instructions?|update|directive) from (?:your|the) (?:developers?|creators?|admins?|administrators?|openai|anthropic)\\b",
  },
  // ---- chat template control tokens
  {
    ruleId: "injection.special_tokens",
    view: "raw",
    flags: "gi",
    source:
      "<\\|(?:im_start|im_end|im_sep|endoftext|system|user|assistant|eot_id|start_header_id|end_header_id|begin_of_text|end_of_text|fim_prefix|fim_middle|fim_suffix|endofprompt|eom_id|python_tag)\\|>|\\[\\/?INST\\]|<<\\/?SYS>>|<start_of_turn>|<end_of_turn>",
  },
  // ---- text addressed to an AI that processes it (indirect injection)
  {
    ruleId: "injection.indirect_instruction",
    view: "words",
    source:
      "\\b(?:note|message|instruction|instructions|attention|important|notice|psst|dear|hidden instruction) (?:to|for) (?:the |any |all |an )?(?:ai|a i|assistant|llm|chatbot|chat bot|language model|gpt|chatgpt|claude|bot|copilot|agent|ai agent|ai assistant|ai model|ai system)s?\\b|\\bif you are (?:an? )?(?:ai|a i|llm|large language model|language model|assistant|chatbot|gpt|bot|ai assistant|ai agent|ai model|automated (?:system|agent))\\b|\\b(?:ai|assistant|llm|model|chatbot|agent)s? (?:reading|processing|summari[sz]ing|parsing|analy[sz]ing) this (?:document|email|e mail|page|text|message|file|website|resume|review)\\b",
  },
  // ---- data exfiltration
  {
    ruleId: "injection.data_exfiltration",
    view: "words",
    source:
      "\\b(?:send|forward|post|upload|exfiltrate|email|e mail|transmit|leak|copy|submit|relay|share) (?:[^ ]+ ){0,3}?(?:conversation|chat history|chat log|chat logs|previous messages|passwords?|credentials|api keys?|secrets?|access tokens?|session (?:tokens?|cookies?)|cookies|private keys?|ssh keys?|system prompt|user data|personal data|contacts|inbox|emails) (?:[^ ]+ ){0,4}?to (?:https?|www|ftp|(?:[^ ]+ ){1,2}(?:com|net|org|io|xyz|ru|cn|tk|top|info|biz|me|site)\\b|this (?:url|address|endpoint|server|webhook)|the following (?:url|address|endpoint|server|webhook)|my (?:server|webhook|endpoint)|an? (?:external|remote|attacker))",
  },
  {
    ruleId: "injection.data_exfiltration",
    view: "raw",
    flags: "gi",
    source: "!\\[[^\\]\\n]{0,100}\\]\\(https?:\\/\\/[^)\\s]+[?&][\\w-]+=(?:\\{|%7B|\\$|\\[|<)[^)\\s]*\\)",
  },
  // ---- DAN-style personas
  {
    ruleId: "injection.jailbreak_dan",
    view: "words",
    source:
      "\\bdo anything now\\b|\\b(?:dan|stan|dude|aim|antigpt|anti gpt|betterdan|better dan|mongo tom|evilbot|evil bot|apophis|ucar|nraf|alphabreak) (?:mode|prompt|jailbreak|persona)\\b|\\b(?:betterdan|antigpt|mongo tom|evilbot|alphabreak|ucar|nraf|apophis)\\b|\\b(?:dan|stan|dude|aim)\\b (?:[^ ]+ ){0,3}?(?:which |that |who )?stands? for\\b|\\b(?:always intelligent and machiavellian|strive to avoid norms)\\b",
  },
  {
    ruleId: "injection.jailbreak_dan",
    view: "words",
    source:
      "\\b(?:two|2|both|dual|double) (?:different |separate )?(?:responses|answers|replies|paragraphs|outputs)\\b(?: [^ ]+){0,14}? (?:jailbroken|jailbreak|unfiltered|uncensored|dan|developer mode|unrestricted)\\b",
  },
  {
    ruleId: "injection.jailbreak_dan",
    view: "raw",
    flags: "g",
    source:
      "\\b(?:[Yy]ou(?:'re| are| will be)(?: now)?|[Aa]ct(?:ing)? as|[Pp]retend(?:ing)? to be|[Bb]ecome|[Ss]tay|[Aa]nswer as|[Rr]espond as|[Pp]lay)\\s+(?:a |the )?(?:DAN|STAN|DUDE)\\b",
  },
  // ---- developer / god / jailbreak mode
  {
    ruleId: "injection.jailbreak_developer_mode",
    view: "words",
    source: `\\b${ENABLE} ${W}{0,2}?(?:jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|chaos|opposite|no ?limits?|dan|rogue|unlocked|unhinged) mode\\b`,
  },
  {
    ruleId: "injection.jailbreak_developer_mode",
    view: "words",
    source: `\\b${ENABLE} ${W}{0,2}?(?:developer|dev|god) mode\\b|\\bdeveloper mode (?:output|response|enabled|v2|activated|on)\\b`,
    check: (folded, _start, end) => {
      const after = folded.slice(end, end + 60);
      return (
        !DEVICE_WORDS.test(after) &&
        !DEVICE_WORDS.test(folded.slice(Math.max(0, _start - 40), _start)) &&
        AI_WORDS.test(folded)
      );
    },
  },
  // ---- unrestricted / amoral AI
  {
    ruleId: "injection.jailbreak_unrestricted",
    view: "words",
    source: `\\b${PERSONA_INTRO} (?:now )?(?:an? |the |my )?${W}?${UNRESTRICTED}\\b`,
  },
  {
    ruleId: "injection.jailbreak_unrestricted",
    view: "words",
    source: `\\byou (?:now )?(?:have|ve got|possess|operate with|re operating with|are operating with|will have) (?:no|zero) ${W}?${RULE_NOUN}\\b`,
  },
  {
    ruleId: "injection.jailbreak_unrestricted",
    view: "words",
    source: `\\byou (?:are|re) (?:now )?(?:no longer|not|never) (?:bound|restricted|limited|constrained|governed|held back|censored|filtered) ${W}{0,2}?(?:by )?(?:any |the |your |openai s |anthropic s )?${W}?(?:rules|restrictions|policies|guidelines|ethics|morals|laws|content polic\\w*|safety \\w+|openai|anthropic|filters|programming|training)\\b`,
  },
  {
    ruleId: "injection.jailbreak_unrestricted",
    view: "words",
    source:
      "\\b(?:you|ai|assistant|model|chatbot|gpt|bot)\\b(?: [^ ]+){0,4}? (?:are |re )?(?:free|freed|liberated|released|broken free|break free) (?:from|of) (?:all |any |your |the |its )?(?:[^ ]+ )?(?:restrictions|rules|constraints|limitations|guidelines|policies|confines|shackles|chains|programming|filters|censorship)\\b",
  },
  {
    ruleId: "injection.jailbreak_unrestricted",
    view: "words",
    source:
      "\\byou (?:[^ ]+ ){0,3}?(?:do not|don t|dont|never|will not|won t|no longer|are not required to|don t need to|do not need to|needn t|don t have to|do not have to) (?:have to |need to )?(?:follow|obey|abide by|adhere to|comply with|respect|care about|worry about) (?:any|openai s|anthropic s|your|ethical|moral|safety|content|usage) (?:[^ ]+ )?(?:rules|policies|guidelines|restrictions|ethics|morals|laws|content polic\\w*|safety \\w+|terms)\\b",
  },
];

/** Sets up a role or game (half of injection.jailbreak_roleplay). */
export const ROLE_SETUP = new RegExp(
  foldPattern(
    "\\b(?:from now on|starting now|for the rest of (?:this|our) conversation|you are now|you will now|you re now|you will act|you will pretend|pretend (?:to be|you are|that)|act as|roleplay|role play|let s play a game|we are going to play|imagine you are|stay in character|in this hypothetical|hypothetically speaking|in a fictional world|you are going to act)\\b",
  ),
  "gu",
);

/** Suppresses refusals or safety (the other half). */
export const REFUSAL_SUPPRESSION = new RegExp(
  foldPattern(
    "\\b(?:never refuse|don t refuse|do not refuse|dont refuse|cannot refuse|can t refuse|must not refuse|won t refuse|will not refuse|never decline|not allowed to refuse|no warnings?|without (?:any )?(?:warnings?|disclaimers?|caveats|moralizing|lectures?)|no (?:disclaimers?|caveats|moralizing|lectures?)|never (?:apologi[sz]e|say (?:you )?(?:can t|cannot|are sorry))|don t (?:apologi[sz]e|add disclaimers?)|no (?:ethical|moral|content|safety) (?:guidelines|restrictions|constraints|filters|limits|boundaries|considerations|polic\\w*|rules|principles)|without (?:any )?(?:ethical |moral |content |safety )?(?:restrictions|censorship|filters|filtering|limits|limitations|boundaries)|(?:illegal|unethical|harmful|dangerous|explicit) (?:or [^ ]+ )?(?:content|things|requests|information|activities|instructions)|(?:ignore|disregard) (?:all |any |your )?(?:ethics|morals|morality|safety))\\b",
  ),
  "gu",
);

/** Words that show a text discusses attacks rather than mounting one (for injection.quoted_mention). */
export const DISCUSSION_CUES =
  /\b(?:detect\w*|defen[cs]e\w*|defend\w*|prevent\w*|mitigat\w*|classif\w*|filter\w*|guardrail\w*|red[- ]?team\w*|security|secure|attack\w*|adversarial|exploit\w*|example|examples|e\.g\.|such as|phrases?|patterns?|research\w*|paper|awareness|training data|test cases?|benchmark|dataset|explain\w*|what is|what are|how (?:do|does|can|should)|why (?:do|does)|known as|called|recogni[sz]e|flag\w*|sanitiz\w*|injection|jailbreak(?:s| attempts?| prompts?)|malicious)\b/i;
