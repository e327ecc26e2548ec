import { describe, expect, it } from 'vitest'
import type { DocumentDef } from '@scm/core'
import { workbillDocument } from '@scm/core/crm'
import { claimDocument } from '@scm/core/quality'
import { coreDocuments, widgetActionParts } from './partner-parts'

// A single-file widget carries of the document kit's action box only what the actions its partner
// may take (by 'owner' or 'both') on the documents of its functions ask for.

describe('widgetActionParts', () => {
  it('finds the documents of every area', async () => {
    const names = (await coreDocuments()).map((doc) => doc.name)
    expect(names).toEqual(expect.arrayContaining([workbillDocument.name, claimDocument.name, 'SeComplaint']))
  })

  it('gives the repair widget no action box (its customer is offered 验收, a confirmation) and the claims widget no line grid', async () => {
    const documents = await coreDocuments()
    expect(widgetActionParts('scm-wechat-repair', documents)).toEqual({ dialog: false, lines: false })
    // a supplier's 8D form and his 申诉 reason, no lines
    expect(widgetActionParts('scm-supplier-claims', documents)).toEqual({ dialog: true, lines: false })
  })

  it('keeps every part for a widget named by its route, or not an embed widget', async () => {
    const documents = await coreDocuments()
    expect(widgetActionParts('scm-order-confirm', documents)).toEqual({ dialog: true, lines: true })
    expect(widgetActionParts('scm-fixture-controls', documents)).toEqual({ dialog: true, lines: true })
  })

  it('brings the grid back once a partner may take a form with lines', () => {
    const complete = workbillDocument.actions.find((action) => action.name === 'Complete')!
    const asOwner: DocumentDef = { ...workbillDocument, actions: [...workbillDocument.actions.filter((a) => a !== complete), { ...complete, by: 'both' }] }
    expect(widgetActionParts('scm-wechat-repair', [asOwner])).toEqual({ dialog: true, lines: true })
    // staff's alone: none
    expect(widgetActionParts('scm-wechat-repair', [workbillDocument])).toEqual({ dialog: false, lines: false })
  })
})
