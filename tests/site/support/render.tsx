import { render, type RenderOptions } from "@testing-library/react";
import { SWRConfig } from "swr";
import { API_BASE, swrFetcher } from "@/lib/client/api";
import { CURRENT_USER_KEY, type CurrentUser } from "@/lib/client/use-current-user";

export const OWNER: CurrentUser = { _id: "00000000-0000-4000-8000-000000000001", email: "owner@example.com", name: "Alex Morgan" };

/**
 * Renders with a fresh SWR cache that already knows the current user (the owner, or a
 * visitor with `null`), as the real site does once GET /users/current-user has answered.
 * Other keys go through the real fetcher (and so through the mocked global fetch).
 */
let serverAgreeing: typeof fetch | null = null;

export function renderAs(user: CurrentUser | null, ui: React.ReactElement, options?: RenderOptions) {
  // useCurrentUser revalidates through the real fetcher: unless the test answers the API
  // itself, the server agrees with the user given here (a leftover mock must not decide).
  if (!jest.isMockFunction(global.fetch) || global.fetch === serverAgreeing) {
    serverAgreeing = mockFetch((url) =>
      url === `${API_BASE}${CURRENT_USER_KEY}` ? { body: { user } } : { status: 404, body: { msg: "Not found." } },
    ) as unknown as typeof fetch;
  }
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [CURRENT_USER_KEY]: { user } },
        fetcher: (key: string) => (key === CURRENT_USER_KEY ? Promise.resolve({ user }) : swrFetcher(key)),
        dedupingInterval: 0,
        revalidateOnFocus: false,
      }}
    >
      {ui}
    </SWRConfig>,
    options,
  );
}

// Each test starts without a fetch mock, so one test's answers never leak into the next.
const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

export interface FakeResponse {
  status?: number;
  body: unknown;
}

/** Replaces global fetch; returns the mock so tests can inspect calls. */
export function mockFetch(handler: (url: string, init?: RequestInit) => FakeResponse | Promise<FakeResponse>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status = 200, body } = await handler(String(input), init);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? "OK" : "Error",
      json: async () => body,
    } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
