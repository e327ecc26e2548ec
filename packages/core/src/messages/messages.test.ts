import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MESSAGE_DURATION, DISPLAY_GRACE, messages, type PageMessage } from '.'

let detach: () => void
beforeEach(() => {
  vi.useFakeTimers()
  messages.setDuration(DEFAULT_MESSAGE_DURATION)
  detach = messages.attachDisplay()
})
afterEach(() => {
  messages.dismiss()
  detach()
  vi.useRealTimers()
})

/** A view comes and displays the message: it stays its whole time from then, and no longer. */
function expectShownForItsTimeOnceDisplayed(message: PageMessage) {
  detach = messages.attachDisplay()
  messages.displayed(message.id)
  vi.advanceTimersByTime(DEFAULT_MESSAGE_DURATION - 1)
  expect(messages.current()).not.toBeNull()
  vi.advanceTimersByTime(1)
  expect(messages.current()).toBeNull()
}

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

  it('with no view on the page yet, waits for one; its time counts from when it is displayed', () => {
    detach()
    messages.show('登录失效，请登录', 'error')
    const message = messages.current()!
    vi.advanceTimersByTime(DEFAULT_MESSAGE_DURATION + DISPLAY_GRACE - 1000)
    expect(messages.current()?.text).toBe('登录失效，请登录')
    expectShownForItsTimeOnceDisplayed(message)
  })

  it('waits for a view that is loading however long it takes, then counts from its display', () => {
    detach()
    messages.show('登录失效，请登录', 'error')
    const message = messages.current()!
    const arrived = messages.displayComing()
    vi.advanceTimersByTime(10 * (DEFAULT_MESSAGE_DURATION + DISPLAY_GRACE))
    expect(messages.current()?.text).toBe('登录失效，请登录')
    arrived()
    expectShownForItsTimeOnceDisplayed(message)
  })

  it('a view that never arrives leaves the message to the grace', () => {
    detach()
    const arrived = messages.displayComing()
    messages.show('x')
    vi.advanceTimersByTime(60_000)
    expect(messages.current()?.text).toBe('x')
    arrived()
    vi.advanceTimersByTime(DEFAULT_MESSAGE_DURATION + DISPLAY_GRACE)
    expect(messages.current()).toBeNull()
    detach = messages.attachDisplay()
  })

  it('a message nobody displays still goes, after the grace', () => {
    detach()
    messages.show('x')
    vi.advanceTimersByTime(DEFAULT_MESSAGE_DURATION + DISPLAY_GRACE)
    expect(messages.current()).toBeNull()
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
