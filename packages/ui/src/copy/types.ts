import type { AffordabilityCopy } from '../components/AffordabilityCalculator/AffordabilityCalculator';
import type { AssetIncomeCopy } from '../components/AssetIncomeCalculator/AssetIncomeCalculator';
import type { CashToCloseCopy } from '../components/CashToCloseCalculator/CashToCloseCalculator';
import type { PointsCopy } from '../components/PointsCalculator/PointsCalculator';
import type { CalculatorCopy } from '../components/Calculator/Calculator';
import type { DscrCopy } from '../components/DscrCalculator/DscrCalculator';
import type { RefinanceCopy } from '../components/RefinanceCalculator/RefinanceCalculator';
import type { ChatCopy } from '../components/ChatWidget/ChatWidget';
import type { ContactFormCopy } from '../components/ContactForm/ContactForm';
import type { FooterCopy } from '../components/Footer/Footer';
import type { HeaderCopy } from '../components/Header/Header';
import type { PrequalificationCopy } from '../components/PrequalificationModal/PrequalificationModal';
import type { RateExampleCopy } from '../components/RateExample/RateExample';

/** Every string the components show, for one language. Plain JSON-compatible data. */
export interface UiCopy {
  skipLink: string;
  header: HeaderCopy;
  /** Shown on pages of this language; points to the other language. */
  languageToggle: { label: string; hrefLang: string; lang: string; title: string };
  footer: FooterCopy;
  calculator: CalculatorCopy;
  affordability: AffordabilityCopy;
  refinance: RefinanceCopy;
  dscr: DscrCopy;
  assetIncome: AssetIncomeCopy;
  cashToClose: CashToCloseCopy;
  points: PointsCopy;
  /** The worked loan example with its APR. */
  rateExample: RateExampleCopy;
  contactForm: ContactFormCopy;
  prequalification: PrequalificationCopy;
  /** Accessible name of the floating chat button. */
  chatLauncher: string;
  chat: ChatCopy;
}
