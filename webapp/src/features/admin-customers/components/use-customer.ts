// Loads one customer (refresh_customer/{id}). When it does not exist (any more), the user goes back to the list with
// a red banner (spec doc 2 section 2: edit screens navigate back if the record is not found).
import { useEditRecord } from '../../../lib/use-edit-record';
import { refreshCustomer } from '../api/customers';
import { CUSTOMERS_LIST } from '../paths';

const NOT_FOUND = 'Deze klant bestaat niet (meer).';

export function useCustomer(id: string) {
  return useEditRecord(refreshCustomer, id, { list: CUSTOMERS_LIST, notFound: NOT_FOUND });
}
