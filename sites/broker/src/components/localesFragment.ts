import { graphql } from 'gatsby';

/** The UI strings of one language, loaded by every template's page query. */
export const localesFragment = graphql`
  fragment LocaleStrings on Query {
    locales: allUiStringsFile(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
