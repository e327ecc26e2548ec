import { describe, expect, it } from 'vitest'
import { failedModuleUrl } from './import-again'

describe('failedModuleUrl', () => {
  it('reads the module URL a failed dynamic import names, without its query', () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/elements/chunks/HomePage-LLEJEL6E.js')
    expect(failedModuleUrl(chromium)).toBe('http://127.0.0.1:3000/elements/chunks/HomePage-LLEJEL6E.js')
    const again = new TypeError('Failed to fetch dynamically imported module: https://portal.example/elements/chunks/dialog-view-AB12.js?retry=2')
    expect(failedModuleUrl(again)).toBe('https://portal.example/elements/chunks/dialog-view-AB12.js')
    const firefox = new TypeError('error loading dynamically imported module: https://portal.example/x/chunk-1.mjs')
    expect(failedModuleUrl(firefox)).toBe('https://portal.example/x/chunk-1.mjs')
  })

  it('finds none where the browser names no URL or the failure is not a fetch', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
    expect(failedModuleUrl(new Error('网络中断'))).toBeUndefined()
    expect(failedModuleUrl('nope')).toBeUndefined()
  })
})
