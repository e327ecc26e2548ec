import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import { embedWidgets, type DocumentDef } from '@scm/core'
import { elementsDir, repoRoot } from './esbuild-options'

// A single-file widget is a partner's (core embedWidgets: a supplier's or a customer's, each naming
// the functions its embed token may use). The document kit's action box carries what any action
// may ask: a reason, form fields by kind (number, date, choice inputs), and the line grid of a form
// that takes the lines (完工's replaced parts, a complaint's steps). A partner is offered only the
// actions `by` 'owner' or 'both' (server/src/document/records.ts mayAct; a customer or supplier
// user is never staff), so a widget carries the part only if one of those actions, on a document
// of its functions, can ask for it; otherwise the `-partner` stand-in of that module, which draws
// no form (and says so, should such an action ever reach it). Decided at every build from the
// documents' declarations: an owner's action with lines declared tomorrow brings the grid back.

const coreDir = join(repoRoot, 'packages/core')

/** Every document @scm/core exports (its root and each subpath: the areas, business). */
export async function coreDocuments(): Promise<DocumentDef[]> {
  const exports = (JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports
  const found = new Set<DocumentDef>()
  for (const file of Object.values(exports)) {
    const module = (await import(pathToFileURL(join(coreDir, file)).href)) as Record<string, unknown>
    for (const value of Object.values(module))
      if (value && typeof value === 'object' && 'docType' in value && Array.isArray((value as DocumentDef).actions)) found.add(value as DocumentDef)
  }
  return [...found]
}

/** What the box of an action may need in a widget: its form and reason at all, the line grid. */
export interface ActionParts {
  dialog: boolean
  lines: boolean
}

/**
 * The parts of the action box the widget `tag` needs: those the actions its partner may take on
 * the documents of its functions ask for. Every part for a tag that is no embed widget or names no
 * functions (its screen's route: the order widgets, which show no document actions).
 */
export function widgetActionParts(tag: string, documents: readonly DocumentDef[]): ActionParts {
  const fns = embedWidgets.find((widget) => widget.tag === tag)?.fns
  if (!fns) return { dialog: true, lines: true }
  const offered = documents.filter((doc) => fns.includes(doc.fn)).flatMap((doc) => doc.actions.filter((action) => action.by !== 'staff' && !action.automatic))
  return { dialog: offered.some((action) => !!action.reason || !!action.form), lines: offered.some((action) => !!action.form?.lines) }
}

const DOCUMENT_KIT = join(elementsDir, 'src/document')

/** Serves `./action-dialog` and `./action-lines` of the document kit as their `-partner` stand-ins where `parts` needs them not. */
export function partnerParts(parts: ActionParts): Plugin {
  return {
    name: 'scm-partner-parts',
    setup(build) {
      build.onResolve({ filter: /^\.\/action-(dialog|lines)$/ }, (args) => {
        if (dirname(args.importer) !== DOCUMENT_KIT) return undefined
        const part = args.path.slice('./action-'.length) as keyof ActionParts
        return parts[part] ? undefined : { path: join(DOCUMENT_KIT, `action-${part}-partner.tsx`) }
      })
    },
  }
}
