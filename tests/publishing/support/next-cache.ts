/**
 * Next.js's own caching machinery, in-process, for the tests of scheduled items: the
 * IncrementalCache `next start` builds (with this site's page cache handler on a temporary
 * build folder), installed where `unstable_cache` finds it outside a render; and the work
 * stores of a prerender ('prerender-legacy', as Next 16 renders an ISR page or route), which
 * collect the render's lifetime (`revalidate`) that Next then stores with the page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import PageCacheHandler from "@/lib/cache/page-cache-handler.mjs";

const global = globalThis as { __incrementalCache?: unknown };

export interface TestCache {
  cache: IncrementalCache;
  serverDistDir: string;
  /** Uninstalls the cache and deletes its folder. */
  close(): void;
}

const previewProps = { previewModeId: "test", previewModeEncryptionKey: "test", previewModeSigningKey: "test" };

export function installIncrementalCache(): TestCache {
  // Next keeps data entries beside the server folder (<distDir>/cache/fetch-cache): both
  // inside a folder of this test's own.
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "publishing-cache-"));
  const serverDistDir = path.join(distDir, "server");
  fs.mkdirSync(serverDistDir);
  const cache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: previewProps },
    fetchCacheKeyPrefix: "",
    CurCacheHandler: PageCacheHandler as never,
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
  global.__incrementalCache = cache;
  return {
    cache,
    serverDistDir,
    close() {
      delete global.__incrementalCache;
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `render` as Next prerenders an ISR page or route with a lifetime of `revalidate`
 * seconds (its segment's `revalidate = 300`), and gives the lifetime the render ends with.
 */
export async function prerender<T>(cache: IncrementalCache, route: string, render: () => Promise<T>, revalidate = 300) {
  const workStore = {
    route,
    page: route,
    incrementalCache: cache,
    isStaticGeneration: true,
    fetchCache: undefined,
    isOnDemandRevalidate: false,
    isDraftMode: false,
    nextFetchId: 1,
    pendingRevalidates: {} as Record<string, Promise<unknown>>,
    pendingRevalidatedTags: [],
  };
  const workUnitStore = {
    type: "prerender-legacy" as const,
    phase: "render",
    revalidate,
    expire: Infinity,
    stale: Infinity,
    tags: null as string[] | null,
    implicitTags: { tags: [], expirationsByCacheKind: new Map() },
  };
  const result = await workAsyncStorage.run(workStore as never, () => workUnitAsyncStorage.run(workUnitStore as never, render));
  await Promise.all(Object.values(workStore.pendingRevalidates));
  return { result, revalidate: workUnitStore.revalidate, tags: workUnitStore.tags ?? [] };
}
