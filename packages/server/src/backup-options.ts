import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readConfig, type ServerConfig } from './config'

// The command line of `npm run backup -- DIR` and `npm run restore -- DIR`. Where the portal is
// (or goes) defaults to what the server itself reads (DATABASE_URL, SCM_DATA_DIR, SCM_FILES_URL:
// the same environment file serves both); an option overrides one of them.

/** Where a portal's database and files are. */
export type PortalPlace = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'filesUrl'>

export interface CommandLine extends PortalPlace {
  command: 'backup' | 'restore'
  dir: string
  /** backup only: copy the files (default) or list them in place. */
  copyFiles: boolean
}

export const USAGE = `用法：
  npm run backup -- 目录 [选项]     备份运行中的门户：数据库、文件与清单（manifest.json）
  npm run restore -- 目录 [选项]    把备份恢复到空的数据库与文件存储，并逐表、逐文件核对
选项（默认取服务使用的同名环境变量）：
  --database-url URL   PostgreSQL（DATABASE_URL）；不设则为嵌入式数据库
  --data 目录          数据目录（SCM_DATA_DIR，默认 ./data）：嵌入式数据库与文件所在
  --files-url URL      文件所在的存储桶（SCM_FILES_URL，s3://…）；不设则为数据目录的 files/
  --files-in-place     仅备份：只在清单中登记文件，不复制（存储桶有自己的版本或复制时）`

/** A mistake on the command line: the message and the usage, exit code 2. */
export class UsageError extends Error {}

/**
 * Paths typed on the command line are relative to where the operator typed them: npm runs the
 * script from the repository's root, and says in INIT_CWD where it was called.
 */
const typed = (path: string, env: NodeJS.ProcessEnv) => resolve(env.INIT_CWD ?? process.cwd(), path)

export function parseCommandLine(argv: string[], env: NodeJS.ProcessEnv = process.env): CommandLine {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'database-url': { type: 'string' },
        data: { type: 'string' },
        'files-url': { type: 'string' },
        'files-in-place': { type: 'boolean' },
      },
    })
  } catch (error) {
    throw new UsageError(`参数有误：${error instanceof Error ? error.message : String(error)}`)
  }
  const [command, dir, ...extra] = parsed.positionals
  if (command !== 'backup' && command !== 'restore') throw new UsageError(`未知的命令：${command ?? '（无）'}`)
  if (!dir) throw new UsageError(command === 'backup' ? '请指定备份目录' : '请指定要恢复的备份目录')
  if (extra.length) throw new UsageError(`多余的参数：${extra.join(' ')}`)
  if (command === 'restore' && parsed.values['files-in-place']) throw new UsageError('--files-in-place 只用于备份')
  const { values } = parsed
  const config = readConfig({
    ...env,
    ...(values['database-url'] !== undefined ? { DATABASE_URL: values['database-url'] } : {}),
    ...(values.data !== undefined ? { SCM_DATA_DIR: values.data === 'memory' ? 'memory' : typed(values.data, env) } : {}),
    ...(values['files-url'] !== undefined ? { SCM_FILES_URL: values['files-url'] } : {}),
  })
  return {
    command,
    dir: typed(dir, env),
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    filesUrl: config.filesUrl,
    copyFiles: !values['files-in-place'],
  }
}
