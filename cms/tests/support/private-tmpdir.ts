import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * A temporary folder of this test file's own, made the system's before the CMS (and its body parser, which fixes its
 * upload folder when it is loaded) is required: import this first, then watch the folder for files the parser wrote.
 * os.tmpdir() itself is replaced: Jest's sandbox gives tests a copy of process.env, so TMPDIR would not reach it.
 */
export const privateTmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-upload-tmp-'));
jest.spyOn(os, 'tmpdir').mockReturnValue(privateTmpDir);

/** Files directly in the folder: where formidable writes the parts it receives. */
export const tmpFiles = (): string[] =>
  fs
    .readdirSync(privateTmpDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
