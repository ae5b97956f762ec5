/** @jest-environment jsdom */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import en from '@broker/ui/locales/en/translation.json';
import es from '@broker/ui/locales/es/translation.json';
import { PageStringsProvider, stringsOf, useUiStrings, type UiStringsNode } from './pageStrings';

const node = (language: string, data: unknown): UiStringsNode => ({
  language,
  ns: 'translation',
  data: JSON.stringify(data),
});
const pageData = (...nodes: UiStringsNode[]) => ({ locales: { edges: nodes.map((n) => ({ node: n })) } });

function Heading() {
  return <h1>{useUiStrings().notFound.heading}</h1>;
}

describe('PageStringsProvider', () => {
  it("renders the page's strings in the page's language, on the server and in the browser", () => {
    const props = { data: pageData(node('es', es)), pageContext: { language: 'es' } };
    const html = renderToString(
      <PageStringsProvider props={props}>
        <Heading />
      </PageStringsProvider>,
    );
    expect(html).toContain(es.notFound.heading);

    render(
      <PageStringsProvider props={{ data: pageData(node('en', en)), pageContext: { language: 'en' } }}>
        <Heading />
      </PageStringsProvider>,
    );
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe(en.notFound.heading);
  });

  it('switches strings when a client-side navigation changes the language', () => {
    const { rerender } = render(
      <PageStringsProvider props={{ data: pageData(node('en', en)), pageContext: { language: 'en' } }}>
        <Heading />
      </PageStringsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(en.notFound.heading);
    rerender(
      <PageStringsProvider props={{ data: pageData(node('es', es)), pageContext: { language: 'es' } }}>
        <Heading />
      </PageStringsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(es.notFound.heading);
  });

  it('gives the not-found page both languages, each from its own file', () => {
    function BothHomes() {
      return (
        <p>
          {useUiStrings('en').notFound.home} | {useUiStrings('es').notFound.home}
        </p>
      );
    }
    render(
      <PageStringsProvider props={{ data: pageData(node('en', en), node('es', es)), pageContext: { language: 'en' } }}>
        <BothHomes />
      </PageStringsProvider>,
    );
    expect(screen.getByText(`${en.notFound.home} | ${es.notFound.home}`)).toBeTruthy();
  });

  it('parses a language’s file once, and again only when its text changes', () => {
    const first = stringsOf(node('es', es));
    expect(stringsOf(node('es', es))).toBe(first);
    const changed = stringsOf(node('es', { ...es, notFound: { ...es.notFound, heading: 'Otro' } }));
    expect(changed).not.toBe(first);
    expect(changed.notFound.heading).toBe('Otro');
  });

  it('names the missing fragment when a page asks for strings its query did not load', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <PageStringsProvider props={{ pageContext: { language: 'fr' } }}>
          <Heading />
        </PageStringsProvider>,
      ),
    ).toThrow("The page's query did not load the en UI strings: add the LocaleStrings fragment to it.");
  });
});
