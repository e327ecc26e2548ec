// The contract of an element, written once where the element is defined
// (`defineElement(tag, Component, contract)`). The build reads the same literal to generate
// `dist/custom-elements.json` and `src/jsx.d.ts`, so keep contracts literal: strings, numbers,
// booleans, objects and arrays, no computed values.

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json'

/** The attribute type that fits a prop's TypeScript type (anything else travels as JSON). */
export type AttributeTypeOf<V> = [NonNullable<V>] extends [boolean]
  ? 'boolean'
  : [NonNullable<V>] extends [number]
    ? 'number'
    : [NonNullable<V>] extends [string]
      ? 'string'
      : 'json'

export interface AttributeSpec<V = unknown> {
  type: AttributeTypeOf<V>
  /** Chinese description, shown in the manifest. */
  description: string
  /** Value of the prop while the attribute is absent (also after it is removed). */
  default?: NonNullable<V>
}

/** Standard events every element may emit; all bubble and cross the shadow boundary. */
export interface ScmEventDetails {
  'scm-ready': Record<string, never>
  'scm-navigate': { path: string }
  'scm-title': { title: string }
  'scm-unauthorized': Record<string, never>
  'scm-error': { message: string }
  'scm-change': Record<string, unknown>
  'scm-token-expiring': { expiresAt: number; secondsLeft: number }
}

export type ScmEventName = keyof ScmEventDetails | `scm-${string}`

export type ScmEventDetail<N extends ScmEventName> = N extends keyof ScmEventDetails
  ? ScmEventDetails[N]
  : unknown

export type ElementTag = `scm-${string}`

export interface ElementContract<P = Record<string, unknown>> {
  /** What the element is, in Chinese. */
  description: string
  /** Props (camelCase) that may be set by attribute (kebab-case) or by property. */
  attributes?: { [K in keyof P & string]?: AttributeSpec<P[K]> }
  /** Events this element emits beyond scm-ready / scm-error / scm-unauthorized. */
  events?: { [name: `scm-${string}`]: string }
  /** CSS custom properties a page may set to theme the element. */
  cssProperties?: { [name: `--${string}`]: string }
  /** Also built as a single-file IIFE (`dist/iife/<tag>.js`) for pages without modules. */
  embeddable?: boolean
}

/** Attributes every element accepts; they configure its API client. */
export const COMMON_ATTRIBUTES = {
  apiBase: { type: 'string', description: 'API 地址前缀，默认取页面运行配置' },
  token: { type: 'string', description: '访问令牌，默认取会话中的令牌' },
} as const satisfies Record<string, { type: AttributeType; description: string }>

/** Events every element emits whatever its contract says. */
export const COMMON_EVENTS = {
  'scm-ready': '首次渲染完成',
  'scm-error': '出错（如属性值无效），detail 为 {message}',
  'scm-unauthorized': '接口返回 401，登录失效；由宿主页面决定如何处理',
  'scm-token-expiring':
    '嵌入令牌（合作方服务器用合作方密钥换取）到期前 60 秒触发，detail 为 {expiresAt（毫秒时间戳）, secondsLeft}；页面应向自己的服务器取新令牌并设置元素的 token 属性或属性值，元素随即改用新令牌',
} as const

/** r2wc's rule, kept identical: `pageSize` ↔ `page-size`. */
export function attributeNameOf(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`)
}
