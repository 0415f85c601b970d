// Once per `npx jest`: the migrated empty database every test file starts from (./pglite-template.ts).
import { makePgliteTemplate } from "./pglite-template";

export default async function globalSetup(): Promise<void> {
  await makePgliteTemplate();
}
