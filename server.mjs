// @ts-check
/**
 * `npm start`: the self-hosted server, Next's documented custom server
 * (https://nextjs.org/docs/app/guides/custom-server) around the production build. It owns
 * what a server must do before Next sees a request, per request, with no Node prototype
 * touched (src/lib/self-hosting/request-handler.mjs): methods Next cannot serve answered
 * 405, the socket's address stamped for the route handlers' limits, every HTML document
 * given a Content-Security-Policy, and slow clients closed within 20 s. Vercel never runs
 * it (its platform serves the build).
 *
 *   npm start                 PORT (default 3000), HOSTNAME (default: every interface)
 *   node server.mjs -p 3400   the same with the port given, as `next start -p`
 */
import http from "node:http";
import next from "next";
import { limitSelfHostedServer, selfHostedRequests } from "./src/lib/self-hosting/request-handler.mjs";

const args = process.argv.slice(2);
const portArg = args.findIndex((arg) => arg === "-p" || arg === "--port");
const port = Number(portArg >= 0 ? args[portArg + 1] : process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev: false, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer(selfHostedRequests(handle));
limitSelfHostedServer(server);
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? "localhost"}:${port}`);
});

// A stop (a deployment, Ctrl+C) lets requests under way finish first.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
