import {
  addGlossaryTooltips,
  placeholderLinks,
  readingMinutes,
  rewriteRouteLinks,
  secureExternalLinks,
  TERM_CLASS,
} from './html';
import { ROUTES, articleRoute, routeTable } from './core';

const TABLE = routeTable([
  ...ROUTES,
  articleRoute('jumboLoans', { en: 'jumbo-loans-miami', es: 'prestamos-jumbo-miami' }),
]);

describe('rewriteRouteLinks', () => {
  it('points route keys at the page in the same language', () => {
    expect(rewriteRouteLinks('<a href="route:calculator">x</a>', TABLE, 'es')).toBe('<a href="/es/calculadora">x</a>');
    expect(rewriteRouteLinks('<a href="route:contact#form">x</a>', TABLE, 'en')).toBe('<a href="/contact#form">x</a>');
    expect(rewriteRouteLinks('<a href="route:jumboLoans">x</a>', TABLE, 'es')).toBe(
      '<a href="/es/articulos/prestamos-jumbo-miami">x</a>',
    );
  });

  it('rejects an unknown key', () => {
    expect(() => rewriteRouteLinks('<a href="route:nowhere">x</a>', TABLE, 'en')).toThrow('route:nowhere');
  });
});

describe('placeholderLinks', () => {
  it('restores a placeholder written as a link address, which Markdown percent-encodes', () => {
    expect(placeholderLinks('<a href="%7B%7BnmlsConsumerAccessUrl%7D%7D">NMLS</a>')).toBe(
      '<a href="{{nmlsConsumerAccessUrl}}">NMLS</a>',
    );
    expect(placeholderLinks('<a href="/a%7B%7Bb%7D%7D">x</a>')).toBe('<a href="/a%7B%7Bb%7D%7D">x</a>');
  });
});

describe('secureExternalLinks', () => {
  it('opens outside links in a new tab without opener', () => {
    expect(secureExternalLinks('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(secureExternalLinks('<a href="/contact">x</a>')).toBe('<a href="/contact">x</a>');
  });
});

describe('addGlossaryTooltips', () => {
  const glossary = { HOA: 'Homeowners Association', PMI: 'Private Mortgage Insurance' };

  it('wraps the first use of each term in body text with a described abbreviation', () => {
    const html = addGlossaryTooltips('<p>HOA fees and PMI; the HOA again.</p>', glossary, 'a');
    expect(html.match(new RegExp(TERM_CLASS, 'g'))).toHaveLength(2);
    expect(html).toContain('aria-describedby="a-term-1">HOA</abbr><span role="tooltip" id="a-term-1"');
    expect(html).toContain('the HOA again');
  });

  it('leaves headings, links and parts of words alone', () => {
    const html = addGlossaryTooltips('<h2>HOA</h2><a href="/x">PMI</a><p>HOAX PMIs</p>', glossary, 'a');
    expect(html).toBe('<h2>HOA</h2><a href="/x">PMI</a><p>HOAX PMIs</p>');
  });
});

describe('readingMinutes', () => {
  it('counts 220 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });
});
