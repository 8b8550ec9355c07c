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

export const CONFIRMATION_LABEL = 'Wachtwoord bevestigen';

/** The new-password screen (a reset or invitation mail's link); its intro names the e-mail address of the link. */
export const NEW_PASSWORD_SCREEN = {
  title: 'Nieuw wachtwoord instellen',
  introBefore: 'Kies een nieuw wachtwoord voor ',
  introAfter: '. Daarna logt u in met dit wachtwoord.',
  button: 'Wachtwoord opslaan',
} as const;

export const RESET_SCREEN = {
  title: 'Wachtwoord vergeten',
  intro:
    'Vul het e-mailadres van uw account in. U ontvangt dan een e-mail met een link om een nieuw wachtwoord te kiezen.',
  button: 'Link versturen',
  back: 'Terug naar inloggen',
} as const;
