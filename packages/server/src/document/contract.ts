// The requests of a document's own calls as JSON Schema, read off its definition (see
// resource/contract.ts for the calls it shares with every resource).
import type { DocumentAction, DocumentDef } from '@scm/core'
import type { JsonSchema } from '../http'
import { fieldSchema, recordSchema } from '../resource/contract'

const positiveId = (description: string): JsonSchema => ({ type: ['integer', 'string'], description })

/** The lines of a Save (or of an action whose form takes them): given ids are kept, others added, missing ones deleted. */
function linesSchema(def: DocumentDef): JsonSchema {
  const l = def.lines!
  return { type: 'array', title: l.title, items: recordSchema(l.def), minItems: l.min, maxItems: l.max }
}

/** Save: header fields, and the lines unless only actions write them. */
export function documentSaveSchema(def: DocumentDef): JsonSchema {
  return recordSchema(def, def.lines && !def.lines.viaActions ? { lines: linesSchema(def) } : {})
}

/** An action: the document, a reason, and the header fields (and lines) its form asks for. */
export function actionSchema(def: DocumentDef, action: DocumentAction): JsonSchema {
  const form = action.form?.fields ?? []
  return {
    type: 'object',
    properties: {
      id: positiveId('单据编号（也可在查询参数 ?id= 中）'),
      reason: { type: 'string', maxLength: 500, description: `原因${action.reason === 'required' ? '（必填）' : ''}` },
      ...Object.fromEntries(form.map((name) => [name, fieldSchema(def.fields[name]!)])),
      ...(action.form?.lines && def.lines ? { lines: linesSchema(def) } : {}),
    },
    required: [...(action.reason === 'required' ? ['reason'] : []), ...form.filter((name) => def.fields[name]!.required)],
  }
}

/** Del: one document, only in an editable status. */
export const deleteOne: JsonSchema = { type: 'object', properties: { id: positiveId('单据编号（也可在查询参数 ?id= 中）') } }

export const attachBody: JsonSchema = {
  type: 'object',
  properties: {
    id: positiveId('单据编号'),
    file_ids: { anyOf: [{ type: 'array', items: { type: ['integer', 'string'] }, minItems: 1, maxItems: 20 }, { type: ['integer', 'string'] }], description: '调用者本人上传的文件编号' },
  },
  required: ['id', 'file_ids'],
}

export const detachBody: JsonSchema = {
  type: 'object',
  properties: { id: positiveId('单据编号'), file_id: positiveId('附件的文件编号') },
  required: ['id', 'file_id'],
}

export const downloadQuery: JsonSchema = detachBody
