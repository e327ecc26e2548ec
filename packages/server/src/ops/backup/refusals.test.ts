// What the backup and restore commands refuse before touching any database or store: a command
// line they cannot read, and a backup folder that is not a whole backup of a version this build
// can serve. Each answer is a Chinese sentence saying why. (The round trips themselves:
// test/backup.test.ts.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BACKUP_FORMAT, DATABASE_FILE, MANIFEST_FILE, fileDigest, type Manifest } from './manifest'
import { parseCommandLine, UsageError } from '../../backup-options'
import { restore } from './restore'
import { backup } from './backup'

const root = mkdtempSync(join(tmpdir(), 'scm-backup-refusals-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0
const folder = () => {
  const dir = join(root, String(n++))
  mkdirSync(dir)
  return dir
}
const silent = () => {}

describe('the command line', () => {
  const env = { SCM_DATA_DIR: '/srv/scm/data', DATABASE_URL: '', INIT_CWD: '/home/op' }

  it('defaults to the server’s own variables and reads paths from where the operator typed them', () => {
    expect(parseCommandLine(['backup', 'nightly'], env)).toMatchObject({ command: 'backup', dir: '/home/op/nightly', dataDir: '/srv/scm/data', databaseUrl: undefined, copyFiles: true })
    const line = parseCommandLine(['restore', '/b', '--database-url', 'postgres://u@db/scm', '--data', 'files'], env)
    expect(line).toMatchObject({ command: 'restore', dir: '/b', databaseUrl: 'postgres://u@db/scm', dataDir: '/home/op/files' })
    expect(parseCommandLine(['backup', '/b', '--files-in-place'], env).copyFiles).toBe(false)
  })

  it.each([
    [['backup'], '请指定备份目录'],
    [['restore'], '请指定要恢复的备份目录'],
    [['dump', '/b'], '未知的命令：dump'],
    [['backup', '/b', '/c'], '多余的参数：/c'],
    [['backup', '/b', '--database'], '参数有误'],
    [['restore', '/b', '--files-in-place'], '--files-in-place 只用于备份'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseCommandLine(argv, env)).toThrow(UsageError)
    expect(() => parseCommandLine(argv, env)).toThrow(message)
  })
})

/** A backup folder with a database file and a manifest that says `overrides`. */
async function backupFolder(overrides: Partial<Manifest> = {}): Promise<string> {
  const dir = folder()
  writeFileSync(join(dir, DATABASE_FILE), 'select 1;\n')
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: '2026-12-01T02:00:00.000Z',
    source: { engine: 'pglite', version: '18.6', migration: null, files: 'disk' },
    database: { file: DATABASE_FILE, ...(await fileDigest(join(dir, DATABASE_FILE))) },
    tables: {},
    filesCopied: true,
    files: [],
    ...overrides,
  }
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest))
  return dir
}

describe('restore refuses a folder that is not a whole backup it can serve', () => {
  const target = { dataDir: join(root, 'never-created'), databaseUrl: undefined, filesUrl: undefined }
  const restoreFrom = (dir: string) => restore({ ...target, dir }, silent)

  it('without a manifest, or with one that is not JSON or not of this format', async () => {
    await expect(restoreFrom(folder())).rejects.toThrow(`中没有 ${MANIFEST_FILE}：这不是备份目录，或备份未完成`)
    const broken = folder()
    writeFileSync(join(broken, MANIFEST_FILE), '{')
    await expect(restoreFrom(broken)).rejects.toThrow(`${MANIFEST_FILE} 不是有效的 JSON`)
    const later = folder()
    writeFileSync(join(later, MANIFEST_FILE), JSON.stringify({ format: 9 }))
    await expect(restoreFrom(later)).rejects.toThrow(`备份格式 9 不受此版本支持`)
    const incomplete = folder()
    writeFileSync(join(incomplete, MANIFEST_FILE), JSON.stringify({ format: BACKUP_FORMAT }))
    await expect(restoreFrom(incomplete)).rejects.toThrow(`${MANIFEST_FILE} 无效`)
  })

  it('whose dump is not the one the manifest hashed', async () => {
    const dir = await backupFolder()
    writeFileSync(join(dir, DATABASE_FILE), 'select 2;\n')
    await expect(restoreFrom(dir)).rejects.toThrow(`${DATABASE_FILE} 与清单记录的哈希不符：备份已损坏或被改动`)
  })

  it('taken by a newer version of the portal (a migration this build does not have)', async () => {
    const dir = await backupFolder({ source: { engine: 'postgresql', version: '15.18', migration: { tag: '9999_future', createdAt: 4102444800000, hash: 'x' }, files: 'disk' } })
    await expect(restoreFrom(dir)).rejects.toThrow('备份来自更新版本的门户（迁移 9999_future）')
  })
})

describe('backup refuses', () => {
  it('a folder that is not empty, and a data folder without a database', async () => {
    const used = await backupFolder()
    await expect(backup({ dir: used, dataDir: join(root, 'none'), copyFiles: true }, silent)).rejects.toThrow(`备份目录 ${used} 不是空的`)
    await expect(backup({ dir: join(root, 'new'), dataDir: join(root, 'none'), copyFiles: true }, silent)).rejects.toThrow('中没有数据库')
  })
})
