import type { Language } from '@broker/core';
import { fold } from './text';

/**
 * Short, frequent words that tell the two languages apart (domain words included: "casa", "loan").
 * A word of both ("me") counts on both sides, so it decides nothing.
 */
const MARKERS: Record<Language, Set<string>> = {
  en: new Set(
    (
      'the what how is are my to for a i do does can loan you of need want hello hi thanks thank your is it ' +
      'much down get have and with house home buy rate rates am im my there this that please will would should ' +
      'who where when which an about if me call just someone back'
    ).split(' '),
  ),
  es: new Set(
    (
      'que como cual cuanto cuanta para una los las del por con quiero necesito hola prestamo casa tasa usted ' +
      'puedo tengo es el la de mi me se y o son hay gracias donde cuando abren tienen ustedes soy estoy vivo ' +
      'gano credito pago inicial comprar dinero sacar buenas buenos dias tardes si no al en un su sus le lo ' +
      'llamo llamame llamen ' +
      // Miami Spanish says "el down": alone, it leaves the message to the page's language.
      'down'
    ).split(' '),
  ),
};

/**
 * The language a visitor wrote in, or undefined when the message does not say (a name, a number,
 * "ok"): then the page's language stands. ¿ and ¡ are Spanish; otherwise the side with more marker
 * words wins, so Spanglish ("cuanto es el down payment") reads as Spanish, and a word with an accent
 * or ñ counts as one more Spanish word, so a name ("I'm José Peña") does not outvote an English
 * sentence.
 */
export function detectLanguage(message: string): Language | undefined {
  if (/[¿¡]/.test(message)) return 'es';
  const tokens = fold(message)
    .split(/[^a-z]+/)
    .filter(Boolean);
  let en = 0;
  let es = message.match(/[\p{L}]*[ñáéíóú][\p{L}]*/giu)?.length ?? 0;
  for (const token of tokens) {
    if (MARKERS.en.has(token)) en += 1;
    if (MARKERS.es.has(token)) es += 1;
  }
  if (en === es) return undefined;
  return es > en ? 'es' : 'en';
}
