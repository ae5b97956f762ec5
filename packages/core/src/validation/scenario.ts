import * as v from 'valibot';
import { CALCULATOR_TOOLS } from '../scenario/scenario';

/** Bounds of a calculator scenario attached to a lead. */
export const SCENARIO_LIMITS = {
  /** Address of the scenario: path and query, e.g. `/calculator?price=500000&rate=6.5`. */
  url: 600,
  /** Entries in `inputs` and in `results`, each. */
  entries: 30,
  key: 30,
  /** Text values (choices such as `cash`). */
  text: 20,
  /** Largest absolute number. */
  number: 1e12,
} as const;

const key = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]*$/), v.maxLength(SCENARIO_LIMITS.key));
const figure = v.pipe(v.number(), v.finite(), v.minValue(-SCENARIO_LIMITS.number), v.maxValue(SCENARIO_LIMITS.number));

/**
 * A calculator scenario sent with a pre-qualification ("Send this scenario to a loan officer"):
 * which calculator, its address (so the broker can open the same figures), what the visitor
 * entered and what the calculator showed, keyed by the calculator's field names. Bounded in every
 * dimension (under 4 KB), and rejected as a whole when any part is out of bounds.
 */
export const leadScenarioSchema = v.object(
  {
    tool: v.picklist(CALCULATOR_TOOLS, 'invalid'),
    url: v.pipe(
      v.string('invalid'),
      v.startsWith('/', 'invalid'),
      v.maxLength(SCENARIO_LIMITS.url, 'too_long'),
      v.check((url) => !/[\s<>"']/.test(url), 'invalid'),
    ),
    inputs: v.pipe(
      v.record(key, v.union([figure, v.pipe(v.string(), v.maxLength(SCENARIO_LIMITS.text))]), 'invalid'),
      v.check((entries) => Object.keys(entries).length <= SCENARIO_LIMITS.entries, 'too_long'),
    ),
    results: v.pipe(
      v.record(key, v.nullable(figure), 'invalid'),
      v.check((entries) => Object.keys(entries).length <= SCENARIO_LIMITS.entries, 'too_long'),
    ),
  },
  'invalid',
);

export type LeadScenario = v.InferOutput<typeof leadScenarioSchema>;

/**
 * The `scenario` field of the pre-qualification payload: optional; when present it must pass
 * {@link leadScenarioSchema} as a whole (unknown keys dropped), and any problem is reported on
 * `scenario` itself, a field the visitor never types.
 */
export function scenarioField() {
  return v.optional(
    v.pipe(
      v.custom<LeadScenario>(() => true),
      v.rawTransform<LeadScenario, LeadScenario>(({ dataset, addIssue, NEVER }) => {
        const result = v.safeParse(leadScenarioSchema, dataset.value);
        if (result.success) return result.output;
        addIssue({ message: 'invalid' });
        return NEVER;
      }),
    ),
  );
}
