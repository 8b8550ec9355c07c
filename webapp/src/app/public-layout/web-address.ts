// The footer's social links as staff type them in the settings.

/**
 * The link of a social address as staff typed it in the settings: an http(s) address as it is, 'www.facebook.com/x'
 * or 'facebook.com/x' with https:// before it; anything else (javascript:, text) is no link.
 */
export function webAddress(typed: string): string | null {
  const url = typed.trim();
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url)) return url;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(url)) return `https://${url}`;
  return null;
}
