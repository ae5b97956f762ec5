export {
  AmountOrPercent,
  ANNOUNCE_DELAY_MS,
  issueText,
  loadScenarioCodec,
  NumberField,
  plain,
  ResultList,
  ToolLayout,
  useAnnouncement,
  useReportChange,
  useScenarioCodec,
} from './CalculatorParts';
export type {
  AmountOrPercentProps,
  Explanations,
  FieldIssueCopy,
  NumberFieldProps,
  ResultRow,
  ToolCopy,
  ToolLayoutProps,
  ToolScenario,
} from './CalculatorParts';
