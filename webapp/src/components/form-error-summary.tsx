// The one summary of a refused form (issue 25 item 3), placed near its submit button: after a send attempt it names
// every problem at once, browser-side and the server's 422 `errors` alike (both live in the field-errors store), each
// as a link that moves the focus to its field. It finds its form itself (the closest <form>) and each field by name,
// so a form only places it; messages that belong to no input (a cart, a list of rows) are listed without a link.
import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../lib/api-errors';
import { useFieldErrorsStore } from '../lib/stores/field-errors-store';
import { CHECK_FIELDS } from './form-errors';
import { fieldElement, fieldLabel } from './form-fields';

const NONE: readonly string[] = [];

export interface SummaryLine {
  field: string;
  message: string;
  /** The field's label, when the form has an input for it. */
  label?: string;
  target?: HTMLElement;
}

/** The lines of the summary in the form's order: fields of this form first (as they stand), then the rest. */
export function summaryLines(form: HTMLFormElement, errors: FieldErrors): SummaryLine[] {
  const linked: SummaryLine[] = [];
  const loose: SummaryLine[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const target = fieldElement(form, field);
    if (target) linked.push({ field, message, label: fieldLabel(target), target });
    else if (!fieldElement(form.ownerDocument, field)) loose.push({ field, message });
  }
  linked.sort((a, b) =>
    a.target && b.target && a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return [...linked, ...loose];
}

interface FormErrorSummaryProps {
  /** The sentence above the list (default: "Niet alles is goed ingevuld. Bekijk de meldingen bij de velden."). */
  title?: string;
  /** Fields whose message the form shows in its own way (e.g. the contact form's bot check). */
  exclude?: readonly string[];
}

export function FormErrorSummary({ title = CHECK_FIELDS, exclude = NONE }: FormErrorSummaryProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [attempted, setAttempted] = useState(false);
  const errors = useFieldErrorsStore((state) => state.errors);
  const [lines, setLines] = useState<SummaryLine[]>([]);

  useEffect(() => {
    const found = anchor.current?.closest('form') ?? null;
    setForm(found);
    if (!found) return;
    // The native listener runs before React's onSubmit (delegated at the root): the attempt is known first.
    const onSubmit = () => setAttempted(true);
    found.addEventListener('submit', onSubmit);
    return () => found.removeEventListener('submit', onSubmit);
  }, []);

  // Labels come from the rendered form: read them after React has put the fields (and their errors) in place.
  useLayoutEffect(() => {
    const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => !exclude.includes(field)));
    setLines(form && attempted ? summaryLines(form, shown) : []);
  }, [form, attempted, errors, exclude]);

  return (
    <div ref={anchor}>
      {lines.length > 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="form-errors" title={title}>
          <List size="sm" spacing={2}>
              {lines.map((line) => (
                <List.Item key={line.field}>
                  {line.target ? (
                    <Anchor
                      href={line.target.id ? `#${line.target.id}` : undefined}
                      c="red.9"
                      size="sm"
                      onClick={(event) => {
                        event.preventDefault();
                        line.target?.scrollIntoView({ block: 'center' });
                        line.target?.focus({ preventScroll: true });
                      }}
                    >
                      {line.label ? `${line.label}: ${line.message}` : line.message}
                    </Anchor>
                  ) : (
                    line.message
                  )}
                </List.Item>
              ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
