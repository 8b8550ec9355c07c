// The footer's social links as staff type them in the settings.

/**
 * The link of a social address as staff typed it in the settings: an http(s) address as it is, 'www.facebook.com/x'
 * or 'facebook.com/x' with https:// before it; anything else (javascript:, text) is no link.
 */
export function webAddress(typed: string): string | null {
  const url = typed.trim();
  const found = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.exec(url);
  return found ? (found[1] ? url : `https://${url}`) : null;
}
