// Every admin screen that says its own text after a failed call (decision 0127): nothing where the API client
// already showed its banner or toast (401, 403, 429, 503), its own text for any other failure (a 500, no
// connection). The forms of useAdminFormSubmit: components/admin-form-submit.test.ts; the donation screens:
// features/admin-donations/failures.test.ts.
import { describe, expect, it } from 'vitest';
import { unlessShown } from '../components/form-errors';
import { BULK_ORDER_FAILED } from '../features/admin-bulk-order/bulk-order';
import { SUBJECTS_SAVE_FAILED } from '../features/admin-contact/subject-form';
import { DATA_DOWNLOAD_FAILED, PAUSE_DELETE_FAILED, PAUSE_SAVE_FAILED } from '../features/admin-customers/customer-form';
import { DELETE_FAILED, DOWNLOAD_FAILED, ROUTE_FAILED, SAVE_FAILED } from '../features/admin-delivery/delivery-rules';
import { DELETE_FAILED as ORDER_DELETE_FAILED, RESEND_FAILED } from '../features/admin-orders/order-form';
import { PREVIEW_FAILED, RETRY_FAILED, SAVE_FAILED as CATEGORY_SAVE_FAILED, UPLOAD_FAILED } from '../features/admin-settings/settings-form';
import { PICTURE_UPLOAD_FAILED } from '../features/admin-soups/product-rules';
import { ApiError } from '../lib/api-errors';

const SCREENS: [string, string][] = [
  ['the bulk order: check and order', BULK_ORDER_FAILED],
  ['the delivery list form: save', SAVE_FAILED],
  ['the delivery list form: delete', DELETE_FAILED],
  ['the route suggestion', ROUTE_FAILED],
  ['the delivery day downloads', DOWNLOAD_FAILED],
  ['the care note editor', SAVE_FAILED],
  ["a customer's pause: add", PAUSE_SAVE_FAILED],
  ["a customer's pause: remove", PAUSE_DELETE_FAILED],
  ["a customer's data: download", DATA_DOWNLOAD_FAILED],
  ['an order: delete', ORDER_DELETE_FAILED],
  ['an order: mail again', RESEND_FAILED],
  ['a settings category: save', CATEGORY_SAVE_FAILED],
  ['a document: upload', UPLOAD_FAILED],
  ['a mail text: preview', PREVIEW_FAILED],
  ['a failed mail: offer again', RETRY_FAILED],
  ['a soup picture: upload', PICTURE_UPLOAD_FAILED],
  ['the contact subjects: save', SUBJECTS_SAVE_FAILED],
];

describe.each(SCREENS)('%s', (_screen, text) => {
  it.each([401, 403, 429, 503])('%i: no text of its own', (status) => {
    expect(unlessShown(new ApiError(status, null), text)).toBeNull();
  });

  it('500 or no connection: its own text', () => {
    expect(unlessShown(new ApiError(500, null), text)).toBe(text);
    expect(unlessShown(new ApiError(0, null, 'Netwerkfout'), text)).toBe(text);
  });
});
