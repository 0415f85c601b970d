import { createHash, randomUUID } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { SAFE_FILE_NAME } from "../storage/local";
import { readUploadedFile, uploadedFileName, type FileReaderOptions } from "../storage/read-file";
import { PREVIEW_PREFIX } from "../storage/scope";
import type { ImageStorage } from "../storage/types";
import { exportContent, importContent, parseBackup, assertEmptyDatabase, type ArchivedFile, type Backup } from "./backup";
import type { Database } from "./client";

/**
 * A backup on disk is a folder: `backup.json` (backup.ts) and `files/`, a copy of every
 * uploaded file the content points at (images, the avatar, an uploaded résumé), so that
 * losing the Blob store or $DATA_DIR/uploads loses nothing. Import puts the files back
 * through the storage the site writes to, and rewrites a row's URL wherever the file now
 * lives at another address (local disk ↔ Blob, another Blob store).
 */
export const BACKUP_JSON = "backup.json";
const FILES_FOLDER = "files";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
};

/** The stored name a file keeps in the backup: its own when it is a safe, unused one. */
function archiveName(url: string, contentType: string, used: Set<string>): string {
  const own = uploadedFileName(url);
  const name = SAFE_FILE_NAME.test(own) && !used.has(own) ? own : `${randomUUID()}.${EXTENSIONS[contentType] ?? "bin"}`;
  used.add(name);
  return name;
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await fs.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

export interface ExportSummary {
  backup: Backup;
  files: number;
  bytes: number;
}

/**
 * Writes the content and a copy of every file it points at into `folder` (which must be
 * new or empty). It is written beside and renamed into place at the end: a failure, such
 * as a file that cannot be read, leaves no folder that looks like a backup.
 */
export async function exportBackup(db: Database, folder: string, files: FileReaderOptions): Promise<ExportSummary> {
  if (!(await isEmptyOrMissing(folder))) throw new Error(`${folder} already exists and is not empty.`);
  const backup = await exportContent(db);
  const partial = `${folder}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.join(partial, FILES_FOLDER), { recursive: true });
  try {
    const archive: ArchivedFile[] = [];
    const missing: string[] = [];
    const used = new Set<string>();
    for (const url of backup.files ?? []) {
      const file = await readUploadedFile(url, files);
      if (!file) {
        missing.push(url);
        continue;
      }
      const name = archiveName(url, file.contentType, used);
      await fs.writeFile(path.join(partial, FILES_FOLDER, name), file.bytes);
      archive.push({ url, path: `${FILES_FOLDER}/${name}`, contentType: file.contentType, size: file.bytes.byteLength, sha256: sha256(file.bytes) });
    }
    if (missing.length) {
      throw new Error(`${missing.length} file(s) the content points at could not be found: ${missing.join(", ")}`);
    }
    const complete: Backup = { ...backup, archive };
    await fs.writeFile(path.join(partial, BACKUP_JSON), JSON.stringify(complete, null, 2));
    await fs.rm(folder, { recursive: true, force: true });
    await fs.rename(partial, folder);
    return { backup: complete, files: archive.length, bytes: archive.reduce((sum, file) => sum + file.size, 0) };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A backup by its location: a folder written by exportBackup, its backup.json, or a bare
 * JSON file of an older export (whose files were never copied: they keep their URLs).
 */
export async function readBackup(location: string): Promise<{ backup: Backup; folder: string }> {
  // The location is the owner's own choice (it may be a link they made); what is inside it is
  // data from a file anyone could have edited.
  const given = await fs.realpath(location);
  const [folder, name] = (await fs.stat(given)).isDirectory() ? [given, BACKUP_JSON] : [path.dirname(given), path.basename(given)];
  const text = new TextDecoder("utf-8", { fatal: true }).decode(await readBackupFile(folder, name));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${(error as Error).message}`);
  }
  return { backup: parseBackup(json), folder };
}

/** Larger than any backup.json or stored file (4 MB each) a site makes. */
const MAX_BACKUP_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The bytes of `relative` (backup.json, files/<name>) inside `folder`, refused unless it is a
 * regular file of the folder's own: not a symbolic link (a link to a file elsewhere would be
 * copied into the uploads and served to everyone), not a hard link to a file elsewhere, not a
 * device or a pipe, in no linked folder. Opened without following links and without waiting
 * on a pipe, then checked on the open file itself, so a link swapped in meanwhile fails too.
 */
async function readBackupFile(folder: string, relative: string): Promise<Uint8Array> {
  const refuse = (why: string) => new Error(`${relative} ${why}: a backup holds regular files only, nothing else is imported.`);
  const parts = relative.split("/");
  for (let i = 1; i < parts.length; i++) {
    const stat = await fs.lstat(path.join(folder, ...parts.slice(0, i)));
    if (stat.isSymbolicLink() || !stat.isDirectory()) throw refuse(`is in ${parts.slice(0, i).join("/")}, which is a link or no folder`);
  }
  const full = path.join(folder, ...parts);
  const before = await fs.lstat(full).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error(`${relative} is missing from the backup folder: the backup is damaged.`);
    throw error;
  });
  if (before.isSymbolicLink()) throw refuse("is a symbolic link");
  if (!before.isFile()) throw refuse("is not a regular file");
  const { O_RDONLY, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fsConstants;
  const handle = await fs.open(full, O_RDONLY | O_NOFOLLOW | O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ELOOP") throw refuse("is a symbolic link");
    throw error;
  });
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw refuse("is not a regular file");
    if (stat.nlink > 1) throw refuse("is a hard link to another file");
    if (stat.size > MAX_BACKUP_FILE_BYTES) throw refuse(`is larger than ${MAX_BACKUP_FILE_BYTES / 1024 / 1024} MB`);
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}

export interface RestoredFiles {
  /** Backup URL → new URL, for the files now at another address. */
  urls: Map<string, string>;
  /** Files written by this restore (removed again if the import fails). */
  written: string[];
  /** Files already in the storage with the same bytes: nothing written, URL kept. */
  kept: number;
}

/**
 * Puts each archived file into `storage`: under its own name when it can (the same URL on
 * the same storage), else under a fresh one. A file the storage already holds, byte for
 * byte, is left alone. Every copy is checked first (a regular file of the folder, its size
 * and SHA-256); if anything fails after that, the files written are deleted again.
 */
export async function restoreFiles(
  backup: Backup,
  folder: string,
  storage: ImageStorage,
  files: FileReaderOptions,
): Promise<RestoredFiles> {
  const restored: RestoredFiles = { urls: new Map(), written: [], kept: 0 };
  const archive = backup.archive ?? [];
  /** The entry's bytes, a regular file of the folder matching its size and SHA-256. */
  const copyOf = async (entry: ArchivedFile) => {
    const bytes = await readBackupFile(folder, entry.path);
    if (bytes.byteLength !== entry.size || sha256(bytes) !== entry.sha256) {
      throw new Error(`${entry.path} does not match the backup's record of it (size or SHA-256): the backup is damaged.`);
    }
    return bytes;
  };
  // Every copy is checked before the first is stored: a bad one leaves the storage as it was.
  for (const entry of archive) await copyOf(entry);
  try {
    for (const entry of archive) {
      const bytes = await copyOf(entry);
      if (storage.owns(entry.url)) {
        const current = await readUploadedFile(entry.url, files);
        if (current && sha256(current.bytes) === entry.sha256) {
          restored.kept += 1;
          continue;
        }
      }
      const archived = path.posix.basename(entry.path);
      // A preview's file gets a fresh name: under its old one (`preview-…`) no deployment but
      // that preview would own it (src/lib/storage/scope.ts), so nothing could delete it.
      const name = archived.startsWith(PREVIEW_PREFIX) ? `${randomUUID()}${path.posix.extname(archived)}` : archived;
      // The same name is taken when another file sits there: then a fresh one.
      const url = await storage
        .put(name, bytes, entry.contentType)
        .catch(() => storage.put(`${randomUUID()}${path.posix.extname(name)}`, bytes, entry.contentType));
      restored.written.push(url);
      if (url !== entry.url) restored.urls.set(entry.url, url);
    }
    return restored;
  } catch (error) {
    await removeFiles(storage, restored.written);
    throw error;
  }
}

async function removeFiles(storage: ImageStorage, urls: string[]) {
  await Promise.all(urls.map((url) => storage.delete(url).catch(() => undefined)));
}

export interface ImportSummary {
  counts: Awaited<ReturnType<typeof importContent>>;
  files: { written: number; kept: number; moved: number; notCopied: number };
}

/**
 * Restores a backup into an EMPTY database: its files first (through `storage`), then every
 * row in one transaction with the files' new URLs. If the rows cannot be written, the files
 * this import wrote are deleted again.
 */
export async function importBackup(
  db: Database,
  location: string,
  storage: ImageStorage,
  files: FileReaderOptions,
): Promise<ImportSummary> {
  const { backup, folder } = await readBackup(location);
  await assertEmptyDatabase(db);
  const restored = await restoreFiles(backup, folder, storage, files);
  try {
    const counts = await importContent(db, backup, { fileUrls: restored.urls });
    const listed = backup.files ?? backup.images ?? [];
    return {
      counts,
      files: {
        written: restored.written.length,
        kept: restored.kept,
        moved: restored.urls.size,
        notCopied: listed.length - (backup.archive?.length ?? 0),
      },
    };
  } catch (error) {
    await removeFiles(storage, restored.written);
    throw error;
  }
}
