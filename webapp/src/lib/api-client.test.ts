import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient, LOGIN_PATH, MESSAGES } from './api-client';
import { ApiError, NotFoundError, shownByClient, ValidationError } from './api-errors';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(response: Response | (() => Promise<Response>), token?: string) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    typeof response === 'function' ? response : () => Promise.resolve(response.clone()),
  );
  const deps = {
    fetch,
    sessionToken: vi.fn(() => token),
    sessionSettled: vi.fn(() => Promise.resolve()),
    clearSession: vi.fn(),
    setFieldErrors: vi.fn(),
    flash: vi.fn(),
    toast: vi.fn(),
    navigate: vi.fn(),
  } satisfies ApiClientDeps;
  return { client: createApiClient(deps), deps, fetch };
}

function sentHeaders(fetch: ReturnType<typeof setup>['fetch']): Headers {
  const init = fetch.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('api client: requests', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const { client, fetch } = setup(jsonResponse(200, { id: 7 }));
    const answer = await client.post<{ id: number }>('/web/admin/create_product', { naam: 'Erwtensoep' });

    expect(answer).toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/web/admin/create_product');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"naam":"Erwtensoep"}');
    expect(sentHeaders(fetch).get('Content-Type')).toBe('application/json');
  });

  it('adds the CSRF header with the session token on non-GET requests only', async () => {
    const post = setup(jsonResponse(200, null), 'token-123');
    await post.client.post('/web/logout');
    expect(sentHeaders(post.fetch).get('X-CSRF-Token')).toBe('token-123');

    const get = setup(jsonResponse(200, {}), 'token-123');
    await get.client.get('/web/get-settings');
    expect(sentHeaders(get.fetch).has('X-CSRF-Token')).toBe(false);
  });

  it('sends no CSRF header when no token is known', async () => {
    const { client, fetch } = setup(jsonResponse(200, null));
    await client.post('/web/login', { email: 'a@b.nl', password: 'x' });
    expect(sentHeaders(fetch).has('X-CSRF-Token')).toBe(false);
  });

  it('waits for the session token before sending, unless told not to', async () => {
    let settle: () => void = () => undefined;
    const { client, deps, fetch } = setup(jsonResponse(200, {}));
    deps.sessionSettled.mockReturnValue(new Promise<void>((resolve) => (settle = resolve)));

    const waiting = client.get('/web/get-settings');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    settle();
    await waiting;
    expect(fetch).toHaveBeenCalledTimes(1);

    deps.sessionSettled.mockClear();
    await client.get('/web/get-logged-in-user-without-error', { waitForSession: false });
    expect(deps.sessionSettled).not.toHaveBeenCalled();
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    const { client, fetch } = setup(jsonResponse(200, {}));
    const form = new FormData();
    form.append('image', 'x');
    await client.post('/web/upload-picture', form);
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetch).has('Content-Type')).toBe(false);
  });

  it('returns plain text answers as text', async () => {
    const { client } = setup(new Response('wachtwoord aangepast', { status: 200 }));
    await expect(client.post('/web/change-password-with-token', {})).resolves.toBe('wachtwoord aangepast');
  });
});

describe('api client: the status-code catalogue', () => {
  it('401: clears the session, goes to the login page and shows the red banner for 5 s', async () => {
    const { client, deps } = setup(jsonResponse(401, { message: 'Niet ingelogd.' }));
    const error = await rejection(client.get('/web/get-logged-in-user'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith(LOGIN_PATH);
    expect(deps.flash).toHaveBeenCalledWith('U bent niet ingelogd. Log in om verder te gaan.', {
      color: 'red',
      duration: 5000,
    });
  });

  it('403: shows the red toast for 4 s and keeps the session', async () => {
    const { client, deps } = setup(jsonResponse(403, { message: 'Geen toegang.' }));
    await expect(client.post('/web/admin/create_user', {})).rejects.toMatchObject({ status: 403 });
    expect(deps.toast).toHaveBeenCalledWith('Deze actie is niet toegestaan', { color: 'red', duration: 4000 });
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('404: rejects with a NotFoundError (the router shows the 404 page)', async () => {
    const { client, deps } = setup(jsonResponse(404, { message: 'Niet gevonden.' }));
    await expect(client.get('/web/admin/refresh_product/99')).rejects.toBeInstanceOf(NotFoundError);
    expect(deps.flash).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('422: stores the field errors and rejects with them', async () => {
    const body = {
      message: 'Controleer de invoer.',
      errors: { email: ['Vul een geldig e-mailadres in.'], cart: ['Uitverkocht', 'Maximum bereikt'] },
    };
    const { client, deps } = setup(jsonResponse(422, body));
    const error = await rejection(client.post('/web/bestellen', {}));

    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.cart).toEqual(['Uitverkocht', 'Maximum bereikt']);
    expect((error as ValidationError).message).toBe('Controleer de invoer.');
    expect(deps.setFieldErrors).toHaveBeenCalledWith(body.errors);
    expect(deps.flash).not.toHaveBeenCalled();
  });

  it('422 of a call the visitor did not submit leaves the field errors alone', async () => {
    const body = { message: 'Onjuist.', errors: { postcode: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'] } };
    const { client, deps } = setup(jsonResponse(422, body));
    const error = await rejection(client.post('/web/resolve-postal-code', {}, { fieldErrors: false }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual(body.errors);
    expect(deps.setFieldErrors).not.toHaveBeenCalled();
  });

  it('422 without an errors map stores an empty map', async () => {
    const { client, deps } = setup(jsonResponse(422, { message: 'Onjuist.' }));
    await expect(client.post('/web/login', {})).rejects.toBeInstanceOf(ValidationError);
    expect(deps.setFieldErrors).toHaveBeenCalledWith({});
  });

  it("429: shows the server's message", async () => {
    const { client, deps } = setup(jsonResponse(429, { message: 'Te veel pogingen, wacht 5 minuten.' }));
    await expect(client.post('/web/login', {})).rejects.toMatchObject({ status: 429 });
    expect(deps.flash).toHaveBeenCalledWith('Te veel pogingen, wacht 5 minuten.', { color: 'red', duration: 5000 });
  });

  it('429 without a message falls back to a Dutch text', async () => {
    const { client, deps } = setup(new Response('', { status: 429 }));
    await expect(client.post('/web/login', {})).rejects.toMatchObject({ status: 429 });
    expect(deps.flash).toHaveBeenCalledWith(MESSAGES.tooManyAttempts, { color: 'red', duration: 5000 });
  });

  it('503: shows the update banner for 10 s', async () => {
    const { client, deps } = setup(jsonResponse(503, { message: 'Bezig met bijwerken.' }));
    await expect(client.get('/web/get-settings')).rejects.toMatchObject({ status: 503 });
    expect(deps.flash).toHaveBeenCalledWith('De applicatie wordt moment ge-update. Probeer het later opnieuw.', {
      color: 'orange',
      duration: 10000,
    });
  });

  it.each([450, 451, 500])('%i: rejects without any message', async (status) => {
    const { client, deps } = setup(jsonResponse(status, { message: 'x' }));
    const error = await rejection(client.post('/web/login', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).body).toEqual({ message: 'x' });
    expect(deps.flash).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a network failure rejects with status 0 and no message', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/web/get-settings')).rejects.toMatchObject({ status: 0 });
    expect(deps.flash).not.toHaveBeenCalled();
  });
});

describe('shownByClient: exactly the statuses the client announces itself (decision 0127)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503])('%i', async (status) => {
    const { client, deps } = setup(jsonResponse(status, { message: 'Bericht van de server' }));
    const error = await rejection(client.post('/web/iets', {}));
    const announced = deps.flash.mock.calls.length + deps.toast.mock.calls.length > 0;
    expect(shownByClient(error)).toBe(announced);
  });

  it('a network failure is not announced: the screen says it', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.get('/web/iets'));
    expect(deps.flash).not.toHaveBeenCalled();
    expect(shownByClient(error)).toBe(false);
  });
});

describe('api client uploads', () => {
  function uploadSetup(answer: { status: number; data: unknown }) {
    const { deps } = setup(jsonResponse(200, {}), 'token-1');
    const send = vi.fn((_url: string, _body: FormData, _token: string | undefined, options: { onProgress: (f: number) => void }) => {
      options.onProgress(1);
      return Promise.resolve(answer);
    });
    const client = createApiClient({ ...deps, sendWithProgress: send });
    return { client, deps, send };
  }

  it('sends the form with the session token and returns the answer', async () => {
    const { client, deps, send } = uploadSetup({ status: 200, data: { id: 7 } });
    const onProgress = vi.fn();
    const form = new FormData();
    await expect(client.upload('/web/upload-picture', form, { onProgress })).resolves.toEqual({ id: 7 });
    expect(deps.sessionSettled).toHaveBeenCalled();
    expect(send.mock.calls[0]?.slice(0, 3)).toEqual(['/web/upload-picture', form, 'token-1']);
    expect(onProgress).toHaveBeenCalledWith(1);
  });

  it('answers a 422 like any call: field errors stored unless the caller says not to', async () => {
    const body = { message: 'Ongeldig', errors: { image: ['Kies een foto.'] } };
    const stored = uploadSetup({ status: 422, data: body });
    const error = await rejection(stored.client.upload('/x', new FormData(), { onProgress: () => undefined }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(stored.deps.setFieldErrors).toHaveBeenCalledWith({ image: ['Kies een foto.'] });

    const quiet = uploadSetup({ status: 422, data: body });
    await rejection(quiet.client.upload('/x', new FormData(), { onProgress: () => undefined, fieldErrors: false }));
    expect(quiet.deps.setFieldErrors).not.toHaveBeenCalled();
  });

  it('answers a 401 with the login page', async () => {
    const { client, deps } = uploadSetup({ status: 401, data: null });
    await rejection(client.upload('/x', new FormData(), { onProgress: () => undefined }));
    expect(deps.clearSession).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/inloggen');
  });
});

describe('api client: downloads', () => {
  it('reads a file with progress and the name the server gave it', async () => {
    const bytes = new Uint8Array(1000).fill(7);
    const { client, fetch } = setup(
      new Response(bytes, {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': '1000',
          'Content-Disposition': 'attachment; filename="klantgegevens-7.json"',
        },
      }),
    );
    const progress: (number | null)[] = [];
    const file = await client.download('/web/admin/customer_data_export/7', (fraction) => progress.push(fraction));

    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(file.fileName).toBe('klantgegevens-7.json');
    expect(file.blob.size).toBe(1000);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives no name when the server sends none', async () => {
    const { client } = setup(new Response('x', { status: 200, headers: { 'Content-Disposition': 'attachment' } }));
    expect((await client.download('/web/admin/download_client_list/3')).fileName).toBeNull();
  });

  it('sends a lapsed session to the login page with the banner, as every call does', async () => {
    const { client, deps } = setup(jsonResponse(401, { message: 'Unauthenticated.' }));
    const error = await rejection(client.download('/web/admin/download_client_list/3'));

    expect(error).toBeInstanceOf(ApiError);
    expect(deps.clearSession).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith(LOGIN_PATH);
    expect(deps.flash).toHaveBeenCalledWith(MESSAGES.notLoggedIn, expect.objectContaining({ color: 'red' }));
  });
});
