/** Jest globalTeardown of the server-database passes: stops the Neon WebSocket proxy. */
import type { NeonWsProxy } from "../../scripts/neon-ws-proxy";

const holder = globalThis as unknown as { __neonWsProxy?: NeonWsProxy };

export default async function globalTeardown() {
  const proxy = holder.__neonWsProxy;
  holder.__neonWsProxy = undefined;
  if (proxy) await proxy.close();
}
