/** @jest-environment jsdom */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import en from '@broker/ui/locales/en/translation.json';
import es from '@broker/ui/locales/es/translation.json';
import { PageI18n, i18nFor, type UiStringsNode } from './pageI18n';

const node = (language: string, data: unknown): UiStringsNode => ({
  language,
  ns: 'translation',
  data: JSON.stringify(data),
});
const pageData = (...nodes: UiStringsNode[]) => ({ locales: { edges: nodes.map((n) => ({ node: n })) } });

function Heading() {
  const { t, i18n } = useTranslation();
  return (
    <h1 data-language={i18n.language}>
      {t('notFound.heading')} / {t('missing.key')}
    </h1>
  );
}

describe('PageI18n', () => {
  it("renders the page's strings in the page's language, on the server and in the browser", () => {
    const props = { data: pageData(node('es', es)), pageContext: { language: 'es' } };
    const html = renderToString(
      <PageI18n props={props}>
        <Heading />
      </PageI18n>,
    );
    expect(html).toContain(es.notFound.heading);
    expect(html).toContain('data-language="es"');

    render(
      <PageI18n props={{ data: pageData(node('en', en)), pageContext: { language: 'en' } }}>
        <Heading />
      </PageI18n>,
    );
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toContain(en.notFound.heading);
    expect(heading.getAttribute('data-language')).toBe('en');
    // A key no file has shows as itself, never as an empty string or null.
    expect(heading.textContent).toContain('missing.key');
  });

  it('switches strings when a client-side navigation changes the language', () => {
    const { rerender } = render(
      <PageI18n props={{ data: pageData(node('en', en)), pageContext: { language: 'en' } }}>
        <Heading />
      </PageI18n>,
    );
    expect(screen.getByRole('heading').textContent).toContain(en.notFound.heading);
    rerender(
      <PageI18n props={{ data: pageData(node('es', es)), pageContext: { language: 'es' } }}>
        <Heading />
      </PageI18n>,
    );
    expect(screen.getByRole('heading').textContent).toContain(es.notFound.heading);
    expect(screen.getByRole('heading').getAttribute('data-language')).toBe('es');
  });

  it('starts i18next once per language and reuses it on the next page', () => {
    const first = i18nFor('es', [node('es', es)]);
    const again = i18nFor('es', [node('es', es)]);
    expect(again).toBe(first);
    expect(i18nFor('en', [node('en', en)])).not.toBe(first);
  });

  it('gives the not-found page both languages, each from its own file', () => {
    const i18n = i18nFor('en', [node('en', en), node('es', es)]);
    expect(i18n.getFixedT('en')('notFound.home')).toBe(en.notFound.home);
    expect(i18n.getFixedT('es')('notFound.home')).toBe(es.notFound.home);
  });

  it('replaces a language’s strings when its file changes', () => {
    i18nFor('en', [node('en', { ...en, notFound: { ...en.notFound, heading: 'Before' } })]);
    const i18n = i18nFor('en', [node('en', { ...en, notFound: { ...en.notFound, heading: 'After' } })]);
    expect(i18n.t('notFound.heading')).toBe('After');
    // A key taken out of the file is gone, not kept from the earlier text.
    const { notFound: _removed, ...withoutNotFound } = en;
    expect(i18nFor('en', [node('en', withoutNotFound)]).t('notFound.home')).toBe('notFound.home');
  });

  it('falls back to English for a page without a known language or strings', () => {
    render(
      <PageI18n props={{ pageContext: { language: 'fr' } }}>
        <Heading />
      </PageI18n>,
    );
    expect(screen.getByRole('heading').getAttribute('data-language')).toBe('en');
  });
});
