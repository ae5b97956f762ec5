import type { UiCopy } from './types';

export const es = {
  skipLink: 'Saltar al contenido principal',
  header: {
    navigation: 'Principal',
    menu: 'Menú',
    apply: 'Aplicar Ahora',
    home: 'página de inicio',
  },
  languageToggle: {
    label: 'English',
    hrefLang: 'en',
    lang: 'en',
    title: 'View this page in English',
  },
  footer: {
    contactHeading: 'Contacto',
    legalHeading: 'Legal',
    followHeading: 'Síganos',
    legalNavigation: 'Legal',
    phoneLabel: 'Teléfono',
    emailLabel: 'Correo electrónico',
    rights: 'Todos los derechos reservados.',
    consumerAccess: 'NMLS Consumer Access',
    opensInNewTab: 'se abre en una pestaña nueva',
  },
} satisfies UiCopy;
