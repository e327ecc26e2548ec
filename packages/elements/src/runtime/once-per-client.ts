import type { ApiClient } from '@scm/core'

/**
 * What a page asks the server once per API client (system parameters, a lookup list): the answer
 * is kept for the page's lifetime; a failure is not remembered, so the next caller asks again.
 */
export function oncePerClient<T>(ask: (api: ApiClient) => Promise<T>): (api: ApiClient) => Promise<T> {
  const asked = new WeakMap<ApiClient, Promise<T>>()
  return (api) => {
    let answer = asked.get(api)
    if (!answer) {
      answer = ask(api)
      answer.catch(() => asked.delete(api))
      asked.set(api, answer)
    }
    return answer
  }
}
