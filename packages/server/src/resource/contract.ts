// The requests of the generic calls as JSON Schema, read off the definition (the OpenAPI contract
// shows them through `accepts`): the same fields, kinds, lengths and filters validateRecord and
// parseFilters check, written nowhere else.
import { formFields, type FieldDef, type FieldKind, type ResourceDef } from '@scm/core'
import { jsonSchemaOf, listQuery, type JsonSchema } from '../http'

const KINDS: Record<FieldKind, (f: FieldDef) => JsonSchema> = {
  text: (f) => ({ type: ['string', 'number'], ...(f.max ? { maxLength: f.max } : {}) }),
  html: (f) => ({ type: 'string', ...(f.max ? { maxLength: f.max } : {}), description: 'HTML（服务器净化）' }),
  file: () => ({ type: 'string', description: '上传后的文件地址' }),
  // digits as text are read too ("1,200.50")
  number: (f) => ({ type: ['number', 'string'], ...(f.scale === 0 ? { description: '整数' } : {}) }),
  money: () => ({ type: ['number', 'string'], description: '金额，最多两位小数' }),
  date: () => ({ type: 'string', format: 'date' }),
  datetime: () => ({ type: 'string', description: 'YYYY-MM-DD HH:mm:ss，或带时区的 ISO 时间' }),
  enum: (f) => {
    const named = f.options!.filter((o) => o.label !== o.value)
    return { enum: f.options!.map((o) => o.value), ...(named.length ? { description: named.map((o) => `${o.value} ${o.label}`).join('，') } : {}) }
  },
  ref: (f) => ({ type: ['integer', 'string'], description: `${f.ref!.resource} 的编号` }),
  bool: () => ({ enum: [true, false, 0, 1, '0', '1', 'true', 'false'] }),
}

/** One field's value; an optional one may also be left empty (null or ''). */
export function fieldSchema(field: FieldDef): JsonSchema {
  const value: JsonSchema = { title: field.label, ...KINDS[field.kind](field) }
  if (field.required) return value
  return { ...value, ...(Array.isArray(value.enum) ? { enum: [...value.enum, '', null] } : { type: [...[value.type ?? []].flat(), 'null'] }) }
}

/** A field is asked for when it is required and has no default. */
const asked = (def: ResourceDef) => formFields(def).filter(([, f]) => f.required && f.default === undefined).map(([name]) => name)

/** Save: the writable fields; `id` absent = create, given = update (read-only and unknown fields are ignored). */
export function recordSchema(def: ResourceDef, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: 'object',
    properties: {
      id: { type: ['integer', 'string', 'null'], description: '记录编号：不填为新增，填写为修改' },
      ...Object.fromEntries(formFields(def).map(([name, f]) => [name, fieldSchema(f)])),
      ...extra,
    },
    required: asked(def),
  }
}

/** GetList / Export: the list request, and filters only on the fields the definition lets filter, with their operators. */
export function listSchema(def: ResourceDef): JsonSchema {
  const paging = jsonSchemaOf(listQuery)
  const filterable = Object.entries(def.fields).filter(([, f]) => f.filter?.length)
  const filters = Object.fromEntries(
    filterable.map(([name, f]) => {
      const { title: _label, ...one } = fieldSchema({ ...f, required: false })
      const value = { anyOf: [one, { type: 'array', description: '属于（in）或介于（between）的值' }] }
      const condition = { type: 'object', properties: { op: { enum: [...f.filter!] }, value: {} }, required: ['op'] }
      return [name, { title: f.label, anyOf: [value, condition] }]
    }),
  )
  const pagingProps = paging.properties as Record<string, JsonSchema>
  return {
    type: 'object',
    properties: {
      ...pagingProps,
      filters: { ...pagingProps.filters, anyOf: [{ type: 'object', properties: filters, additionalProperties: false }, { type: 'string' }, { type: 'null' }] },
      ...filters,
    },
    additionalProperties: false,
  }
}

/** `?id=` of GetDetail (a number, or the natural key). */
export const idQuery: JsonSchema = {
  type: 'object',
  properties: { id: { type: ['integer', 'string'], description: '记录编号' } },
  required: ['id'],
}

/** Del: `?id=` / `?ids=1,2` / body {ids: […]}: all or nothing. */
export const deleteBody: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'] },
    ids: { anyOf: [{ type: 'array', items: { type: ['integer', 'string'] }, maxItems: 500 }, { type: 'string', description: '逗号分隔' }] },
  },
}

/** RefOptions: `?field=` one of the ref fields (a document's lines' too), and the fields it is narrowed by. */
export function refOptionsQuery(...defs: ResourceDef[]): JsonSchema {
  const refs = defs.flatMap((def) => Object.entries(def.fields).filter(([, f]) => f.kind === 'ref').map(([name]) => name))
  return {
    type: 'object',
    properties: { field: { enum: [...new Set(refs)], description: '引用字段；其余参数为它所依据的字段值' } },
    required: ['field'],
  }
}
