import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** npm's own range logic (in the tree through eslint, jest and others; it ships no types). */
const semver = createRequire(__filename)("semver") as {
  validRange(range: string): string | null;
  subset(sub: string, dom: string, options?: { includePrerelease?: boolean }): boolean;
  satisfies(version: string, range: string): boolean;
};

/**
 * A fresh clone installs exactly what is committed (issue 22, points 13 and 14): the
 * lockfile lists every platform's optional native packages, so `npm install` on Linux,
 * macOS or Windows leaves it as it is and `npm ci` (what .ci/run uses) accepts it; and no
 * locked package asks for a Node version that `engines` does not promise.
 */
const root = path.join(__dirname, "..", "..");
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<
    string,
    { version?: string; optional?: boolean; cpu?: string[]; engines?: { node?: string }; optionalDependencies?: Record<string, string> }
  >;
};
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };

/** Where npm would look for `name` required from the package at `from` (its own folder, then each parent's). */
function resolvedEntry(from: string, name: string): string | undefined {
  let folder = from;
  for (;;) {
    const candidate = `${folder ? `${folder}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!folder) return undefined;
    const parent = folder.lastIndexOf("/node_modules/");
    folder = parent < 0 ? "" : folder.slice(0, parent);
  }
}

test("every optional package a locked package names is locked too (each platform's native builds)", () => {
  const missing: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolvedEntry(location, name)) missing.push(`${location || "(root)"} -> ${name}`);
    }
  }
  expect(missing).toEqual([]);
  // The three platforms a developer clones on, for the packages with native builds.
  for (const name of ["@next/swc-linux-x64-gnu", "@next/swc-darwin-arm64", "@next/swc-win32-x64-msvc", "@img/sharp-darwin-arm64", "@img/sharp-win32-x64", "lightningcss-darwin-arm64"]) {
    expect(lock.packages).toHaveProperty([`node_modules/${name}`]);
  }
});

test("CI installs with npm ci: the committed lockfile, never a rewritten one", () => {
  const run = fs.readFileSync(path.join(root, ".ci", "run"), "utf8");
  expect(run).toMatch(/^npm ci\b/m);
  expect(run).not.toMatch(/^npm install(?! --no-audit --no-fund --prefix)/m);
});

test("engines promises only Node versions every locked package supports, and this machine's", () => {
  const promised = manifest.engines.node;
  expect(semver.validRange(promised)).not.toBeNull();
  const narrower = Object.entries(lock.packages)
    .filter(([location, entry]) => location !== "" && entry.engines?.node)
    // 32-bit Windows builds: Node itself has none past 20, so npm never installs them there.
    .filter(([, entry]) => !(entry.optional && entry.cpu?.length === 1 && entry.cpu[0] === "ia32"))
    .filter(([, entry]) => !semver.subset(promised, entry.engines!.node!, { includePrerelease: false }))
    .map(([location, entry]) => `${location}@${entry.version} wants node ${entry.engines!.node}`);
  expect(narrower).toEqual([]);
  expect(semver.satisfies(process.version, promised)).toBe(true);
});
