import { describe, expect, it } from 'vitest'
import { loading } from '.'

describe('loading counter', () => {
  it('rises per task and falls when each one ends, once', () => {
    const counts: number[] = []
    const stop = loading.subscribe((n) => counts.push(n))
    const a = loading.start()
    const b = loading.start()
    expect(loading.count()).toBe(2)
    a()
    a()
    expect(loading.count()).toBe(1)
    b()
    expect(loading.count()).toBe(0)
    expect(counts).toEqual([1, 2, 1, 0])
    stop()
  })

  it('tracks a promise also when it fails', async () => {
    const pending = loading.track(Promise.reject(new Error('网络错误，链接超时')))
    expect(loading.count()).toBe(1)
    await expect(pending).rejects.toThrow('网络错误')
    expect(loading.count()).toBe(0)
    await expect(loading.track(Promise.resolve(5))).resolves.toBe(5)
    expect(loading.count()).toBe(0)
  })

  it('is shared through globalThis', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('scm.portal.loading')]).toBe(loading)
  })
})
