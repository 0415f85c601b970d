/**
 * Calls the app's route handlers in-process, as Next.js would: a Request built from a
 * path and options, routed to the handler module of that path, with `{ params }` as a
 * Promise for the dynamic segments. Nothing is mocked: the handlers hit the real
 * database layer of the pass (PGlite, node-postgres or Neon).
 */
import * as login from "@/app/api/v1/auth/login/route";
import * as logout from "@/app/api/v1/auth/logout/route";
import * as blog from "@/app/api/v1/blogs/[id]/route";
import * as blogPreview from "@/app/api/v1/blogs/[id]/preview/route";
import * as blogs from "@/app/api/v1/blogs/route";
import * as blogRestore from "@/app/api/v1/blogs/[id]/restore/route";
import * as blogVersions from "@/app/api/v1/blogs/[id]/versions/route";
import * as blogVersion from "@/app/api/v1/blogs/[id]/versions/[version]/route";
import * as blogVersionRestore from "@/app/api/v1/blogs/[id]/versions/[version]/restore/route";
import * as projectVersions from "@/app/api/v1/projects/[id]/versions/route";
import * as projectVersion from "@/app/api/v1/projects/[id]/versions/[version]/route";
import * as projectVersionRestore from "@/app/api/v1/projects/[id]/versions/[version]/restore/route";
import * as certificationRestore from "@/app/api/v1/certification/[id]/restore/route";
import * as experienceRestore from "@/app/api/v1/experiences/[id]/restore/route";
import * as messageRestore from "@/app/api/v1/message/[id]/restore/route";
import * as projectRestore from "@/app/api/v1/projects/[id]/restore/route";
import * as techStackRestore from "@/app/api/v1/techStack/[id]/restore/route";
import * as trash from "@/app/api/v1/trash/route";
import * as trashItem from "@/app/api/v1/trash/[collection]/[id]/route";
import * as certification from "@/app/api/v1/certification/[id]/route";
import * as certifications from "@/app/api/v1/certification/route";
import * as experience from "@/app/api/v1/experiences/[id]/route";
import * as experiences from "@/app/api/v1/experiences/route";
import * as message from "@/app/api/v1/message/[id]/route";
import * as messages from "@/app/api/v1/message/route";
import * as project from "@/app/api/v1/projects/[id]/route";
import * as projectPreview from "@/app/api/v1/projects/[id]/preview/route";
import * as projects from "@/app/api/v1/projects/route";
import * as profile from "@/app/api/v1/profile/route";
import * as selectedProjects from "@/app/api/v1/projects/selectedProjects/route";
import * as featuredOrder from "@/app/api/v1/projects/featured/route";
import * as techStackOrder from "@/app/api/v1/techStack/order/route";
import * as techStackItem from "@/app/api/v1/techStack/[id]/route";
import * as techStack from "@/app/api/v1/techStack/route";
import * as currentUser from "@/app/api/v1/users/current-user/route";
import * as uploads from "@/app/uploads/[name]/route";
import * as mediaList from "@/app/api/v1/media/route";
import * as mediaClean from "@/app/api/v1/media/clean/route";
import * as mediaItem from "@/app/api/v1/media/[id]/route";
import * as demoContent from "@/app/api/v1/demo-content/route";
import * as views from "@/app/api/v1/views/route";
import * as analytics from "@/app/api/v1/analytics/route";
import * as analyticsCsv from "@/app/api/v1/analytics.csv/route";
import * as autosaveList from "@/app/api/v1/autosaves/route";
import * as autosave from "@/app/api/v1/autosaves/[id]/route";
import * as account from "@/app/api/v1/account/route";
import * as sessionList from "@/app/api/v1/sessions/route";
import * as sessionItem from "@/app/api/v1/sessions/[id]/route";
import * as signOutLink from "@/app/api/v1/auth/sign-out-link/route";
import { stampSocketAddress } from "@/lib/api/socket-address";

export const ORIGIN = "http://localhost:3000";

type Method = "GET" | "POST" | "PATCH" | "DELETE" | "PUT" | "HEAD";
type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<Method, unknown>>;

/** Path patterns in Next's order: static segments before dynamic ones. */
const ROUTES: Array<{ pattern: RegExp; module: RouteModule; param?: string | string[] }> = [
  { pattern: /^\/api\/v1\/auth\/login$/, module: login },
  { pattern: /^\/api\/v1\/auth\/logout$/, module: logout },
  { pattern: /^\/api\/v1\/auth\/sign-out-link$/, module: signOutLink },
  { pattern: /^\/api\/v1\/account$/, module: account },
  { pattern: /^\/api\/v1\/sessions$/, module: sessionList },
  { pattern: /^\/api\/v1\/sessions\/([^/]+)$/, module: sessionItem, param: "id" },
  { pattern: /^\/api\/v1\/users\/current-user$/, module: currentUser },
  { pattern: /^\/api\/v1\/profile$/, module: profile },
  { pattern: /^\/api\/v1\/demo-content$/, module: demoContent },
  { pattern: /^\/api\/v1\/views$/, module: views },
  { pattern: /^\/api\/v1\/analytics$/, module: analytics },
  { pattern: /^\/api\/v1\/analytics\.csv$/, module: analyticsCsv },
  { pattern: /^\/api\/v1\/projects$/, module: projects },
  { pattern: /^\/api\/v1\/projects\/selectedProjects$/, module: selectedProjects },
  { pattern: /^\/api\/v1\/projects\/featured$/, module: featuredOrder },
  { pattern: /^\/api\/v1\/projects\/([^/]+)$/, module: project, param: "id" },
  { pattern: /^\/api\/v1\/projects\/([^/]+)\/preview$/, module: projectPreview, param: "id" },
  { pattern: /^\/api\/v1\/blogs$/, module: blogs },
  { pattern: /^\/api\/v1\/blogs\/([^/]+)$/, module: blog, param: "id" },
  { pattern: /^\/api\/v1\/blogs\/([^/]+)\/preview$/, module: blogPreview, param: "id" },
  { pattern: /^\/api\/v1\/experiences$/, module: experiences },
  { pattern: /^\/api\/v1\/experiences\/([^/]+)$/, module: experience, param: "id" },
  { pattern: /^\/api\/v1\/certification$/, module: certifications },
  { pattern: /^\/api\/v1\/certification\/([^/]+)$/, module: certification, param: "id" },
  { pattern: /^\/api\/v1\/techStack$/, module: techStack },
  { pattern: /^\/api\/v1\/techStack\/order$/, module: techStackOrder },
  { pattern: /^\/api\/v1\/techStack\/([^/]+)$/, module: techStackItem, param: "id" },
  { pattern: /^\/api\/v1\/message$/, module: messages },
  { pattern: /^\/api\/v1\/message\/([^/]+)$/, module: message, param: "id" },
  { pattern: /^\/api\/v1\/projects\/([^/]+)\/restore$/, module: projectRestore, param: "id" },
  { pattern: /^\/api\/v1\/blogs\/([^/]+)\/restore$/, module: blogRestore, param: "id" },
  { pattern: /^\/api\/v1\/experiences\/([^/]+)\/restore$/, module: experienceRestore, param: "id" },
  { pattern: /^\/api\/v1\/certification\/([^/]+)\/restore$/, module: certificationRestore, param: "id" },
  { pattern: /^\/api\/v1\/techStack\/([^/]+)\/restore$/, module: techStackRestore, param: "id" },
  { pattern: /^\/api\/v1\/message\/([^/]+)\/restore$/, module: messageRestore, param: "id" },
  { pattern: /^\/api\/v1\/blogs\/([^/]+)\/versions$/, module: blogVersions, param: "id" },
  { pattern: /^\/api\/v1\/blogs\/([^/]+)\/versions\/([^/]+)$/, module: blogVersion, param: ["id", "version"] },
  { pattern: /^\/api\/v1\/blogs\/([^/]+)\/versions\/([^/]+)\/restore$/, module: blogVersionRestore, param: ["id", "version"] },
  { pattern: /^\/api\/v1\/projects\/([^/]+)\/versions$/, module: projectVersions, param: "id" },
  { pattern: /^\/api\/v1\/projects\/([^/]+)\/versions\/([^/]+)$/, module: projectVersion, param: ["id", "version"] },
  { pattern: /^\/api\/v1\/projects\/([^/]+)\/versions\/([^/]+)\/restore$/, module: projectVersionRestore, param: ["id", "version"] },
  { pattern: /^\/api\/v1\/trash$/, module: trash },
  { pattern: /^\/api\/v1\/trash\/([^/]+)\/([^/]+)$/, module: trashItem, param: ["collection", "id"] },
  { pattern: /^\/api\/v1\/media$/, module: mediaList },
  { pattern: /^\/api\/v1\/media\/clean$/, module: mediaClean },
  { pattern: /^\/api\/v1\/media\/([^/]+)$/, module: mediaItem, param: "id" },
  { pattern: /^\/api\/v1\/autosaves$/, module: autosaveList },
  { pattern: /^\/api\/v1\/autosaves\/([^/]+)$/, module: autosave, param: "id" },
  { pattern: /^\/uploads\/([^/]+)$/, module: uploads, param: "name" },
];

export type FieldValue = string | number | boolean | string[] | Blob;

export interface RequestOptions {
  /** A Cookie header, e.g. from `loginAsOwner()`. */
  cookie?: string;
  /** The caller's address, as the server's socket-address hook would stamp it. */
  ip?: string;
  headers?: Record<string, string>;
  /** A JSON body (Content-Type: application/json). */
  json?: unknown;
  /** An application/x-www-form-urlencoded body; arrays repeat the field. */
  form?: Record<string, string | number | boolean | string[]>;
  /** A multipart/form-data body; Blobs/Files are sent as file parts. */
  multipart?: Record<string, FieldValue>;
  /** Any other body, with its own Content-Type in `headers`. */
  body?: BodyInit;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined for other content types). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** For non-JSON responses: the body bytes. */
  bytes?: Uint8Array;
}

function formBody(fields: NonNullable<RequestOptions["form"]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

export function multipartBody(fields: Record<string, FieldValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) {
      data.append(key, value, value instanceof File ? value.name : "blob");
    } else {
      for (const item of Array.isArray(value) ? value : [value]) data.append(key, String(item));
    }
  }
  return data;
}

/** Builds the Request a browser (or curl) would send. */
export function buildRequest(method: Method, path: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.ip) stampSocketAddress(headers, options.ip);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  } else if (options.form) {
    body = formBody(options.form); // sets application/x-www-form-urlencoded
  } else if (options.multipart) {
    body = multipartBody(options.multipart); // sets multipart/form-data with a boundary
  }
  return new Request(ORIGIN + path, { method, headers, body });
}

/** Sends a Request to the handler of its path, the way Next.js routes it. */
export async function dispatch(req: Request): Promise<ApiResponse> {
  const url = new URL(req.url);
  for (const { pattern, module, param } of ROUTES) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const handler = module[req.method as Method] as Handler | undefined;
    if (!handler) return { status: 405, headers: new Headers(), body: undefined };
    const names = param === undefined ? [] : Array.isArray(param) ? param : [param];
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    const res = await handler(req, { params: Promise.resolve(params) });
    const type = res.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      return { status: res.status, headers: res.headers, body: await res.json() };
    }
    return {
      status: res.status,
      headers: res.headers,
      body: undefined,
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }
  throw new Error(`No route handler for ${url.pathname}`);
}

export const api = {
  request: (method: Method, path: string, options?: RequestOptions) =>
    dispatch(buildRequest(method, path, options)),
  get: (path: string, options?: RequestOptions) => api.request("GET", path, options),
  post: (path: string, options?: RequestOptions) => api.request("POST", path, options),
  patch: (path: string, options?: RequestOptions) => api.request("PATCH", path, options),
  put: (path: string, options?: RequestOptions) => api.request("PUT", path, options),
  delete: (path: string, options?: RequestOptions) => api.request("DELETE", path, options),
};

export const OWNER = {
  get email() {
    return process.env.OWNER_EMAIL as string;
  },
  get password() {
    return process.env.OWNER_PASSWORD as string;
  },
};

/** The `next-auth.session-token=<value>` pair of a login response, ready for a Cookie header. */
export function sessionCookieOf(res: ApiResponse): string {
  const setCookies = res.headers.getSetCookie();
  const session = setCookies.find((c) => c.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`No session cookie in ${JSON.stringify(setCookies)}`);
  return session.split(";")[0];
}

/** Logs in through POST /api/v1/auth/login and returns the Cookie header to replay. */
export async function loginAsOwner(): Promise<string> {
  const res = await api.post("/api/v1/auth/login", {
    json: { email: OWNER.email, password: OWNER.password },
  });
  if (res.status !== 200) throw new Error(`Owner login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookieOf(res);
}

/** A well-formed id that names no row. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
