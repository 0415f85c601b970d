// A stand-in for window.fetch: jsdom has none, and the API is the boundary these
// component tests stop at. Routes are "METHOD /api/v1/path" → a response or a function; a
// route ending in "*" answers every request that starts with what comes before it.
//
// The owner forms call the autosave routes themselves (src/lib/client/unsaved-work): GET
// /api/v1/autosaves?… as they open, PUT /api/v1/autosaves/{id} while the owner types, DELETE
// after a save or a discard. Unless a test gives those routes, they answer as a server
// holding no autosave would (an empty list, 200), so a test about something else stays about
// it; `autosaveCalls` lists them for the tests that care.
export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Response headers (Retry-After…). */
  headers?: Record<string, string>;
}

type Route = FakeResponse | ((init: RequestInit | undefined, key: string) => FakeResponse | Promise<FakeResponse>);

export const AUTOSAVES = "/api/v1/autosaves";

/** The server's answers to the autosave routes when a test gives none. */
export const AUTOSAVE_DEFAULTS: Record<string, Route> = {
  [`GET ${AUTOSAVES}?*`]: { body: { autosaves: [] } },
  [`PUT ${AUTOSAVES}/*`]: { body: { msg: "Saved to the server." } },
  [`DELETE ${AUTOSAVES}/*`]: { body: { msg: "Unsaved changes discarded." } },
};

function find(routes: Record<string, Route>, key: string): Route | undefined {
  if (routes[key]) return routes[key];
  // The longest pattern that matches.
  const pattern = Object.keys(routes)
    .filter((name) => name.endsWith("*") && key.startsWith(name.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return pattern ? routes[pattern] : undefined;
}

export function installFetch(routes: Record<string, Route>) {
  const calls: Array<{ key: string; init: RequestInit | undefined }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    calls.push({ key, init });
    const route = find(routes, key) ?? find(AUTOSAVE_DEFAULTS, key);
    if (!route) throw new Error(`Unexpected request: ${key}`);
    const { status = 200, body = {}, headers = {} } = typeof route === "function" ? await route(init, key) : route;
    const named = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
      json: async () => body,
    } as unknown as Response;
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return {
    fetchMock,
    calls,
    count: (key: string) => calls.filter((call) => call.key === key).length,
    /** The requests to the autosave routes, in order ("PUT /api/v1/autosaves/<id>" …), with their JSON bodies. */
    autosaveCalls: () =>
      calls
        .filter((call) => call.key.split(" ")[1]!.startsWith(AUTOSAVES))
        .map((call) => ({ key: call.key, body: typeof call.init?.body === "string" ? (JSON.parse(call.init.body) as Record<string, unknown>) : undefined, init: call.init })),
  };
}
