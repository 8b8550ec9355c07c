// The audit trail as plain data: the list state in the URL (?page, ?type, ?user), the call that fetches it, and the
// Dutch words for what the server records (docs/api.md 'Audit trail').
import { formatMoment, parseUtcIso } from '../../lib/rules/business-time';
import { formatEuro } from '../../lib/rules/money';
import { orderSourceText } from '../../lib/order-source';

export const PER_PAGE = 25;

export type AuditType =
  | 'order'
  | 'order_day'
  | 'product'
  | 'settings'
  | 'user'
  | 'customer'
  | 'blacklist'
  | 'postal_range'
  | 'delivery_list'
  | 'picture'
  | 'contact_subjects'
  | 'login'
  | 'monthly_gift'
  | 'gift_statement';
/** Changes of records, and login events (type 'login': a login, a failed attempt, a lock, a manager's unlock). */
export type AuditAction = 'created' | 'changed' | 'deleted' | 'login' | 'failed' | 'locked' | 'unlocked';

export interface AuditEntry {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string;
  type: AuditType;
  entity_id: number | null;
  action: AuditAction;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export const TYPE_LABELS: Record<AuditType, string> = {
  order: 'Bestelling',
  order_day: 'Besteldag',
  product: 'Soep',
  settings: 'Instellingen',
  user: 'Gebruiker',
  customer: 'Klant',
  blacklist: 'Blacklist',
  postal_range: 'Postcodegebied',
  delivery_list: 'Bezorglijst',
  picture: 'Foto',
  contact_subjects: 'Contactonderwerpen',
  login: 'Inloggen',
  monthly_gift: 'Maandelijkse gift',
  gift_statement: 'Jaaroverzicht giften (verstuurd)',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Aangemaakt',
  changed: 'Gewijzigd',
  deleted: 'Verwijderd',
  login: 'Ingelogd',
  failed: 'Mislukte poging',
  locked: 'Vergrendeld',
  unlocked: 'Ontgrendeld',
};

export interface AuditListParams {
  page: number;
  type: string;
  user: string;
}

export function readAuditParams(params: URLSearchParams): AuditListParams {
  const page = Number(params.get('page'));
  const type = params.get('type') ?? '';
  const user = params.get('user') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    type: type in TYPE_LABELS ? type : '',
    user: /^\d{1,9}$/.test(user) ? user : '',
  };
}

export function writeAuditParams(list: AuditListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.type) params.set('type', list.type);
  if (list.user) params.set('user', list.user);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

export function auditLogUrl(list: AuditListParams, perPage: number = PER_PAGE): string {
  const query = new URLSearchParams({ page: String(list.page), per_page: String(perPage) });
  if (list.type) query.set('type', list.type);
  if (list.user) query.set('user', list.user);
  return `/web/admin/audit-log?${query.toString()}`;
}

const FIELD_LABELS: Record<string, string> = {
  naam: 'Naam',
  name: 'Naam',
  voornaam: 'Voornaam',
  achternaam: 'Achternaam',
  email: 'E-mailadres',
  adres: 'Netwerkadres',
  telefoonnummer: 'Telefoonnummer',
  bedrijfsnaam: 'Bedrijfsnaam',
  huisnummer_extensie: 'Toevoeging',
  bezorg_optie: 'Ophalen of bezorgen',
  bron: 'Bron',
  opmerking: 'Opmerking',
  rol: 'Rol',
  locked: 'Vergrendeld',
  uitgenodigd: 'Uitgenodigd',
  visible: 'Zichtbaar',
  lines: 'Bestelregels',
  products: 'Soepen',
  pictures: 'Foto’s',
  adressen: 'Adressen',
  bestellingsdag: 'Besteldag',
  bestelling_openings_timestamp: 'Inschrijving open vanaf',
  bestelling_sluitings_timestamp: 'Inschrijving sluit',
  bestelling_zichtbaar_timestamp: 'Zichtbaar vanaf',
  bestelling_onzichtbaar_timestamp: 'Zichtbaar tot',
  maximale_producten_per_klant: 'Maximaal per klant',
  inschrijving_geopend: 'Inschrijving geopend',
  created_by: 'Aangemaakt door',
  created_at: 'Aangemaakt op',
  customer_id: 'Klantnummer',
  bezorger: 'Bezorger',
  route_link: 'Routelink',
  vaste_klant: 'Vaste klant',
  vaste_klant_mailen: 'Vaste klant mailen',
  vaste_klant_producten: 'Vaste klant porties',
  vaste_klant_bezorgkeuze: 'Vaste klant ophalen of bezorgen',
};

const MONEY_FIELDS = new Set(['prijs', 'korting', 'bedrag', 'totaal']);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text (sanitised HTML from the editor) as the words a reader sees: tags gone, blocks apart, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'huisnummer_begin' -> 'Huisnummer begin' unless a nicer Dutch label is known. */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value as Dutch text: ja/nee, (leeg), euros, dates as dd-mm-jjjj, lists and records compactly. */
export function valueText(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leeg)';
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (typeof value === 'number') return MONEY_FIELDS.has(name) && Number.isInteger(value) ? formatEuro(value) : String(value);
  if (typeof value === 'string') {
    if (name === 'bron') return orderSourceText(value);
    if (ISO_MOMENT.test(value)) {
      try {
        return formatMoment(parseUtcIso(value));
      } catch {
        return value;
      }
    }
    const date = ISO_DATE.exec(value);
    if (date) return `${date[3]}-${date[2]}-${date[1]}`;
    return HTML_TAG.test(value) ? htmlToText(value) : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '(geen)';
    return value.map((item) => valueText(name, item)).join('; ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('naam' in record && 'hoeveelheid' in record) return `${valueText('naam', record.naam)} × ${String(record.hoeveelheid)}`;
    return Object.entries(record)
      .map(([key, item]) => `${fieldLabel(key)}: ${valueText(key, item)}`)
      .join(', ');
  }
  return String(value);
}

export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

/** One line per changed field: 'Naam: Oud → Nieuw' (only after for created, only before for deleted); a field
 * whose value reads the same before and after is left out. */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): ChangeLine[] {
  const names = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return names
    .map((name) => ({
      field: fieldLabel(name),
      before: name in entry.before ? valueText(name, entry.before[name]) : null,
      after: name in entry.after ? valueText(name, entry.after[name]) : null,
    }))
    .filter((line) => line.before !== line.after); // a value that reads the same (rich text re-spelled) is no change
}

/** 'Soep 12', 'Instellingen', 'Inloggen (gebruiker 3)'; a login event of an address without an account: 'Inloggen'. */
export function subjectText(entry: Pick<AuditEntry, 'type' | 'entity_id'>): string {
  const label = TYPE_LABELS[entry.type] ?? entry.type;
  if (entry.type === 'login') return entry.entity_id === null ? label : `${label} (gebruiker ${entry.entity_id})`;
  return entry.entity_id === null ? label : `${label} ${entry.entity_id}`;
}
