import type en from '../../locales/en/translation.json';
import type { AffordabilityCopy } from '../components/AffordabilityCalculator/AffordabilityCalculator';
import type { AssetIncomeCopy } from '../components/AssetIncomeCalculator/AssetIncomeCalculator';
import type { CalculatorCopy } from '../components/Calculator/Calculator';
import type { DscrCopy } from '../components/DscrCalculator/DscrCalculator';
import type { CashToCloseCopy } from '../components/CashToCloseCalculator/CashToCloseCalculator';
import type { PointsCopy } from '../components/PointsCalculator/PointsCalculator';
import type { RefinanceCopy } from '../components/RefinanceCalculator/RefinanceCalculator';
import type { ToolCopy } from '../components/CalculatorParts/CalculatorParts';
import type { FooterCopy } from '../components/Footer/Footer';
import type { HeaderCopy } from '../components/Header/Header';
import type { RateExampleCopy } from '../components/RateExample/RateExample';
// The forms' copy lives in `./forms` (`@broker/ui/copy/forms`): this module imports nothing at run
// time, so a page that only needs the header and footer does not carry the option labels of every
// form.

/**
 * The UI strings of one language, as written in `locales/<language>/translation.json`: the one
 * source of every string the components and the site's templates show. Form choices are not in
 * it: their labels come from `@broker/core` with the values the server accepts.
 */
export type UiStrings = typeof en;

export function headerCopy(strings: UiStrings): HeaderCopy {
  return { ...strings.header, opensInNewTab: strings.footer.opensInNewTab };
}

export function footerCopy(strings: UiStrings): FooterCopy {
  const f = strings.footer;
  return {
    contactHeading: f.contactHeading,
    legalHeading: f.legalHeading,
    followHeading: f.followHeading,
    legalNavigation: f.legalNavigation,
    phoneLabel: f.phoneLabel,
    emailLabel: f.emailLabel,
    rights: f.rights,
    consumerAccess: f.consumerAccess,
    opensInNewTab: f.opensInNewTab,
  };
}

export function rateExampleCopy(strings: UiStrings): RateExampleCopy {
  return strings.rateExample;
}

/** Words every calculator shares: field problems, disclaimer, actions. */
export function toolCopy(strings: UiStrings): ToolCopy {
  return strings.calculatorTool;
}

export function calculatorCopy(strings: UiStrings): CalculatorCopy {
  return { ...strings.calculator, tool: toolCopy(strings), schedule: strings.schedule };
}

export function affordabilityCopy(strings: UiStrings): AffordabilityCopy {
  return { ...strings.affordability, tool: toolCopy(strings) };
}

export function refinanceCopy(strings: UiStrings): RefinanceCopy {
  return { ...strings.refinanceCalculator, tool: toolCopy(strings) };
}

export function dscrCopy(strings: UiStrings): DscrCopy {
  return { ...strings.dscrCalculator, tool: toolCopy(strings) };
}

export function assetIncomeCopy(strings: UiStrings): AssetIncomeCopy {
  return { ...strings.assetIncome, tool: toolCopy(strings) };
}

export function cashToCloseCopy(strings: UiStrings): CashToCloseCopy {
  return { ...strings.cashToClose, tool: toolCopy(strings) };
}

export function pointsCopy(strings: UiStrings): PointsCopy {
  return { ...strings.points, tool: toolCopy(strings) };
}
