// A form's fields as the browser shows them: the input for an error field name, its visible label, and the required
// inputs left empty. Used by the one error summary and the browser-side required check of every form.

export const REQUIRED = 'Dit veld is verplicht.';

const LABEL_STAR = /\s*\*\s*$/;

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').replace(LABEL_STAR, '').trim();
}

/**
 * The focusable element of field `name` inside `root`: an input with that name (a hidden input stands for the visible
 * one beside it, as in a Select), or an element marked `data-field` (a group of chips, a custom control).
 */
export function fieldElement(root: ParentNode, name: string): HTMLElement | null {
  const quoted = CSS.escape(name);
  const marked = root.querySelector<HTMLElement>(`[data-field="${quoted}"]`);
  if (marked) return marked;
  const input = root.querySelector<HTMLElement>(`[name="${quoted}"]`);
  if (input instanceof HTMLInputElement && input.type === 'hidden') {
    return input.parentElement?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? null;
  }
  return input;
}

/** The label a visitor reads for `element`: its group's label for a radio button, else its own label. */
export function fieldLabel(element: HTMLElement): string {
  const group = element.closest('[role="radiogroup"], [role="group"], fieldset');
  if (element instanceof HTMLInputElement && element.type === 'radio' && group) {
    const labelledBy = group.getAttribute('aria-labelledby');
    return (
      text(labelledBy ? element.ownerDocument.getElementById(labelledBy) : null) ||
      text(group.querySelector('legend')) ||
      (group.getAttribute('aria-label') ?? '')
    );
  }
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
  if (labels && labels.length > 0) return text(labels[0]);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return text(element.ownerDocument.getElementById(labelledBy.split(' ')[0] ?? ''));
  return element.getAttribute('aria-label') ?? '';
}

/**
 * Every required, named input of `form` that is still empty (checkboxes: not ticked), as field -> message: the
 * input's `data-required-message` (the server's own words for that field, e.g. 'Vul uw naam in.'), else REQUIRED.
 */
export function requiredProblems(form: HTMLFormElement): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[required], textarea[required], select[required]',
  )) {
    const name = element.name || element.closest('[data-field]')?.getAttribute('data-field') || '';
    if (!name || element.disabled || name in problems) continue;
    const empty =
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
        ? !form.querySelector(`[name="${CSS.escape(name)}"]:checked`)
        : element.value.trim() === '';
    if (empty) problems[name] = element.dataset.requiredMessage ?? REQUIRED;
  }
  return problems;
}
