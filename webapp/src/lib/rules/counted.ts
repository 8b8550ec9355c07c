/**
 * Dutch wording of counted things: '1 portie', '2 porties', '0 porties'. One helper for every text where a
 * number meets a noun; the server has its twin in src/soepkern/domain/wording.py.
 */

/** The word that goes with `count`: the singular for exactly one, the plural otherwise (also for 0). */
export function plural(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm;
}

/** '1 portie', '2 porties', '0 porties'. */
export function counted(count: number, singular: string, pluralForm: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}
