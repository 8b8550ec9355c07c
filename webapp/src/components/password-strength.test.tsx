// The strength meter under a new password: its label and the judge's problems, without repeating the problem the
// password field already shows as its own error. Rendered on the server (no DOM).
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StrengthMeter } from './password-strength';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const TOO_SHORT = 'Het wachtwoord moet minimaal 10 tekens lang zijn.';
const COMMON = 'Dit wachtwoord komt voor in lijsten van gelekte wachtwoorden.';

describe('StrengthMeter', () => {
  it('shows the label and every problem when the field shows none', () => {
    const markup = html(<StrengthMeter answer={{ score: 0, problems: [TOO_SHORT, COMMON] }} shownElsewhere={[]} />);
    expect(markup).toContain('Sterkte: Zeer zwak');
    expect(markup).toContain(TOO_SHORT);
    expect(markup).toContain(COMMON);
  });

  it('leaves out the problem the field already shows as its error, keeps the others', () => {
    const markup = html(
      <StrengthMeter answer={{ score: 1, problems: [TOO_SHORT, COMMON] }} shownElsewhere={[TOO_SHORT]} />,
    );
    expect(markup).toContain('Sterkte: Zwak');
    expect(markup).not.toContain(TOO_SHORT);
    expect(markup).toContain(COMMON);
  });
});
