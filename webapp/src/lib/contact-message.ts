// What a contact message says: the fields the public contact form sends and the managers' list of received messages
// shows (contract 'Contact'; docs/api.md).
export interface ContactMessageFields {
  naam: string;
  bedrijf: string;
  email: string;
  telefoonnummer: string;
  onderwerp: string;
  vraag: string;
}
