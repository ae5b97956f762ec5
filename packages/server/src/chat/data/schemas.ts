import * as v from 'valibot';

/**
 * The shapes of the assistant's data files (intents.yaml, concepts.yaml, policies.yaml) and of the
 * evaluation cases, in one place: the build and the tests check the files with them, their types
 * are the assistant's, and the JSON Schemas that editors read beside the files are written from
 * them (`npm run chat:schemas -w @broker/server`; a test fails when they differ).
 */

const id = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/));
const answerText = v.pipe(v.string(), v.minLength(1), v.maxLength(600));
const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** An answer in both languages (at most 600 characters each). */
const LocalText = v.strictObject({ en: answerText, es: answerText });

const Link = v.pipe(
  v.string(),
  v.regex(/^[a-zA-Z]+$/),
  v.description('A route key of @broker/core, or prequalify for the pre-qualification form'),
);

const Variant = v.strictObject({
  en: answerText,
  es: answerText,
  link: v.optional(Link),
  yieldsTo: v.optional(
    v.pipe(
      v.array(v.string()),
      v.description(
        'Computed cases that answer better than this variant (a jumbo asked with a price whose loan is one)',
      ),
    ),
  ),
});

const COMPUTATIONS = [
  'cashToClose',
  'foreignDown',
  'bankStatementIncome',
  'loanTaxes',
  'flipLoan',
  'affordability',
  'equity',
  'dscr',
  'assetIncome',
  'breakEven',
  'conformingCheck',
  'propertyTax',
  'closingCosts',
  'pmiBalance',
  'pointsCost',
] as const;

const Utterances = v.pipe(v.array(nonEmpty), v.minLength(3));

const Intent = v.strictObject({
  id,
  link: v.optional(Link),
  handoff: v.optional(v.boolean()),
  compute: v.optional(
    v.pipe(
      v.picklist(COMPUTATIONS),
      v.description('A calculation over numbers read from the message; its result fills computed'),
    ),
  ),
  utterances: v.strictObject({ en: Utterances, es: Utterances }),
  answer: LocalText,
  computed: v.optional(LocalText),
  computedLink: v.optional(
    v.pipe(
      Link,
      v.description(
        "The page a computed answer links instead of link: the calculator that works the visitor's figures further",
      ),
    ),
  ),
  computedCases: v.optional(
    v.pipe(
      v.record(v.string(), Variant),
      v.description(
        'Computed answers by the case the calculation returns (conformingCheck: above, within), each with the page it links when not the intent’s',
      ),
    ),
  ),
  variants: v.optional(
    v.pipe(
      v.record(v.string(), Variant),
      v.description('Answers for a concept of concepts.yaml found in the message or a follow-up'),
    ),
  ),
});

export const IntentsFile = v.pipe(
  v.strictObject({
    responses: v.strictObject({
      sensitive_number: LocalText,
      fallback: LocalText,
      handoff: LocalText,
      more: LocalText,
      prequalify: LocalText,
      contact_form: LocalText,
      clarify: LocalText,
    }),
    intents: v.pipe(v.array(Intent), v.minLength(1)),
  }),
  v.title('Chat assistant intents: example utterances, answers and links'),
);

const Phrases = v.array(nonEmpty);

export const ConceptsFile = v.pipe(
  v.strictObject({ concepts: v.record(id, v.strictObject({ en: Phrases, es: Phrases })) }),
  v.title('Chat assistant concepts: phrases per language that mean the same thing'),
);

/** A pattern of a policy: lower case, as messages are compared folded. */
const Patterns = v.pipe(v.array(v.pipe(v.string(), v.minLength(2), v.regex(/^[^A-Z]+$/))), v.minLength(1));
const PlainText = v.strictObject({ en: nonEmpty, es: nonEmpty });

const policyFields = {
  id,
  when: Patterns,
  insisting: v.optional(
    v.pipe(Patterns, v.description('Right after this policy answered, a message matching these gets the same answer')),
  ),
  link: v.optional(v.string()),
  handoff: v.optional(v.boolean()),
  contactForm: v.optional(v.pipe(v.boolean(), v.description('Open the chat’s contact form'))),
};

/** A policy answers with its own text or with an intent of intents.yaml, never both. */
const Policy = v.pipe(
  v.strictObject({
    ...policyFields,
    answer: v.optional(PlainText),
    intent: v.optional(v.pipe(id, v.description('Answer with this intent of intents.yaml'))),
  }),
  v.check(
    (policy) => (policy.answer === undefined) !== (policy.intent === undefined),
    'needs an answer or an intent, not both',
  ),
);

const Shorthand = v.record(v.string(), nonEmpty);

export const PoliciesFile = v.pipe(
  v.strictObject({
    policies: v.pipe(v.array(Policy), v.minLength(1)),
    eligibility: Patterns,
    followUp: Patterns,
    shorthand: v.strictObject({ en: Shorthand, es: Shorthand }),
    topics: v.optional(
      v.pipe(
        v.record(id, id),
        v.description('The intent a concept of concepts.yaml stands for when the ranking is unsure'),
      ),
    ),
    frame: v.array(v.strictObject({ when: id, from: v.pipe(v.array(id), v.minLength(1)), to: id })),
  }),
  v.title('The chat assistant’s policy layer'),
);

const Strings = v.pipe(v.array(nonEmpty), v.minLength(1));

const EvalCase = v.strictObject({
  q: v.pipe(nonEmpty, v.description('The visitor’s message')),
  intent: v.pipe(id, v.description('What the question is about (accuracy is reported per intent)')),
  context: v.optional(v.pipe(Strings, v.description('Earlier messages of the same conversation'))),
  contains: v.optional(
    v.pipe(
      v.array(v.union([nonEmpty, Strings])),
      v.description(
        'Every entry must appear in the answer; a list is satisfied by any one of its strings. Case and accents are ignored; {{placeholders}} are filled from the business data and figures',
      ),
    ),
  ),
  excludes: v.optional(v.pipe(Strings, v.description('Strings the answer must not contain'))),
  link: v.optional(
    v.pipe(
      v.union([v.string(), Strings]),
      v.description('The answer must link this page (route key, or prequalify); a list means any one of them'),
    ),
  ),
  handoff: v.optional(
    v.pipe(
      v.boolean(),
      v.description('The answer must offer a person: the phone number or the pre-qualification form'),
    ),
  ),
});

export const CasesFile = v.pipe(
  v.strictObject({ language: v.picklist(['en', 'es']), cases: v.pipe(v.array(EvalCase), v.minLength(1)) }),
  v.title('Chat assistant evaluation cases'),
);

export type IntentDefinition = v.InferOutput<typeof Intent>;
export type Variant = v.InferOutput<typeof Variant>;
export type Responses = v.InferOutput<typeof IntentsFile>['responses'];
export type ConceptData = v.InferOutput<typeof ConceptsFile>['concepts'];
export type PolicyDefinition = v.InferOutput<typeof Policy>;
export type PolicyData = v.InferOutput<typeof PoliciesFile>;
