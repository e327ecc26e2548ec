import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MESSAGE_DURATION, messages, type PageMessage } from './index'

beforeEach(() => {
  vi.useFakeTimers()
  messages.setDuration(DEFAULT_MESSAGE_DURATION)
})
afterEach(() => {
  messages.dismiss()
  vi.useRealTimers()
})

describe('message bus', () => {
  it('shows a message and tells subscribers', () => {
    const seen: (PageMessage | null)[] = []
    const stop = messages.subscribe((m) => seen.push(m))
    expect(messages.show('保存成功', 'success')).toBe(true)
    expect(messages.current()).toMatchObject({ text: '保存成功', type: 'success' })
    expect(seen.at(-1)).toMatchObject({ text: '保存成功' })
    stop()
    messages.dismiss()
    expect(seen).toHaveLength(1)
  })

  it('does not show a second message while one is displayed', () => {
    messages.show('操作失败', 'error')
    expect(messages.show('登录失效，请登录', 'error')).toBe(false)
    expect(messages.current()?.text).toBe('操作失败')
    messages.dismiss()
    expect(messages.show('登录失效，请登录', 'error')).toBe(true)
  })

  it('dismisses itself after 3 seconds', () => {
    const seen: (PageMessage | null)[] = []
    messages.subscribe((m) => seen.push(m))
    messages.show('操作成功', 'success')
    vi.advanceTimersByTime(2999)
    expect(messages.current()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(messages.current()).toBeNull()
    expect(seen.at(-1)).toBeNull()
  })

  it('takes another duration, globally or per message', () => {
    messages.setDuration(500)
    messages.show('a')
    vi.advanceTimersByTime(500)
    expect(messages.current()).toBeNull()
    messages.show('b', 'info', { duration: 0 })
    vi.advanceTimersByTime(60_000)
    expect(messages.current()?.text).toBe('b')
  })

  it('an old timer does not close the next message early', () => {
    messages.show('first')
    vi.advanceTimersByTime(2000)
    messages.dismiss()
    messages.show('second')
    vi.advanceTimersByTime(1500)
    expect(messages.current()?.text).toBe('second')
  })

  it('ignores empty text', () => {
    expect(messages.show('')).toBe(false)
    expect(messages.current()).toBeNull()
  })

  it('is one bus per page, shared through globalThis', async () => {
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('scm.portal.messages')]
    expect(shared).toBe(messages)
    vi.resetModules()
    const again = await import('./messages')
    expect(again.messages).toBe(messages)
  })

  it('a throwing subscriber does not stop the others', () => {
    const good = vi.fn()
    const stopBad = messages.subscribe(() => {
      throw new Error('broken')
    })
    const stopGood = messages.subscribe(good)
    messages.show('x')
    expect(good).toHaveBeenCalledTimes(1)
    stopBad()
    stopGood()
  })
})
