// The soups screens' data, as GET /web/admin/get_products answers it (docs/api.md).

export type ProductStatus = 'concept' | 'beschikbaar' | 'niet_beschikbaar';

export interface ProductPicture {
  id: number;
  uuid: string;
  position: number;
  name: string;
}

export interface AdminProduct {
  id: number;
  slug: string;
  naam: string;
  status: ProductStatus;
  /** 'Sold' for niet_beschikbaar, 'Preview' for concept, else null. */
  label: string | null;
  prijs: number;
  korting: number;
  totaal: number;
  visible: boolean;
  omschrijving: string;
  pictures: ProductPicture[];
}

/** What update_product/{id} takes; prices as typed text ('4,50') or cents. */
export interface ProductPayload {
  naam: string;
  status: ProductStatus;
  prijs: string;
  korting: string;
  omschrijving: string;
  visible: boolean;
}
