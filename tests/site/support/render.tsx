import { render, type RenderOptions } from "@testing-library/react";
import { SWRConfig } from "swr";
import { API_BASE } from "@/lib/client/api";
import { CURRENT_USER_PATH, resetCurrentUser, setCurrentUser, type CurrentUser } from "@/lib/client/current-user";

export const OWNER: CurrentUser = { _id: "00000000-0000-4000-8000-000000000001", email: "owner@example.com", name: "Alex Morgan" };

/**
 * Renders with the current user already known (the owner, or a visitor with `null`), as
 * the real site is once GET /users/current-user has answered, and a fresh SWR cache for
 * the islands that read the API. Other requests go through the mocked global fetch.
 */
let serverAgreeing: typeof fetch | null = null;

export function renderAs(user: CurrentUser | null, ui: React.ReactElement, options?: RenderOptions) {
  // A later re-check goes to the server: unless the test answers the API itself, the
  // server agrees with the user given here (a leftover mock must not decide).
  if (!jest.isMockFunction(global.fetch) || global.fetch === serverAgreeing) {
    serverAgreeing = mockFetch((url) =>
      url === `${API_BASE}${CURRENT_USER_PATH}` ? { body: { user } } : { status: 404, body: { msg: "Not found." } },
    ) as unknown as typeof fetch;
  }
  setCurrentUser(user);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{ui}</SWRConfig>,
    options,
  );
}

// Each test starts without a fetch mock and with the current user unknown, so one test's
// answers never leak into the next.
const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  resetCurrentUser();
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
