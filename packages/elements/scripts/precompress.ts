import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// The built files a browser reads as text, compressed once here at the highest levels (too slow to
// do on every answer): `<file>.br` and `<file>.gz` beside each, which the server sends instead of
// the file to a browser that accepts them (serveStatic's `precompressed`, server/src/http/assets.ts).
// Every size: the module build's shared chunks are many and small (esbuild makes one per set of
// entries sharing code: half of an element's 40-odd chunks are under 1 KiB), and a 300-byte chunk
// still loses a third to brotli. A copy is written only when it is smaller than the file: a file of
// a few dozen bytes (where brotli's and gzip's framing outweigh their gain) goes out as it is.
const TEXT_FILE = /\.(?:js|css|html|json|svg)$/

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

export interface PrecompressResult {
  /** Files given a compressed copy (.br, .gz or both) beside them. */
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

async function textFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of `dir`, each only if it is
 * smaller than the file (the server sends whichever copy exists, else the file).
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const files = await textFilesIn(dir)
  // all at once: zlib runs on libuv's thread pool, so every core works
  await Promise.all(
    files.map(async (file) => {
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
      const smaller = (copy: Buffer) => copy.length < bytes.length
      if (!smaller(br) && !smaller(gz)) return
      await Promise.all([smaller(br) && writeFile(`${file}.br`, br), smaller(gz) && writeFile(`${file}.gz`, gz)])
      result.files += 1
      result.bytes += bytes.length
      result.brotliBytes += Math.min(br.length, bytes.length)
      result.gzipBytes += Math.min(gz.length, bytes.length)
    }),
  )
  return result
}
