// The screens' paths (spec doc 2 section 2: admin/klanten, {klant}, aanpassen/{klant}) and the order edit screen the
// customer's orders link to.
export const CUSTOMERS_LIST = '/admin/klanten';
export const customerPath = (id: number | string) => `${CUSTOMERS_LIST}/${id}`;
export const customerEditPath = (id: number | string) => `${CUSTOMERS_LIST}/aanpassen/${id}`;
export const orderEditPath = (id: number | string) => `/admin/bestellingen/aanpassen/${id}`;
