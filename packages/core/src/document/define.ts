import { defineResource } from '../resource/define'
import type { FieldMap, ResourceDef, ResourceInput, TypedResourceDef } from '../resource/types'
import type { EventSide } from './detail'

/**
 * A business document (Frappe's doctype, Odoo's tracked model): a header resource plus lines, a
 * number, a status moved only by named actions, attachments, a history of every action and an
 * owner. Declared once here; the server derives its table, calls, numbering, status moves,
 * history and scope from it, and the elements their list, editor, detail and action buttons.
 */

/** How a status tag is coloured (ant-design's tag meanings). */
export type StatusTone = 'default' | 'processing' | 'success' | 'warning' | 'error'

export interface DocumentStatus<S extends string = string> {
  /** the stored value, Chinese, as the spec and users name it (e.g. 待确认) */
  value: S
  tone: StatusTone
}

/** Who may take an action: staff holding the button, the owning supplier/customer, or both. */
export type ActionActor = 'staff' | 'owner' | 'both'

export interface DocumentActionInput {
  /** Button label, also the history entry (e.g. 发布, 确认, 申诉). */
  label: string
  /** Statuses the action starts from. */
  from: readonly string[]
  /** Status after the action (or after the approval flow, when `flow` is set). */
  to: string
  /** Staff need this button of the document's function (audit, edit…); default 'edit'. */
  button?: string
  by?: ActionActor
  /** A reason must be given (申诉, 驳回, 作废…); 'optional' shows the box without requiring it. */
  reason?: 'required' | 'optional'
  /** Path of the call when the spec names it (e.g. '/SaleCheck/SetPublish'); default `<base>/<Name>`. */
  path?: string
  /**
   * Approval: the action starts this wf flow and moves the document to `pending`; the flow's
   * approval moves it to `to`, a rejection or withdrawal back to `rejected` (default the first `from`).
   */
  flow?: { code: string; pending: string; rejected?: string }
  /** Asked before acting, e.g. 确认发布该索赔单？ */
  confirm?: string
  /**
   * Taken by the server as the side effect of something else (a supplier opening an order, a
   * receipt filling a batch): never offered as a button nor mounted as a call.
   */
  automatic?: boolean
  /**
   * Header fields the actor fills in with this action (a supplier's 8D answer): read-only for Save,
   * each required here, written by the move itself. `title` heads the action's form and, once
   * filled, the detail's panel of these fields. `lines`: the form also takes the document's lines
   * (the parts a completed repair replaced), saved by the move in place of the stored ones.
   */
  form?: { title: string; fields: readonly string[]; lines?: boolean }
}

export interface DocumentLinesInput<L extends FieldMap> {
  /** Chinese title of the line grid (明细). */
  title: string
  table: string
  /** Column of the line table holding its document's id (default doc_id). */
  parent?: string
  fields: L
  /** Line fields summed into the header (e.g. amount → total_amount): header field ← line field. */
  totals?: Partial<Record<string, keyof L & string>>
  /** Fewest lines a saved document has (default 1). */
  min?: number
  /** Most lines one document holds (default 500). */
  max?: number
  /**
   * Written only by the actions whose form takes the lines (a repair's parts at completion, a
   * complaint's handling steps): the editor does not show them and Save leaves them as they are.
   */
  viaActions?: boolean
  /**
   * Lines the server makes itself (对账单: from receipts and claims), told by the value of `field`:
   * the editor shows them read-only by their `summary` fields and sends them back untouched;
   * users type only the others.
   */
  computed?: { field: keyof L & string; values: readonly string[]; summary: readonly (keyof L & string)[] }
}

export interface DocumentInput<F extends FieldMap, L extends FieldMap, S extends string = string> extends Omit<ResourceInput<F>, 'key'> {
  /** The header field that holds the number, and its prefix: prefix + yyyyMMdd + 4-digit sequence. */
  numbering: { field: keyof F & string; prefix: string }
  /** The header field that holds the status, and every status in order. */
  status: { field: keyof F & string; values: readonly DocumentStatus<S>[] }
  /** Statuses in which header and lines may still be saved or the document deleted (default: the first). */
  editable?: readonly string[]
  lines?: DocumentLinesInput<L>
  actions: Record<string, DocumentActionInput>
  /** Files attached to the document (evidence, reports); default true. */
  attachments?: boolean
  /** Statuses in which files may be attached or removed (default: every status); a locked document keeps its files. */
  attachableIn?: readonly string[]
  /** Staff see only the suppliers they manage (procurement's supplier authorisation). */
  managedSuppliers?: boolean
  /** Statuses the owning supplier/customer does not see yet (a draft is the staff's business). */
  hiddenFromOwner?: readonly string[]
  /** The owning supplier/customer creates and edits his own documents (default: only staff write). */
  ownerWrites?: boolean
  /** Only list, detail and export (the account views); no save, delete or actions. */
  readOnly?: boolean
  /** The side staff act as in its history (采购方 for orders, 仓库 for receipts…); default staff. */
  staffSide?: EventSide
  /**
   * Versions: when a document enters `status` (by an action or at the end of its approval flow),
   * the others with the same values of `keys` in that status move to `to` (已批准 → 已替代), each
   * with a history entry `label` naming the new one.
   */
  supersedes?: { keys: readonly (keyof F & string)[]; status: S; to: S; label?: string }
}

export interface DocumentAction extends DocumentActionInput {
  name: string
  by: ActionActor
  button: string
  path: string
}

export interface DocumentLines extends DocumentLinesInput<FieldMap> {
  /** The lines as a resource (for validation, columns and the line grid). */
  def: ResourceDef
  parent: string
  min: number
  max: number
  totals: Record<string, string>
}

export interface DocumentDef extends ResourceDef {
  /** Type key in the shared history and attachment tables. */
  docType: string
  numbering: { field: string; prefix: string }
  status: { field: string; values: readonly DocumentStatus[] }
  editable: readonly string[]
  lines?: DocumentLines
  actions: readonly DocumentAction[]
  attachments: boolean
  attachableIn?: readonly string[]
  managedSuppliers: boolean
  hiddenFromOwner: readonly string[]
  ownerWrites: boolean
  readOnly: boolean
  staffSide: EventSide
  supersedes?: { keys: readonly string[]; status: string; to: string; label: string }
}

/** A document definition with its field names kept, as defineDocument returns it. */
export type TypedDocumentDef<F extends FieldMap, S extends string = string> = DocumentDef &
  Omit<TypedResourceDef<F>, 'key' | 'numbering' | 'status'> & { key: 'id'; status: { field: string; values: readonly DocumentStatus<S>[] } }

/** Calls of a document beside the resource's GetList/GetDetail/Save/Del/Export. */
export function documentPaths(def: DocumentDef) {
  return {
    upload: `${def.basePath}/Attach`,
    detach: `${def.basePath}/Detach`,
  }
}

/**
 * Declares a document. Mistakes (an action from an unknown status, a number field that is not
 * read-only text) throw at import time.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineDocument<const F extends FieldMap, const L extends FieldMap = FieldMap, const S extends string = string>(
  input: DocumentInput<F, L, S>,
): TypedDocumentDef<F, S> {
  const where = `document ${input.name}`
  const statuses = input.status.values.map((s) => s.value)
  // the status field picks from the declared statuses (filters, columns, exports), written once here
  const declared = input.fields[input.status.field]
  const fields = declared
    ? { ...input.fields, [input.status.field]: { ...declared, kind: 'enum', options: statuses.map((value) => ({ value, label: value })) } }
    : input.fields
  const header = defineResource({ ...input, fields, key: undefined } as ResourceInput<F>)
  const known = (s: string) => (statuses as readonly string[]).includes(s)
  const numberField = header.fields[input.numbering.field]
  if (!numberField || numberField.kind !== 'text' || !numberField.readOnly) throw new Error(`${where}: number field must be read-only text`)
  if (input.ownerWrites && input.hiddenFromOwner?.includes(statuses[0]!)) throw new Error(`${where}: an owner cannot write documents he does not see`)
  if (!/^[A-Z]{2,4}$/.test(input.numbering.prefix)) throw new Error(`${where}: number prefix must be 2-4 capital letters`)
  const statusField = header.fields[input.status.field]
  if (!statusField || !statusField.readOnly) throw new Error(`${where}: status field must be read-only`)
  const editable = input.editable ?? [statuses[0]!]
  for (const s of [...editable, ...(input.hiddenFromOwner ?? []), ...(input.attachableIn ?? [])]) if (!known(s)) throw new Error(`${where}: unknown status ${s}`)

  const supersedes = input.supersedes && { ...input.supersedes, label: input.supersedes.label ?? '被替代' }
  if (supersedes) {
    for (const s of [supersedes.status, supersedes.to]) if (!known(s)) throw new Error(`${where}: supersedes names unknown status ${s}`)
    if (!supersedes.keys.length) throw new Error(`${where}: supersedes needs key fields`)
    for (const k of supersedes.keys) if (!header.fields[k]) throw new Error(`${where}: supersedes key ${k} is not a field`)
  }

  const actions: DocumentAction[] = Object.entries(input.actions).map(([name, a]) => {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`${where}: action name ${name} must be PascalCase`)
    for (const s of [...a.from, a.to, a.flow?.pending, a.flow?.rejected]) {
      if (s !== undefined && !known(s)) throw new Error(`${where}: action ${name} names unknown status ${s}`)
    }
    for (const f of a.form?.fields ?? []) {
      // Save never writes them: only the action does, so they change only with its status move
      if (!header.fields[f]?.readOnly) throw new Error(`${where}: action ${name} form field ${f} must be a read-only header field`)
    }
    if (a.form?.lines && !input.lines) throw new Error(`${where}: action ${name} form takes lines the document has not`)
    return { ...a, name, by: a.by ?? 'staff', button: a.button ?? 'edit', path: a.path ?? `${header.basePath}/${name}` }
  })

  let lines: DocumentLines | undefined
  if (input.lines) {
    const l = input.lines
    const def = defineResource({
      name: `${input.name}Line`,
      title: l.title,
      table: l.table,
      fn: input.fn,
      fields: l.fields,
      defaultSort: { field: 'id', order: 'asc' },
      searchKeyFields: [],
    })
    const totals = (l.totals ?? {}) as Record<string, string>
    for (const [head, line] of Object.entries(totals)) {
      const target = header.fields[head]
      if (!target?.readOnly || !['number', 'money'].includes(target.kind)) throw new Error(`${where}: total ${head} must be a read-only number`)
      if (!['number', 'money'].includes(def.fields[line]?.kind ?? '')) throw new Error(`${where}: line total ${line} must be a number`)
    }
    if (l.viaActions && !Object.values(input.actions).some((a) => a.form?.lines)) throw new Error(`${where}: lines via actions need an action whose form takes them`)
    for (const f of l.computed ? [l.computed.field, ...l.computed.summary] : []) if (!def.fields[f]) throw new Error(`${where}: computed line field ${f} is not a line field`)
    lines = { ...l, def, totals, parent: l.parent ?? 'doc_id', min: l.min ?? 1, max: l.max ?? 500 }
  }

  return {
    ...header,
    key: 'id',
    docType: input.name,
    numbering: input.numbering,
    status: input.status,
    editable,
    lines,
    actions,
    attachments: input.attachments ?? true,
    managedSuppliers: input.managedSuppliers ?? false,
    hiddenFromOwner: input.hiddenFromOwner ?? [],
    ownerWrites: input.ownerWrites ?? false,
    readOnly: input.readOnly ?? false,
    staffSide: input.staffSide ?? 'staff',
    ...(supersedes ? { supersedes } : {}),
  } as TypedDocumentDef<F, S>
}

/** The tone of a status value (unknown values are plain). */
export function statusTone(def: DocumentDef, value: unknown): StatusTone {
  return def.status.values.find((s) => s.value === value)?.tone ?? 'default'
}

/** A declared action by name (an area's own call taking the kit's move). */
export function documentAction(def: DocumentDef, name: string): DocumentAction {
  const action = def.actions.find((a) => a.name === name)
  if (!action) throw new Error(`document ${def.name} has no action ${name}`)
  return action
}

export function isDocument(def: ResourceDef): def is DocumentDef {
  return 'docType' in def
}
