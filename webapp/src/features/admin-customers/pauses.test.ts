import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/rules/dates';
import { type CustomerPause, pauseText } from './api/pauses';

const holiday: CustomerPause = { id: 1, klant: 2, van: '2026-12-01', tot: '2026-12-14', reden: 'vakantie', actief: true };

describe('pauseText', () => {
  it('says until when a current pause lasts', () => {
    expect(pauseText(holiday, formatDate)).toBe('Gepauzeerd t/m 14-12-2026 (vakantie)');
  });
  it('gives both days of a pause still to come', () => {
    expect(pauseText({ ...holiday, actief: false }, formatDate)).toBe('Pauze van 01-12-2026 t/m 14-12-2026 (vakantie)');
  });
});
