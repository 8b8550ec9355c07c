// The fixed words of the login screens: read by the screens and by the server's first paint of them
// (app/first-paint-pages.ts), so both show the same.

export const EMAIL_LABEL = 'E-mailadres';
export const PASSWORD_LABEL = 'Wachtwoord';

export const LOGIN_SCREEN = {
  title: 'Inloggen',
  intro: 'Dit is de inlog voor medewerkers van De Soepketel.',
  button: 'Inloggen',
  forgotten: 'Wachtwoord vergeten?',
  privacy: 'Wij gebruiken uw e-mailadres alleen om u in te laten loggen.',
} as const;

export const RESET_SCREEN = {
  title: 'Wachtwoord vergeten',
  intro:
    'Vul het e-mailadres van uw account in. U ontvangt dan een e-mail met een link om een nieuw wachtwoord te kiezen.',
  button: 'Link versturen',
  back: 'Terug naar inloggen',
} as const;
