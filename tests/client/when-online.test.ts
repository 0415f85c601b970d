/** @jest-environment jsdom */
/**
 * Code loaded on demand, offline (src/lib/client/when-online.ts): a download that failed
 * while the browser was offline is asked for again when it is back online, instead of
 * failing the render; one that fails while online fails as before.
 */
import { whenOnline } from "@/lib/client/when-online";

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

test("offline: waits, then loads once the browser is back online", async () => {
  setOnline(false);
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error("Failed to load chunk")).mockResolvedValue("the module");
  let settled: string | undefined;
  void whenOnline(load).then((value) => (settled = value));
  await Promise.resolve();
  await Promise.resolve();
  expect(load).toHaveBeenCalledTimes(1);
  expect(settled).toBeUndefined();

  setOnline(true);
  window.dispatchEvent(new Event("online"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(2);
  expect(settled).toBe("the module");
});

test("online: a failed download fails as it would have (no retry loop)", async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error("Failed to load chunk"));
  await expect(whenOnline(load)).rejects.toThrow("Failed to load chunk");
  expect(load).toHaveBeenCalledTimes(1);
});

test("offline again when back: it waits for the next time the browser is online", async () => {
  setOnline(false);
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error("a")).mockRejectedValueOnce(new Error("b")).mockResolvedValue("ok");
  const result = whenOnline(load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The connection comes and goes before the download gets through.
  window.dispatchEvent(new Event("online"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(2);
  setOnline(true);
  window.dispatchEvent(new Event("online"));
  await expect(result).resolves.toBe("ok");
  expect(load).toHaveBeenCalledTimes(3);
});
