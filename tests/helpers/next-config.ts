import type { NextConfig } from "next";

/**
 * next.config.ts as a build with `env` would load it (a fresh module, so its choices are
 * made again). Call `restoreEnvAfterEach()` in the test file: the variables set here must
 * not reach the next test.
 */
export async function nextConfigWith(env: Record<string, string>): Promise<NextConfig> {
  Object.assign(process.env, env);
  let config: NextConfig | undefined;
  await jest.isolateModulesAsync(async () => {
    config = (await import("../../next.config")).default;
  });
  return config!;
}

export function restoreEnvAfterEach() {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });
}
