import business from '../../content/business.json';
import { proofFor, readProof, type ProofCopy } from './proof';

const copy: ProofCopy = {
  licensed_one: 'year licensed in Florida',
  licensed_other: 'years licensed in Florida',
  lenders: 'wholesale lenders compared',
  languages: 'spoken at our office',
  reviewsOn: 'Read our reviews on',
};

describe('readProof', () => {
  it('keeps the facts the broker set', () => {
    expect(readProof({ licensedSince: 2012, lendersCompared: 40, languages: ['en', 'es', 'pt'] }, 2026)).toEqual({
      licensedSince: 2012,
      lendersCompared: 40,
      languages: ['en', 'es', 'pt'],
    });
  });

  it('leaves out what is unset or unusable, never putting a figure in its place', () => {
    expect(readProof({}, 2026)).toEqual({});
    expect(readProof({ licensedSince: 2031, lendersCompared: 0, languages: ['English', 7, ''] }, 2026)).toEqual({});
    expect(readProof({ licensedSince: '2012', lendersCompared: 12.5, languages: 'es' }, 2026)).toEqual({});
  });

  it('keeps review pages with a name and an https address, and only those', () => {
    const google = { site: ' Google ', url: 'https://g.page/r/example' };
    expect(
      readProof(
        {
          reviewProfiles: [
            google,
            { site: 'Yelp', url: 'http://yelp.example/broker' },
            { site: '', url: 'https://zillow.example/broker' },
            'https://bbb.example',
          ],
        },
        2026,
      ),
    ).toEqual({ reviewProfiles: [{ site: 'Google', url: 'https://g.page/r/example' }] });
    expect(readProof({ reviewProfiles: 'https://g.page/r/example' }, 2026)).toEqual({});
  });

  it('finds no proof in the business data the site ships with: the broker sets each fact, nothing is invented', () => {
    expect(readProof(business, 2026)).toEqual({});
  });
});

describe('proofFor', () => {
  it('counts the years licensed from the year of the licence, and names the languages in the page language', () => {
    const proof = { licensedSince: 2012, lendersCompared: 40, languages: ['en', 'es'] };
    expect(proofFor(proof, copy, 'en', 2026)).toEqual([
      { key: 'licensed', value: '14', label: 'years licensed in Florida' },
      { key: 'lenders', value: '40', label: 'wholesale lenders compared' },
      { key: 'languages', value: 'English and Spanish', label: 'spoken at our office' },
    ]);
    expect(proofFor(proof, copy, 'es', 2026)[2]?.value).toBe('Inglés y español');
    expect(proofFor({ licensedSince: 2025 }, copy, 'en', 2026)).toEqual([
      { key: 'licensed', value: '1', label: 'year licensed in Florida' },
    ]);
  });

  it('shows nothing for facts that are unset, nor a licence from this year', () => {
    expect(proofFor({}, copy, 'en', 2026)).toEqual([]);
    expect(proofFor({ licensedSince: 2026 }, copy, 'en', 2026)).toEqual([]);
    expect(proofFor({ lendersCompared: 25 }, copy, 'es', 2026).map((item) => item.key)).toEqual(['lenders']);
  });
});
