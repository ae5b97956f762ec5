import type { Language } from '@broker/core';
import { fillTemplate } from '@broker/core/text';

type Text = Record<Language, string>;

/** Answers that are not about one field, in both languages. `{{phone}}` is filled in by the caller. */
export const MESSAGES = {
  method: { en: 'Only POST is accepted here.', es: 'Aquí solo se acepta POST.' },
  crossSite: { en: 'Requests from other sites are not accepted.', es: 'No se aceptan solicitudes desde otros sitios.' },
  contentType: {
    en: 'Send the form as JSON (Content-Type: application/json).',
    es: 'Envíe el formulario como JSON (Content-Type: application/json).',
  },
  tooLarge: { en: 'The request is too large.', es: 'La solicitud es demasiado grande.' },
  messageTooLong: {
    en: 'The message is too long. Please keep it under {{max}} characters.',
    es: 'El mensaje es demasiado largo. Por favor, use menos de {{max}} caracteres.',
  },
  malformed: { en: 'The request could not be read.', es: 'No se pudo leer la solicitud.' },
  formType: { en: 'Unknown form.', es: 'Formulario desconocido.' },
  rateLimited: {
    en: 'Too many requests. Please wait a moment and try again, or call us at {{phone}}.',
    es: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo, o llámenos al {{phone}}.',
  },
  unavailable: {
    en: 'We could not save your request right now. Please try again in a moment or call us at {{phone}}.',
    es: 'No pudimos guardar su solicitud en este momento. Inténtelo de nuevo en un momento o llámenos al {{phone}}.',
  },
  idempotencyConflict: {
    en: 'This form was already sent with different details. Please send it again, or call us at {{phone}}.',
    es: 'Este formulario ya se envió con otros datos. Envíelo de nuevo o llámenos al {{phone}}.',
  },
  chatSessionFull: {
    en: 'This conversation has reached its length limit. Please start a new chat, or call us at {{phone}}.',
    es: 'Esta conversación llegó a su límite de extensión. Inicie un chat nuevo o llámenos al {{phone}}.',
  },
  leadThanks: {
    en: 'Thank you, {{name}}! A loan officer will contact you within one business day about your {{propertyType}} plans.',
    es: '¡Gracias, {{name}}! Un asesor se comunicará con usted dentro de un día hábil sobre sus planes para su {{propertyType}}.',
  },
  leadUpdated: {
    en: 'Thank you, {{name}}: I replaced the details you sent earlier with these, before they reached a loan officer.',
    es: 'Gracias, {{name}}: reemplacé los datos que envió antes por estos, antes de que llegaran a un asesor.',
  },
  leadCorrected: {
    en: 'Thank you, {{name}}: your earlier details had already reached a loan officer, so I sent these as a correction that replaces them.',
    es: 'Gracias, {{name}}: sus datos anteriores ya habían llegado a un asesor, así que envié estos como una corrección que los reemplaza.',
  },
  goodbye: {
    en: 'Thank you for chatting with us. If you need anything else, call us at {{phone}}.',
    es: 'Gracias por conversar con nosotros. Si necesita algo más, llámenos al {{phone}}.',
  },
} satisfies Record<string, Text>;

export function say(
  key: keyof typeof MESSAGES,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(MESSAGES[key][language], values);
}

export function languageOfBody(body: unknown): Language {
  return body && typeof body === 'object' && (body as { language?: unknown }).language === 'es' ? 'es' : 'en';
}
