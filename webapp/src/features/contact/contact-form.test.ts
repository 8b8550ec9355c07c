import { describe, expect, it } from 'vitest';
import { contactBody, counterText, EMPTY_CONTACT, secondsLeft, subjectsFrom } from './contact-form';

describe('contact form', () => {
  it('sends the company only for business contact, with the honeypot and the form token', () => {
    const draft = {
      ...EMPTY_CONTACT,
      naam: ' Joke ',
      bedrijf: 'Bakkerij',
      email: ' joke@example.nl ',
      onderwerp: 'Algemene vraag',
      vraag: 'Hoi',
    };
    expect(contactBody(draft, '', '1795424340.abc')).toEqual({
      naam: 'Joke',
      bedrijf: '',
      email: 'joke@example.nl',
      telefoonnummer: '',
      onderwerp: 'Algemene vraag',
      vraag: 'Hoi',
      website: '',
      formulier_token: '1795424340.abc',
    });
    expect(contactBody({ ...draft, zakelijk: true }, 'spam', '').bedrijf).toBe('Bakkerij');
  });

  it('keeps only text subjects', () => {
    expect(subjectsFrom(['Algemene vraag', 3, '', null, 'Donaties'])).toEqual(['Algemene vraag', 'Donaties']);
    expect(subjectsFrom(undefined)).toEqual([]);
  });

  it('counts characters the Dutch way', () => {
    expect(counterText(1234)).toBe('1.234 / 10.000 tekens');
  });

  it('counts down from 10 seconds to 0', () => {
    expect(secondsLeft(0, 0)).toBe(10);
    expect(secondsLeft(0, 2500)).toBe(8);
    expect(secondsLeft(0, 10_000)).toBe(0);
    expect(secondsLeft(0, 60_000)).toBe(0);
  });
});
