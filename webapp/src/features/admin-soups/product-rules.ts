// Pure rules of the soups screens: tabs, card texts, picture URLs, the edit form and picture order.
import { formatEuro, parseEuroInput } from '../../lib/rules/money';
import type { AdminProduct, ProductPayload, ProductPicture, ProductStatus } from './types';

export type SoupTab = 'soep' | 'concept';

export const SOUP_TABS: { value: SoupTab; label: string }[] = [
  { value: 'soep', label: 'Soepen' },
  { value: 'concept', label: 'Concept' },
];

export const STATUS_LABELS: Record<ProductStatus, string> = {
  concept: 'Concept',
  beschikbaar: 'Beschikbaar',
  niet_beschikbaar: 'Niet beschikbaar',
};

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as ProductStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

/** The tab in ?activeTab; anything unknown is the Soepen tab. */
export function tabFromQuery(value: string | null): SoupTab {
  return value === 'concept' ? 'concept' : 'soep';
}

export function tabOf(product: Pick<AdminProduct, 'status'>): SoupTab {
  return product.status === 'concept' ? 'concept' : 'soep';
}

/** Concept products in the Concept tab, the others in Soepen; sorted by name. */
export function productsInTab(products: readonly AdminProduct[], tab: SoupTab): AdminProduct[] {
  return products
    .filter((product) => tabOf(product) === tab)
    .sort((a, b) => a.naam.localeCompare(b.naam, 'nl'));
}

/** The card's price line: 'Sold' or 'Preview' by status, else the price minus the discount. */
export function cardPriceText(product: Pick<AdminProduct, 'status' | 'label' | 'totaal'>): string {
  if (product.status === 'niet_beschikbaar') return 'Sold';
  if (product.status === 'concept') return 'Preview';
  return formatEuro(product.totaal);
}

export function sortedPictures(pictures: readonly ProductPicture[]): ProductPicture[] {
  return [...pictures].sort((a, b) => a.position - b.position);
}

/** Cents as the price input shows them: 450 -> '4,50'. */
export function centsToInput(cents: number): string {
  return formatEuro(cents).replace(/^€ /, '');
}

/**
 * A money input after leaving it: a readable amount is shown the Dutch way with its comma ('0,5' -> '0,50',
 * '1' -> '1,00', '€ 2.5' -> '2,50'); empty stays empty and anything unreadable stays as typed (the server names it).
 */
export function normaliseEuroText(text: string): string {
  if (text.trim() === '') return '';
  const cents = parseEuroInput(text);
  return cents === null ? text : centsToInput(cents);
}

export interface ProductFormValues {
  naam: string;
  status: ProductStatus;
  prijs: string;
  korting: string;
  omschrijving: string;
  visible: boolean;
}

export function formFromProduct(product: AdminProduct): ProductFormValues {
  return {
    naam: product.naam,
    status: product.status,
    prijs: centsToInput(product.prijs),
    korting: product.korting === 0 ? '' : centsToInput(product.korting),
    omschrijving: product.omschrijving,
    visible: product.visible,
  };
}

export function payloadFromForm(form: ProductFormValues): ProductPayload {
  return {
    naam: form.naam.trim(),
    status: form.status,
    prijs: form.prijs.trim(),
    korting: form.korting.trim() === '' ? '0' : form.korting.trim(),
    omschrijving: form.omschrijving,
    visible: form.visible,
  };
}

/** Whether the form differs from what was loaded (the prices compared as amounts when they parse). */
export function isFormDirty(initial: ProductFormValues, form: ProductFormValues): boolean {
  const sameAmount = (a: string, b: string) => {
    const left = a.trim() === '' ? 0 : parseEuroInput(a);
    const right = b.trim() === '' ? 0 : parseEuroInput(b);
    return left !== null && right !== null ? left === right : a.trim() === b.trim();
  };
  return (
    initial.naam !== form.naam ||
    initial.status !== form.status ||
    initial.visible !== form.visible ||
    !sameAmount(initial.prijs, form.prijs) ||
    !sameAmount(initial.korting, form.korting) ||
    normaliseHtml(initial.omschrijving) !== normaliseHtml(form.omschrijving)
  );
}

function normaliseHtml(html: string): string {
  const trimmed = html.trim();
  return trimmed === '<p></p>' ? '' : trimmed;
}

/** The total the edit form shows while typing, or null while the amounts do not parse. */
export function previewTotal(prijs: string, korting: string): number | null {
  const price = parseEuroInput(prijs);
  const discount = korting.trim() === '' ? 0 : parseEuroInput(korting);
  if (price === null || discount === null) return null;
  return Math.max(price - discount, 0);
}

/** The picture to swap with when moving `uuid` up (-1) or down (+1), or null at either end. */
export function swapPartner(pictures: readonly ProductPicture[], uuid: string, direction: -1 | 1): string | null {
  const ordered = sortedPictures(pictures);
  const index = ordered.findIndex((picture) => picture.uuid === uuid);
  if (index < 0) return null;
  return ordered[index + direction]?.uuid ?? null;
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop box as the server expects it: whole pixels of the original, inside the picture. */
export function cropFields(area: CropArea, natural: { width: number; height: number }): Record<string, string> {
  const x = clamp(Math.round(area.x), 0, Math.max(natural.width - 1, 0));
  const y = clamp(Math.round(area.y), 0, Math.max(natural.height - 1, 0));
  const width = clamp(Math.round(area.width), 1, natural.width - x);
  const height = clamp(Math.round(area.height), 1, natural.height - y);
  return { foto_x: String(x), foto_y: String(y), foto_width: String(width), foto_height: String(height) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** 'zomer-soep.jpg' -> 'zomer-soep': the picture's name. */
export function pictureNameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 255);
}

/** The :product route parameter as an id (0 for anything else, which the server answers with 404). */
export function productIdFromParam(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The spec's question when leaving the edit page with pictures chosen but not yet uploaded. */
export const UNSAVED_PICTURES_MESSAGE =
  "Niet alle foto's zijn opgeslagen, weet u zeker dat u verder wilt gaan? De foto's worden niet opgeslagen";

/** The cropped picture's upload failed otherwise than a refusal (none where the API client spoke, decision 0127). */
export const PICTURE_UPLOAD_FAILED = 'Het uploaden is niet gelukt. Probeer het opnieuw.';
