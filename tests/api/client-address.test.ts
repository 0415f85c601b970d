/**
 * The client's address (finding 2 of issue 15): only a header the client cannot write is
 * believed. clientIp is tested on Requests as route handlers get them; the self-hosted
 * server's stamp on a real HTTP server, whose handler rebuilds the Request from Node's headers as Next does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { clientIp } from "@/lib/api/request";
import { normalizeAddress, SOCKET_ADDRESS_HEADER, stampSocketAddress } from "@/lib/api/socket-address";
import { selfHostedRequests } from "@/lib/self-hosting/request-handler.mjs";
import { withEnv } from "../helpers/db";

function request(headers: Record<string, string>, socketAddress?: string): Request {
  const all = new Headers(headers);
  if (socketAddress) stampSocketAddress(all, socketAddress);
  return new Request("http://localhost:3000/api/v1/message", { headers: all });
}

const SPOOFED = { "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.67", "x-vercel-forwarded-for": "203.0.113.68" };

describe("clientIp without a trusted proxy (the default)", () => {
  test("spoofed X-Forwarded-For, X-Real-IP and x-vercel-forwarded-for are ignored: the socket decides", () => {
    expect(clientIp(request(SPOOFED, "198.51.100.5"))).toBe("198.51.100.5");
  });

  test("a new made-up address per request changes nothing", () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) => clientIp(request({ "x-forwarded-for": `10.0.0.${i}` }, "198.51.100.5"))),
    );
    expect([...seen]).toEqual(["198.51.100.5"]);
  });

  test("a forged socket header (wrong or no secret) is not believed", () => {
    for (const forged of ["198.51.100.9", "secret 198.51.100.9", " 198.51.100.9"]) {
      expect(clientIp(request({ ...SPOOFED, [SOCKET_ADDRESS_HEADER]: forged }))).toBe("unknown");
    }
  });

  test("no stamp at all: one shared 'unknown', never a header's guess", () => {
    expect(clientIp(request(SPOOFED))).toBe("unknown");
  });

  test("IPv4-mapped IPv6 socket addresses read as IPv4; IPv6 stays IPv6", () => {
    expect(clientIp(request({}, "::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(request({}, "2001:db8::1"))).toBe("2001:db8::1");
  });
});

describe("clientIp behind TRUSTED_PROXY_HOPS reverse proxies", () => {
  test("one hop: the rightmost entry, whatever the client prepended", () =>
    withEnv({ TRUSTED_PROXY_HOPS: "1" }, async () => {
      expect(clientIp(request({ "x-forwarded-for": "203.0.113.66, 198.51.100.20" }, "10.0.0.2"))).toBe("198.51.100.20");
      expect(clientIp(request({ "x-forwarded-for": "198.51.100.20" }, "10.0.0.2"))).toBe("198.51.100.20");
    }));

  test("two hops: the second entry from the right", () =>
    withEnv({ TRUSTED_PROXY_HOPS: "2" }, async () => {
      const xff = "203.0.113.66, 203.0.113.67, 198.51.100.21, 10.0.0.3";
      expect(clientIp(request({ "x-forwarded-for": xff }, "10.0.0.4"))).toBe("198.51.100.21");
      // Fewer entries than hops: all were written by trusted proxies; the leftmost is the client.
      expect(clientIp(request({ "x-forwarded-for": "198.51.100.22" }, "10.0.0.4"))).toBe("198.51.100.22");
    }));

  test("no X-Forwarded-For: the socket's address; X-Real-IP is still ignored", () =>
    withEnv({ TRUSTED_PROXY_HOPS: "1" }, async () => {
      expect(clientIp(request({ "x-real-ip": "203.0.113.67" }, "198.51.100.23"))).toBe("198.51.100.23");
    }));

  test("an entry that is no address is 'unknown'", () =>
    withEnv({ TRUSTED_PROXY_HOPS: "1" }, async () => {
      expect(clientIp(request({ "x-forwarded-for": "198.51.100.1, not-an-ip" }))).toBe("unknown");
    }));

  test("an invalid setting is refused with a sentence", () =>
    withEnv({ TRUSTED_PROXY_HOPS: "-1" }, async () => {
      expect(() => clientIp(request({}, "198.51.100.5"))).toThrow(/TRUSTED_PROXY_HOPS/);
    }));
});

describe("clientIp on Vercel (VERCEL set)", () => {
  test("the platform's x-vercel-forwarded-for, then x-real-ip; X-Forwarded-For and the socket are not used", () =>
    withEnv({ VERCEL: "1", TRUSTED_PROXY_HOPS: "3" }, async () => {
      expect(clientIp(request(SPOOFED, "10.0.0.9"))).toBe("203.0.113.68");
      expect(clientIp(request({ "x-forwarded-for": "203.0.113.66", "x-real-ip": "198.51.100.30" }, "10.0.0.9"))).toBe(
        "198.51.100.30",
      );
      expect(clientIp(request({ "x-forwarded-for": "203.0.113.66" }, "10.0.0.9"))).toBe("unknown");
    }));
});

describe("normalizeAddress", () => {
  test.each([
    ["198.51.100.1", "198.51.100.1"],
    [" 198.51.100.1:8080 ", "198.51.100.1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["::FFFF:198.51.100.1", "198.51.100.1"],
    ["unknown", undefined],
    ["", undefined],
    ["198.51.100.1, 10.0.0.1", undefined],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});

describe("the self-hosted server's socket address on a real HTTP server", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    // The self-hosted server's request handler (server.mjs) around a stand-in for Next.
    server = http.createServer(selfHostedRequests((req, res) => {
      // What Next does before a route handler: fill X-Forwarded-For only if the client did
      // not, then build a Request from Node's headers.
      req.headers["x-forwarded-for"] ??= req.socket.remoteAddress;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(", "));
      }
      const address = clientIp(new Request(`http://localhost${req.url}`, { headers }));
      res.end(JSON.stringify({ address, forwarded: headers.get("x-forwarded-for") }));
    }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (headers: Record<string, string>) =>
    (await fetch(`http://127.0.0.1:${port}/`, { headers })).json() as Promise<{ address: string; forwarded: string }>;

  test("a spoofed X-Forwarded-For reaches the handler, yet the address is the socket's: 127.0.0.1", async () => {
    const seen = await get({ "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.67" });
    expect(seen.forwarded).toBe("203.0.113.66"); // what Next would have believed
    expect(seen.address).toBe("127.0.0.1");
  });

  test("a client-sent copy of the socket header is overwritten", async () => {
    const seen = await get({ [SOCKET_ADDRESS_HEADER]: "guess 203.0.113.66", "x-forwarded-for": "203.0.113.66" });
    expect(seen.address).toBe("127.0.0.1");
  });
});
