import { describe, expect, it } from 'vitest'
import { readConfig } from '../../config'
import { describeS3, s3LocationOf } from './s3-location'

// SCM_FILES_URL as an operator writes it: what it names, and a plain Chinese refusal (stopping the
// start-up) for what names no bucket.

describe('SCM_FILES_URL', () => {
  it('names the bucket, prefix, endpoint, region, addressing and credentials', () => {
    expect(s3LocationOf('s3://AKIA1:se%2Fcret@scm-files/portal/a?endpoint=http://127.0.0.1:9000&region=cn-north-1&forcePathStyle=false')).toEqual({
      bucket: 'scm-files',
      prefix: 'portal/a/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-north-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cret' },
    })
    // defaults: prefix files/, path-style with an endpoint, virtual-hosted without; the SDK's own credentials
    const minio = s3LocationOf('s3://scm-files?endpoint=https://objects.example.com')
    expect(minio).toMatchObject({ prefix: 'files/', forcePathStyle: true, credentials: undefined })
    expect(s3LocationOf('s3://scm-files').forcePathStyle).toBe(false)
    // messages never show the secret
    expect(describeS3(s3LocationOf('s3://AKIA1:secret@scm-files?endpoint=http://127.0.0.1:9000'))).toBe('s3://scm-files/files/（http://127.0.0.1:9000）')
  })

  it('refuses what names no bucket, in Chinese, at start-up', () => {
    const refused = (url: string) => () => readConfig({ SCM_FILES_URL: url })
    expect(refused('scm-files')).toThrow('SCM_FILES_URL 不是有效的地址')
    expect(refused('https://scm-files.example.com')).toThrow('SCM_FILES_URL 只支持 s3:// 地址')
    expect(refused('s3://Scm_Files')).toThrow('SCM_FILES_URL 的存储桶名“Scm_Files”无效')
    expect(refused('s3://scm-files?endpiont=http://x')).toThrow('SCM_FILES_URL 的参数 endpiont 无法识别')
    expect(refused('s3://scm-files?endpoint=ftp://x')).toThrow('SCM_FILES_URL 的 endpoint“ftp://x”不是 http(s) 地址')
    expect(refused('s3://scm-files?forcePathStyle=yes')).toThrow('forcePathStyle 只能是 true 或 false')
    expect(refused('s3://AKIA1@scm-files')).toThrow('需同时给出 ID 与密钥')
    expect(readConfig({ SCM_FILES_URL: ' ' }).filesUrl).toBeUndefined()
    expect(readConfig({ SCM_FILES_URL: 's3://scm-files' }).filesUrl).toBe('s3://scm-files')
  })
})
