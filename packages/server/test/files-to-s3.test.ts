import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { hashStream, S3FileStore, s3LocationOf, sha256 } from '../src/platform/file-store'
import { programArgs, repo } from './portal-process'
import { startS3Server, type TestS3 } from './s3-server'

// The program of `npm run files:to-s3` (scripts/files-to-s3.ts) run as the operator runs it, a process of its own,
// against a bucket of s3rver: every file of a data folder into the bucket, each read back and
// hashed; a damaged local file reported and left; a second run skips what is there, replaces an
// object whose content is wrong and (--remove-source) removes the verified local copies.


let s3: TestS3
let data: string
beforeAll(async () => {
  s3 = await startS3Server()
  data = mkdtempSync(join(tmpdir(), 'scm-move-'))
})
afterAll(async () => {
  await s3?.close()
  rmSync(data, { recursive: true, force: true })
})

function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env = { ...process.env, SCM_FILES_URL: '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }
  return new Promise((done) => {
    execFile(process.execPath, [...programArgs('files-to-s3'), ...args], { cwd: repo, env, maxBuffer: 1 << 20 }, (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out, err }))
  })
}

/** A blob as the data folder keeps it: <data>/files/<hash[0:2]>/<hash>. */
function blob(bytes: Uint8Array, name = sha256(bytes)) {
  mkdirSync(join(data, 'files', name.slice(0, 2)), { recursive: true })
  writeFileSync(join(data, 'files', name.slice(0, 2), name), bytes)
  return name
}

describe('npm run files:to-s3', () => {
  it('moves every file into the bucket and verifies it; reports a damaged one; a second run skips, repairs and removes the local copies', async () => {
    const url = s3.url('moved')
    const bucket = await S3FileStore.open(s3LocationOf(url))
    const small = new TextEncoder().encode('供应商质量协议 2026\n')
    // 6 MiB: uploaded in parts
    const large = new Uint8Array(6 * 1024 * 1024 + 3).map((_, i) => (i * 31) % 253)
    const [a, b] = [blob(small), blob(large)]
    const damaged = blob(new TextEncoder().encode('被改动过的内容'), sha256(new TextEncoder().encode('原来的内容')))
    // what is not a blob stays out: a write under way, an unfinished resumable upload
    writeFileSync(join(data, 'files', a.slice(0, 2), `${a}.x1.tmp`), 'half')
    mkdirSync(join(data, 'files', 'tus'), { recursive: true })
    writeFileSync(join(data, 'files', 'tus', 'abc'), 'part')
    writeFileSync(join(data, 'files', 'tus', 'abc.json'), '{}')

    const first = await run('--data', data, '--to', url)
    expect(first.code, first.err).toBe(1)
    expect(first.out).toContain('数据目录中共 3 个文件')
    expect(first.out).toContain('新上传并读回校验一致：2 个')
    expect(first.out).toContain(`已损坏，未上传 1 个：\n    ${damaged}`)
    expect(first.out).toContain('进行中的断点续传 1 个未迁移')
    expect(first.out).toContain('结论：2 个文件已在桶中且哈希一致，1 个未能迁移')
    for (const hash of [a, b]) expect(await hashStream((await bucket.read(hash))!)).toBe(hash)
    expect(await bucket.has(damaged)).toBe(false)

    // the damaged file dealt with; an object in the bucket holds other bytes than its name says
    rmSync(join(data, 'files', damaged.slice(0, 2), damaged))
    await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: bucket.keyOf(b), Body: 'truncated' }))
    const second = await run('--data', data, '--to', url, '--remove-source')
    expect(second.code, second.err + second.out).toBe(0)
    expect(second.out).toContain('新上传并读回校验一致：0 个')
    expect(second.out).toContain('桶中已有且哈希一致，跳过：1 个')
    expect(second.out).toContain('桶中内容与哈希不符，已重新上传并校验：1 个')
    expect(second.out).toContain('已删除数据目录中已校验的文件 2 个')
    expect(second.out).toContain('结论：全部 2 个文件已在桶中，逐个读回校验哈希一致')
    expect(await hashStream((await bucket.read(b))!)).toBe(b)
    expect(existsSync(join(data, 'files', a.slice(0, 2), a))).toBe(false)
    expect(existsSync(join(data, 'files', b.slice(0, 2), b))).toBe(false)
  })

  it('refuses, in Chinese and with exit code 2, what it cannot start with', async () => {
    const notS3 = await run('--data', data, '--to', 'http://127.0.0.1:1/bucket')
    expect([notS3.code, notS3.err]).toEqual([2, expect.stringContaining('--to 只支持 s3:// 地址')])
    const noTarget = await run('--data', data)
    expect([noTarget.code, noTarget.err]).toEqual([2, expect.stringContaining('请用 --to 指定目标存储桶')])
    const noFolder = await run('--data', join(data, 'nowhere'), '--to', s3.url())
    expect([noFolder.code, noFolder.err]).toEqual([2, expect.stringContaining('中没有 files 文件夹')])
    const noBucket = await run('--data', data, '--to', s3.url().replace('@scm-test', '@no-such-bucket'))
    expect([noBucket.code, noBucket.err]).toEqual([2, expect.stringContaining('存储桶不存在')])
    const unknown = await run('--data', data, '--too', s3.url())
    expect([unknown.code, unknown.err]).toEqual([2, expect.stringContaining('参数无效')])
  })
})
