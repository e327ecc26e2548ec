import { useEffect, useState } from 'react'
import { resourcePaths, type ApiClient, type ResourceDef } from '@scm/core'
import type { Option } from '../ui/select'

// Options of a ref field come from the resource's own RefOptions call, so a user who may edit
// common problems can pick a problem type without holding the problem-type screen.
const cache = new WeakMap<ApiClient, Map<string, Promise<Option[]>>>()

function load(api: ApiClient, def: ResourceDef, field: string): Promise<Option[]> {
  let perClient = cache.get(api)
  if (!perClient) cache.set(api, (perClient = new Map()))
  const key = `${def.name}.${field}`
  let options = perClient.get(key)
  if (!options) {
    options = api
      .get<{ value: number; label: string }[]>(resourcePaths(def).refOptions, { query: { field }, silent: true })
      .then((rows) => rows.map((r) => ({ value: String(r.value), label: r.label })))
    // a failure is not remembered: the next form asks again
    options.catch(() => perClient!.delete(key))
    perClient.set(key, options)
  }
  return options
}

/** Forgets loaded options (after the target list changed). */
export function forgetRefOptions(api: ApiClient): void {
  cache.delete(api)
}

export function useRefOptions(api: ApiClient, def: ResourceDef, field: string, enabled = true): Option[] {
  const [options, setOptions] = useState<Option[]>([])
  useEffect(() => {
    if (!enabled) return
    let live = true
    load(api, def, field)
      .then((list) => live && setOptions(list))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, def, field, enabled])
  return options
}
