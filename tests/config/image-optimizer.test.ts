import nextConfig from "../../next.config";
import { blobStoreHost } from "@/lib/storage/blob-host.mjs";

/**
 * The optimizer's allow-list (next.config.ts): this site's uploads only. What the running
 * server refuses is checked on the build by e2e/og-and-images.spec.ts.
 */
test("the Blob host allowed is the site's own store, read from its token", () => {
  expect(blobStoreHost("vercel_blob_rw_AbC123xyz_s3cr3tValue")).toBe("abc123xyz.public.blob.vercel-storage.com");
  for (const token of [undefined, "", "not-a-token", "vercel_blob_rw_", "vercel_blob_rw_a.b_c", "vercel_blob_rw_*_x"]) {
    expect([token, blobStoreHost(token)]).toEqual([token, null]);
  }
});

test("no wildcard host, no query strings, one quality, no width beyond what pages show", () => {
  const images = nextConfig.images!;
  expect(images.localPatterns).toEqual([{ pathname: "/uploads/*", search: "" }]);
  // The tests run without a Blob token: no remote image at all.
  expect(images.remotePatterns).toEqual([]);
  expect(images.qualities).toEqual([75]);
  expect(Math.max(...images.deviceSizes!, ...images.imageSizes!)).toBe(1920);
  expect(images.maximumDiskCacheSize).toBeGreaterThan(0);
});
