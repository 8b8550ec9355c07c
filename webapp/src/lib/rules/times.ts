/**
 * Clock times: the spec's time input rule and the 24-hour display form.
 * Mirrors src/soepkern/domain/times.py; both are checked against tests/cases/rules.json.
 *
 * Representation: a clock time is a string 'HH:MM' (type ClockTime); seconds are always 0.
 *
 * Input (spec doc 1 and doc 2, section 5): blanks around the text are ignored, '-', '/' and ':' are removed,
 * and 3 or 4 digits must remain: 'hmm' or 'hhmm' ('930' is 09:30, '12:30' is 12:30). The hour must be 0-23
 * and the minute 0-59; anything else is rejected (null).
 */

export type ClockTime = string;

const BLANKS = /^[ \t\n\r\u00a0]+|[ \t\n\r\u00a0]+$/g;
const REMOVED = /[-/:]/g;
const DIGITS = /^[0-9]{3,4}$/;
const CLOCK = /^([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?$/;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'HH:MM' for an hour 0-23 and a minute 0-59; throws a RangeError otherwise. */
export function clockTime(hour: number, minute: number): ClockTime {
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 23 || minute < 0 || minute > 59) {
    throw new RangeError(`not a clock time: ${hour}:${minute}`);
  }
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** The time a time input field holds after the user typed `text`; null when it is rejected. */
export function parseTimeInput(text: string): ClockTime | null {
  const digits = text.replace(BLANKS, '').replace(REMOVED, '');
  if (!DIGITS.test(digits)) return null;
  const hour = Number(digits.slice(0, -2));
  const minute = Number(digits.slice(-2));
  return hour > 23 || minute > 59 ? null : clockTime(hour, minute);
}

/** Hour and minute of 'H:MM', 'HH:MM' or 'HH:MM:SS' (seconds ignored); throws a RangeError otherwise. */
export function timeParts(at: string): { hour: number; minute: number } {
  const match = CLOCK.exec(at);
  if (!match || Number(match[3] ?? '0') > 59) throw new RangeError(`not a clock time: ${JSON.stringify(at)}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  clockTime(hour, minute);
  return { hour, minute };
}

/** The 24-hour display form 'HH:MM' of 'H:MM', 'HH:MM' or 'HH:MM:SS'. */
export function formatTime(at: string): string {
  const { hour, minute } = timeParts(at);
  return clockTime(hour, minute);
}
