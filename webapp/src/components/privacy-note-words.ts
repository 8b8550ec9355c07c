// The words of the privacy line under a form (privacy-note.tsx), which the server's first paint of a form page shows
// too (app/first-paint-pages.ts): after the form's purpose, "Lees onze privacyverklaring." with the last word a link.
export const PRIVACY_NOTE_WORDS = { before: 'Lees onze', link: 'privacyverklaring' } as const;
