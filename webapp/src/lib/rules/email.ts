// E-mail addresses: the web app's copy of the domain's one rule (src/soepkern/domain/email_address.py), checked
// against the same examples (tests/cases/rules.json, section "email"). The server checks again; this only answers
// sooner, with the server's own message.

export const EMAIL_INVALID = 'Vul een geldig e-mailadres in.';

const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const INVISIBLE = /[\s\p{Cf}\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/gu;

function clean(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKC');
}

/** The one canonical spelling of an address: NFKC, invisible characters removed, lower-cased, no final dot. */
export function normaliseEmail(email: string): string {
  let text = clean(email);
  for (let i = 0; i < 3; i += 1) {
    const again = clean(text);
    if (again === text) break;
    text = again;
  }
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  return `${text.slice(0, at)}@${text.slice(at + 1).replace(/\.+$/, '')}`;
}

/** Whether an already normalised address is one this site accepts. */
export function isValidEmail(email: string): boolean {
  const parts = email.split('@');
  // eslint-disable-next-line no-control-regex
  if (email.length > MAX_LENGTH || parts.length !== 2 || !/^[\x00-\x7f]*$/.test(email)) return false;
  const [local = '', domain = ''] = parts;
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** The message for a typed address that is filled in but not valid, or null. */
export function emailProblem(typed: string): string | null {
  const address = normaliseEmail(typed);
  return address && !isValidEmail(address) ? EMAIL_INVALID : null;
}
