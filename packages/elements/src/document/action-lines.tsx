import type { ReactNode } from 'react'
import { validateRecord } from '@scm/core'
import { LineGrid } from './line-grid'
import { problem, section, sectionTitle } from './styles'
import { useDocumentDraft } from './use-document-draft'
import type { DocumentController } from './use-document'

/** The lines an action's form takes, for its box (document-actions.tsx). */
export interface ActionLines {
  /** The first line's problem, checked as the server checks it ('' when none, or without lines). */
  problem: () => string
  /** The lines as the action's call sends them. */
  body: () => Record<string, unknown>[]
  /** The box's section of lines, with the problem found at the last try. */
  view: (error: string | undefined) => ReactNode
}

/**
 * A form that takes the document's lines (the parts a completed repair replaced, a complaint's
 * steps) edits them in the kit's line grid. Only staff are offered such a form today; a single-file
 * widget whose partners can take none carries action-lines-partner.tsx instead of this module
 * (scripts/lib/partner-parts.ts).
 */
export function useActionLines(doc: DocumentController, withLines: boolean): ActionLines {
  const draft = useDocumentDraft(doc)
  return {
    problem: () => {
      if (!withLines) return ''
      for (const [i, line] of draft.lines.entries()) {
        const first = Object.values(validateRecord(doc.def.lines!.def, line.values).errors)[0]
        if (first) return `第${i + 1}行：${first}`
      }
      return ''
    },
    body: () => draft.lines.map((l) => ({ ...(l.id !== undefined ? { id: l.id } : {}), ...validateRecord(doc.def.lines!.def, l.values).value })),
    view: (error) =>
      withLines ? (
        <section className={section} aria-label={doc.def.lines!.title}>
          <h3 className={sectionTitle}>{doc.def.lines!.title}</h3>
          <LineGrid def={doc.def} draft={draft} />
          {error ? (
            <p className={problem} role="alert">
              {error}
            </p>
          ) : null}
        </section>
      ) : null,
  }
}
