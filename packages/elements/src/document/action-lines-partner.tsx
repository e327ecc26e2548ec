import { problem as problemStyle } from './styles'
import type { ActionLines } from './action-lines'
import type { DocumentController } from './use-document'

// action-lines.tsx as a single-file widget carries it when none of the actions its partner
// (supplier, customer) may take has a form with lines (scripts/lib/partner-parts.ts, checked against
// the documents of the widget's functions at every build): no line grid, no draft of lines. Should
// such an action reach it anyway, the box says so and sends nothing rather than lines left out.
const NOT_HERE = '此操作需填写明细，请在门户中办理'

export function useActionLines(_doc: DocumentController, withLines: boolean): ActionLines {
  return {
    problem: () => (withLines ? NOT_HERE : ''),
    body: () => [],
    view: (error) =>
      withLines ? (
        <p className={problemStyle} role="alert">
          {error ?? NOT_HERE}
        </p>
      ) : null,
  }
}
