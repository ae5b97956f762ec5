import { plain } from './policy';

/** Contact details a visitor typed into the chat, to pre-fill the chat's contact form. */
export interface TypedContact {
  name?: string;
  email?: string;
  phone?: string;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
/** A US phone number: ten digits, optionally after +1, in the usual groupings (never 3-2-4, an SSN's shape). */
const PHONE = /(?<![\d$])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/;
/** How a visitor introduces themselves; the name is the capitalised words that follow. */
const INTRO = /(?<![\p{L}])(?:my name is|my name's|i am|i'm|this is|me llamo|mi nombre es|soy)\s+/giu;
const NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+(?:de\s+la\s+|del\s+|de\s+)?\p{Lu}[\p{L}'’-]+){0,3}/u;

/** "Tom Nguyen here, …", "Hola, Ana Pérez aquí": a name that introduces the message. */
const HERE =
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]ola|[Bb]uenas)[,!.\s]+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})\s+(?:here|aqu[ií])(?=\s*[,.!:;–—-]|\s*$)/u;

/** Where the visitor's name is in the message, with the words that introduce it. */
function introduction(message: string): { name: string; text: string } | undefined {
  for (const intro of message.matchAll(INTRO)) {
    const name = NAME.exec(message.slice((intro.index ?? 0) + intro[0].length))?.[0];
    if (name) return { name, text: intro[0] + name };
  }
  const here = HERE.exec(message.trim());
  return here?.[1] && NAME.test(here[1]) ? { name: here[1], text: here[0] } : undefined;
}

/** Asking to be contacted, in either language. */
const CALL_ME = new RegExp(
  [
    'call me',
    'contact me',
    'reach me',
    'reach out to me',
    'text me',
    'email me',
    'e-mail me',
    'call me back',
    'give me a call',
    'have someone call',
    'someone (?:to )?(?:call|contact)',
    'loan officer (?:to )?(?:call|contact)',
    'get in touch with me',
    'llamenme',
    'llameme',
    'me (?:pueden|puede|podrian|podria) (?:llamar|contactar|escribir)',
    '(?:que|q|k) me (?:llamen|llame|contacten|contacte|escriban)',
    'alguien me (?:llame|contacte|escriba)',
    'llamame',
    'llamarme',
    'contactenme',
    'contacteme',
    'escribanme',
    'comuniquense conmigo',
    'me llaman',
    'me contactan',
    'quiero que me llamen',
  ]
    .map((p) => `(?<![\\p{L}])${p}(?![\\p{L}])`)
    .join('|'),
  'u',
);

/** The contact details of a message, and whether it asks to be contacted; undefined when it has neither. */
export function typedContact(message: string): (TypedContact & { asked: boolean }) | undefined {
  const email = EMAIL.exec(message)?.[0];
  const phone = PHONE.exec(message)?.[0]?.trim();
  const asked = CALL_ME.test(plain(message));
  // A name is taken when the visitor introduces themselves ("me llamo Ana Pérez"), never guessed.
  const intro = introduction(message);
  const name = intro?.name;
  const explicitName = /\b(my name|me llamo|mi nombre)\b/i.test(plain(message)) || HERE.test(message.trim());
  if (!email && !phone && !asked && !(name && explicitName)) return undefined;
  return {
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    asked,
  };
}

/** The message without its contact details, so what is left can still be answered. */
export function withoutContact(message: string): string {
  const intro = introduction(message);
  return (intro ? message.replace(intro.text, ' ') : message)
    .replace(new RegExp(EMAIL.source, 'gu'), ' ')
    .replace(new RegExp(PHONE.source, 'g'), ' ');
}

/** Contact details removed from a stored transcript line once they are in the lead. */
export function redactContact(text: string): string {
  return text
    .replace(new RegExp(EMAIL.source, 'gu'), '[e-mail in the lead]')
    .replace(new RegExp(PHONE.source, 'g'), '[phone in the lead]');
}
