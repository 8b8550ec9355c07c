// The screens' paths (spec doc 2 section 2: admin/bestellingen and its sub-routes).
export const ORDERS_LIST = '/admin/bestellingen';
export const orderAddPath = `${ORDERS_LIST}/toevoegen`;
export const orderEditPath = (id: number | string) => `${ORDERS_LIST}/aanpassen/${id}`;
