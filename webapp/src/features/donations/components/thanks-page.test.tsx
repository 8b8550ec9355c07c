// The donation thanks page's loader (decision 0125): it asks how the payment went before the app renders, and sends
// the visitor on with one thank-you message, or keeps them here for a payment that did not go through.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsQuery, type SiteSettings } from '../../../lib/settings';
import { useFlashStore } from '../../../lib/stores/flash-store';
import type { DonationState } from '../api/donation-status';
import { getDonationStatus } from '../api/donation-status';
import { MAX_POLLS, POLL_MS, ThanksPage, thanksLoader } from './thanks-page';

vi.mock('../api/donation-status', () => ({ getDonationStatus: vi.fn() }));
const status = vi.mocked(getDonationStatus);

const variable = (key: string, value: string, type = 'input') => ({ key, value, type, name: key, category: '', options: null });
const SETTINGS: SiteSettings = {
  variables: [
    variable('redirect_after_donation', '/meedoen'),
    variable('donatie_bedankt_tekst', '<p>Dank u wel!</p>', 'editor'),
  ],
  onderwerpen: [],
  pictures: [],
  admin: null,
};

beforeAll(() => settingsQuery.seed(SETTINGS));
afterEach(() => {
  status.mockReset();
  useFlashStore.getState().hide();
  vi.useRealTimers();
});

const load = (query = '') =>
  thanksLoader({
    request: new Request(`http://soep.test/meedoen/donaties/bedankt-voor-uw-donatie${query}`),
    params: {},
    context: undefined,
  } as Parameters<typeof thanksLoader>[0]);

/** The page's failed view, rendered on the server (no DOM). */
function failedView(): string {
  const router = createMemoryRouter([{ path: '/', element: <ThanksPage /> }]);
  return renderToStaticMarkup(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const donation = (state: DonationState['status']): DonationState => ({ uuid: 'u-1', bedrag: 1250, status: state });

function expectSentOn(result: Response | 'failed', to: string) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.headers.get('Location')).toBe(to);
  expect(response.headers.get('X-Remix-Replace'), 'replaces the thanks page in the history').toBe('true');
}

describe('the donation thanks page', () => {
  it("without a payment sends the visitor on at once, with the foundation's thanks", async () => {
    expectSentOn(await load(), '/meedoen');
    expect(status).not.toHaveBeenCalled();
    expect(useFlashStore.getState().flash).toMatchObject({ message: 'Dank u wel!', color: 'green', duration: 10_000 });
  });

  it('thanks for a paid donation with its amount, once', async () => {
    status.mockResolvedValue(donation('betaald'));
    expectSentOn(await load('?donatie=u-1'), '/meedoen');
    expect(status).toHaveBeenCalledWith('u-1');
    expect(useFlashStore.getState().flash?.message).toBe('Uw donatie van €\u00a012,50 is ontvangen. Dank u wel!');
  });

  it('asks a few times about a payment not yet confirmed, then thanks for it as pending', async () => {
    vi.useFakeTimers();
    status.mockResolvedValue(donation('open'));
    const result = load('?donatie=u-1');
    await vi.advanceTimersByTimeAsync(POLL_MS * MAX_POLLS);
    expectSentOn(await result, '/meedoen');
    expect(status).toHaveBeenCalledTimes(MAX_POLLS);
    expect(useFlashStore.getState().flash?.message).toBe('Uw donatie van €\u00a012,50 wordt nog verwerkt. Dank u wel!');
  });

  it('stops asking once the payment is confirmed', async () => {
    vi.useFakeTimers();
    status.mockResolvedValueOnce(donation('open')).mockResolvedValueOnce(donation('betaald'));
    const result = load('?donatie=u-1');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expectSentOn(await result, '/meedoen');
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('thanks without an amount when the server cannot tell', async () => {
    status.mockRejectedValue(new Error('offline'));
    expectSentOn(await load('?donatie=u-1'), '/meedoen');
    expect(useFlashStore.getState().flash?.message).toBe('Dank u wel!');
  });

  it.each(['mislukt', 'geannuleerd', 'verlopen'] as const)('keeps a %s payment here, with no thanks', async (state) => {
    status.mockResolvedValue(donation(state));
    expect(await load('?donatie=u-1')).toBe('failed');
    expect(useFlashStore.getState().flash).toBeNull();
  });

  it("shows the failed payment's notice and 'Opnieuw proberen'", () => {
    const html = failedView();
    expect(html).toContain('Donatie niet gelukt');
    expect(html).toContain('Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.');
    expect(html).toMatch(/<a[^>]+href="\/meedoen\/doneren"[^>]*>.*Opnieuw proberen/s);
  });

  it('has the failed payment read out: the heading takes the focus and is described by the notice (decision 0129)', () => {
    const html = failedView();
    const heading = /<h1([^>]*)>Donatie niet gelukt<\/h1>/.exec(html)?.[1] ?? '';
    expect(heading).toContain('tabindex="-1"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(heading)?.[1];
    expect(describedBy).toBeTruthy();
    const notice = new RegExp(`<div[^>]*id="${describedBy}"[^>]*>(.*?)Opnieuw proberen`, 's').exec(html);
    expect(notice?.[0]).toContain('Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.');
    // Not a live region inserted with its text (often not read; the focus reads it once).
    expect(notice?.[0]).not.toMatch(/role="(status|alert)"/);
  });
});
