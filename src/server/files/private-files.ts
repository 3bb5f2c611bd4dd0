import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * Everything under DATA_DIR (the database and the auth secret in it, answers, uploads, PDFs, mail) is the
 * applicants' data: only the account the server runs as may read it, whatever the process's umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and any missing parent) owner-only; a folder that exists already is made owner-only too. */
export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
}

/**
 * Creates an empty owner-only file unless it exists, and makes an existing one owner-only. SQLite gives its -wal
 * and -shm files the mode of the database file, so creating the database this way keeps all three private.
 */
export function makePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

/** Makes each existing file owner-only (files an earlier version left readable to everyone). */
export function restrictExisting(paths: string[]): void {
  for (const path of paths) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}
