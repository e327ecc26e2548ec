// `npm run backup -- DIR` and `npm run restore -- DIR` (root package.json): see ./backup-options.ts for
// the command line and docs/OPERATIONS.md for when to use which. Exit code 0 done, 1 failed (the
// reason on stderr), 2 a mistake on the command line.
import { backup } from './ops/backup/backup'
import { parseCommandLine, UsageError, USAGE } from './backup-options'
import { restore } from './ops/backup/restore'

const say = (line: string) => console.log(line)

async function main(): Promise<number> {
  let line
  try {
    line = parseCommandLine(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return error instanceof UsageError ? 2 : 1
  }
  try {
    if (line.command === 'backup') await backup(line, say)
    else await restore(line, say)
    return 0
  } catch (error) {
    console.error(`${line.command === 'backup' ? '备份' : '恢复'}失败：${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

// PGlite's WebAssembly and the pools keep the event loop alive: the outcome decides the exit
process.exit(await main())
