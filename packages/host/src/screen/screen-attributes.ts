// How the host hands a route's parameters to its screen element, the same way a third-party page
// would: every URL query parameter and route parameter becomes an attribute in kebab-case
// (`orderNo` → `order-no`). `id` is passed as `record-id`, because `id` is the element's DOM id.

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/

export function attributeName(param: string): string {
  if (param === 'id') return 'record-id'
  return param.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase()
}

export function screenAttributes(search: string, params: Record<string, string | undefined> = {}): Record<string, string> {
  const attributes: Record<string, string> = {}
  const put = (name: string, value: string | undefined) => {
    const attribute = attributeName(name)
    if (value !== undefined && ATTRIBUTE_NAME.test(attribute)) attributes[attribute] = value
  }
  new URLSearchParams(search).forEach((value, name) => put(name, value))
  for (const [name, value] of Object.entries(params)) put(name, value)
  return attributes
}
