import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseIdentity } from "@/lib/db/identity.mjs";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "identity-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

type Env = NodeJS.ProcessEnv;
const env = (values: Record<string, string>) => values as unknown as Env;
const folder = (name: string) => env({ DATA_DIR: path.join(root, name) });

test("the same data folder is the same database, across calls and restarts", () => {
  const first = databaseIdentity(folder("a"));
  expect(first).toMatch(/^[\w-]{16}$/);
  expect(databaseIdentity(folder("a"))).toBe(first);
  expect(fs.readFileSync(path.join(root, "a", "instance-id"), "utf8")).toMatch(/^[0-9a-f-]{36}$/);
});

test("another folder, or the same folder emptied and filled again, is another database", () => {
  const first = databaseIdentity(folder("a"));
  expect(databaseIdentity(folder("b"))).not.toBe(first);
  fs.rmSync(path.join(root, "a"), { recursive: true });
  expect(databaseIdentity(folder("a"))).not.toBe(first);
});

test("an in-memory database is new with every process; a server database is named by its URL", () => {
  const memory = databaseIdentity({ ...folder("a"), PGLITE_DIR: "memory://" });
  expect(memory).not.toBe(databaseIdentity(folder("a")));
  expect(databaseIdentity({ ...folder("b"), PGLITE_DIR: "memory://" })).toBe(memory);

  const url = "postgres://u@db.example/app";
  expect(databaseIdentity({ ...folder("a"), DATABASE_URL: url })).toBe(databaseIdentity({ ...folder("b"), DATABASE_URL: url }));
  expect(databaseIdentity(env({ DATABASE_URL: `${url}2` }))).not.toBe(databaseIdentity(env({ DATABASE_URL: url })));
});
