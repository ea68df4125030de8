import fs from 'fs/promises';
import type { Context, Next } from 'koa';

interface TempFile {
  filepath?: string;
}

/**
 * The body parser writes every multipart file to a temporary path but only removes the ones sent under the
 * field name `files`. The spec's fields are file, image and images: remove all of them once the answer is ready.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    const files = (ctx.request as { files?: Record<string, TempFile | TempFile[]> }).files;
    if (files) {
      const paths = Object.values(files)
        .flat()
        .map((file) => file?.filepath)
        .filter((filepath): filepath is string => typeof filepath === 'string');
      await Promise.all(paths.map((filepath) => fs.rm(filepath, { force: true })));
    }
  }
};
