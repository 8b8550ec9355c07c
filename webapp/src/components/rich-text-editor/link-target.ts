/**
 * The rich-text editor's link prompt (spec doc 2 section 5): only mailto:, https:, http: and tel: targets are
 * accepted. Pure functions, so the rule is tested without a browser.
 */

export const ALLOWED_LINK_PROTOCOLS = ['mailto:', 'https:', 'http:', 'tel:'] as const;

export const LINK_TARGET_REQUIRED = 'Vul het adres van de link in.';
export const LINK_TARGET_INVALID = 'Gebruik een adres dat begint met https://, http://, mailto: of tel:.';

export type LinkTargetCheck = { ok: true; href: string } | { ok: false; message: string };

/** Checks what was typed in the link prompt; `href` is the trimmed target to store. */
export function checkLinkTarget(text: string): LinkTargetCheck {
  const href = text.trim();
  if (href === '') return { ok: false, message: LINK_TARGET_REQUIRED };
  return isAllowedLinkTarget(href) ? { ok: true, href } : { ok: false, message: LINK_TARGET_INVALID };
}

/** True for a well-formed mailto:, https:, http: or tel: address (web addresses need a host). */
export function isAllowedLinkTarget(href: string): boolean {
  if (/\s/.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const protocol = url.protocol.toLowerCase();
  if (!(ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(protocol)) return false;
  if (protocol === 'http:' || protocol === 'https:') {
    return /^https?:\/\//i.test(href) && url.hostname !== '';
  }
  // mailto: and tel: need something after the colon.
  return href.slice(protocol.length).length > 0;
}
