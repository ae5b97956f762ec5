import { fillTemplate, splitTemplate, templatePlaceholders } from './template';

describe('fillTemplate', () => {
  it('fills every {{name}}, with or without spaces inside the braces', () => {
    expect(
      fillTemplate('Call {{phone}} or write to {{ email }}.', { phone: '(305) 555-0142', email: 'a@b.example' }),
    ).toBe('Call (305) 555-0142 or write to a@b.example.');
  });

  it('writes numbers as text and fills a name used twice', () => {
    expect(fillTemplate('{{n}} of {{n}}', { n: 3 })).toBe('3 of 3');
  });

  it('leaves an unknown placeholder as written, or throws naming it when asked', () => {
    expect(fillTemplate('Hi {{name}}', {})).toBe('Hi {{name}}');
    expect(() => fillTemplate('Hi {{name}}', {}, { missing: 'throw' })).toThrow('Unknown placeholder {{name}}');
  });

  it('ignores single braces and names inherited from Object.prototype', () => {
    expect(fillTemplate('{phone} {{toString}}', { phone: 'x' })).toBe('{phone} {{toString}}');
  });
});

describe('splitTemplate', () => {
  it('returns text and placeholder parts in order', () => {
    expect(splitTemplate('Call {{phone}} now')).toEqual(['Call ', { name: 'phone' }, ' now']);
    expect(splitTemplate('{{a}}{{b}}')).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(splitTemplate('plain')).toEqual(['plain']);
  });
});

describe('templatePlaceholders', () => {
  it('lists each name once, dotted names included', () => {
    expect(templatePlaceholders('{{a}} {{ figures.limit }} {{a}}')).toEqual(['a', 'figures.limit']);
  });
});
