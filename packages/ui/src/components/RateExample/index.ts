export { RateExample, describePayments, dollars, dollarsAndCents, percent } from './RateExample';
export type { RateExampleCopy, RateExamplePaymentRun, RateExampleProps, RateExampleScenario } from './RateExample';
