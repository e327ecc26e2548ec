import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// The built files a browser reads as text, compressed once here at the highest levels (too slow to
// do on every answer): `<file>.br` and `<file>.gz` beside each, which the server sends instead of
// the file to a browser that accepts them (serveStatic's `precompressed`, server/src/http/assets.ts).

/** Smaller files go out as they are: a compressed copy would gain a few bytes at best. */
export const PRECOMPRESS_MIN_BYTES = 1024
const TEXT_FILE = /\.(?:js|css|html|json|svg)$/

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

export interface PrecompressResult {
  /** Files given a .br and a .gz beside them. */
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

async function textFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of `dir` over the minimum size. */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const files = await textFilesIn(dir)
  // all at once: zlib runs on libuv's thread pool, so every core works
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return
      const bytes = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      result.files += 1
      result.bytes += bytes.length
      result.brotliBytes += br.length
      result.gzipBytes += gz.length
    }),
  )
  return result
}
