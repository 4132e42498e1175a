import path from 'node:path'
import type { AppContext } from '../platform/context.ts'

export const uploadsRoot = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads')

/** The file a stored pathname names, or null when the pathname would lead outside the uploads folder. */
export function storedFilePath(ctx: AppContext, pathname: string): string | null {
  const root = uploadsRoot(ctx)
  const file = path.resolve(root, pathname)
  return file.startsWith(root + path.sep) ? file : null
}
