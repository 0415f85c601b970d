/** @jest-environment jsdom */
import { ApiRequestError } from "@/lib/client/api";
import { IMAGE_ACCEPT, sendForm } from "@/lib/client/upload";

/** Just enough of XMLHttpRequest to play the server's part by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  progressAttachedBeforeSend = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.progressAttachedBeforeSend = this.upload.onprogress !== null;
    FakeXhr.last = this;
  }
  respond(status: number, text: string, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

beforeAll(() => {
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
});

test("the picker accepts exactly the API's image types", () => {
  expect(IMAGE_ACCEPT).toBe("image/png,image/jpeg,image/webp,image/gif,image/avif");
});

test("sends the body to /api/v1 and resolves with the JSON", async () => {
  const body = new FormData();
  body.set("title", "x");
  const result = sendForm("/projects", { method: "POST", body });
  const xhr = FakeXhr.last;
  expect([xhr.method, xhr.url, xhr.body]).toEqual(["POST", "/api/v1/projects", body]);
  xhr.respond(201, JSON.stringify({ project: { _id: "p1" } }));
  await expect(result).resolves.toEqual({ project: { _id: "p1" } });
});

test("reports upload progress as a percentage, listening before the send", async () => {
  const seen: number[] = [];
  const result = sendForm("/projects", { method: "POST", body: new FormData(), onProgress: (p) => seen.push(p) });
  const xhr = FakeXhr.last;
  expect(xhr.progressAttachedBeforeSend).toBe(true);
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
  xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 } as ProgressEvent);
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
  xhr.respond(200, "{}");
  await result;
  expect(seen).toEqual([25, 100]);
});

test("an error status rejects with ApiRequestError carrying the server's msg", async () => {
  const result = sendForm("/techStack/1", { method: "PATCH", body: new URLSearchParams("title=x") });
  FakeXhr.last.respond(415, JSON.stringify({ msg: "imageUrl must be a PNG, JPEG, WebP, GIF or AVIF image." }));
  const error = await result.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect(error).toMatchObject({ status: 415, message: "imageUrl must be a PNG, JPEG, WebP, GIF or AVIF image." });
});

test("an error without a JSON msg falls back to the status text", async () => {
  const result = sendForm("/projects", { method: "POST", body: new FormData() });
  FakeXhr.last.respond(502, "<html>Bad gateway</html>", "Bad Gateway");
  await expect(result).rejects.toMatchObject({ status: 502, message: "Bad Gateway" });
});

test("a network failure rejects with a sentence the toast can show", async () => {
  const result = sendForm("/projects", { method: "POST", body: new FormData() });
  FakeXhr.last.onerror?.();
  await expect(result).rejects.toMatchObject({
    status: 0,
    message: "Could not reach the server. Check your connection and try again.",
  });
});
