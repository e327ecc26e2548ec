import { useEffect, useState } from 'react'
import { resourcePaths, type ApiClient, type ResourceDef } from '@scm/core'
import type { Option } from '../ui/select'

// Options of a ref field come from the resource's own RefOptions call, so a user who may edit
// common problems can pick a problem type without holding the problem-type screen.
const cache = new WeakMap<ApiClient, Map<string, Promise<Option[]>>>()

/** Values of the fields a ref is narrowed by (`ref.within`), as its RefOptions call takes them. */
export type RefNarrowing = Readonly<Record<string, string>>
const NOT_NARROWED: RefNarrowing = {}

function load(api: ApiClient, def: ResourceDef, field: string, narrow: RefNarrowing): Promise<Option[]> {
  let perClient = cache.get(api)
  if (!perClient) cache.set(api, (perClient = new Map()))
  const key = `${def.name}.${field}?${new URLSearchParams(narrow)}`
  let options = perClient.get(key)
  if (!options) {
    options = api
      .get<{ value: number; label: string }[]>(resourcePaths(def).refOptions, { query: { ...narrow, field }, silent: true })
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

/** A ref field's options for `narrow`, and whether they have come (an empty list may be the answer). */
export function useRefChoices(api: ApiClient, def: ResourceDef, field: string, narrow: RefNarrowing = NOT_NARROWED): { options: Option[]; ready: boolean } {
  const key = new URLSearchParams(narrow).toString()
  const [loaded, setLoaded] = useState<{ key: string; options: Option[] } | null>(null)
  useEffect(() => {
    let live = true
    load(api, def, field, narrow)
      .then((options) => live && setLoaded({ key, options }))
      .catch(() => undefined)
    return () => {
      live = false
    }
    // narrow is read through its key: a new object of the same values asks nothing again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, def, field, key])
  return loaded?.key === key ? { options: loaded.options, ready: true } : { options: loaded?.options ?? [], ready: false }
}

export function useRefOptions(api: ApiClient, def: ResourceDef, field: string): Option[] {
  return useRefChoices(api, def, field).options
}
