// The shop's own path (its routes are in routes.tsx).
export const SHOP_PATH = '/dagelijkse-soep';
