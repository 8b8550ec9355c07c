// The delivery screens' paths (spec document 2, section 2: admin/bezorglijsten).
export const BASE = '/admin/bezorglijsten';

export const dayPath = (dayId: number) => `${BASE}/Leverdag/${dayId}`;
export const newListPath = (dayId: number) => `${BASE}/bezorglijst-toevoegen?leverdag=${dayId}`;
export const listPath = (listId: number) => `${BASE}/bezorglijst/${listId}`;
export const sheetPath = (listId: number) => `${BASE}/bezorglijst/${listId}/rit`;
