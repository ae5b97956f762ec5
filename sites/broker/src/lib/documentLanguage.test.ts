/** @jest-environment jsdom */
import { setDocumentLanguage } from './documentLanguage';

describe('setDocumentLanguage', () => {
  it('writes the language when <html> carries another one, and leaves it alone when it is already right', () => {
    const root = document.createElement('html');
    root.setAttribute('lang', 'en');
    const setAttribute = jest.spyOn(root, 'setAttribute');
    setDocumentLanguage('en', root);
    expect(setAttribute).not.toHaveBeenCalled();
    setDocumentLanguage('es', root);
    expect(root.getAttribute('lang')).toBe('es');
    expect(setAttribute).toHaveBeenCalledTimes(1);
  });
});
