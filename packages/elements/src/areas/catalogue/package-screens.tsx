import { packageSpecDocument } from '@scm/core/catalogue'
import { documentScreen, type DocumentScreenSlots } from '../../document/document-screen'
import { reviseActions } from '../../document/revise-button'
import { PackageComparePanel, PhotoHint } from './package-panels'

// /package 包装管理 — packaging specifications from the core document definition: a supplier enters
// and submits his own (with photos), staff approve or return them; a change is 修订 into the next
// version, shown against the approved one field by field.

const panels: DocumentScreenSlots['detailPanels'] = (doc) =>
  doc.id !== null && doc.detail ? (
    <>
      {['草稿', '已退回'].includes(String(doc.detail.header.status)) ? <PhotoHint packageType={String(doc.detail.header.package_type ?? '')} /> : null}
      <PackageComparePanel id={doc.id} />
    </>
  ) : null

const revise = reviseActions(packageSpecDocument, ['已批准'])

/** 包装列表: every specification the caller may see, to enter, submit, approve or return. */
export const PackageListScreen = documentScreen(packageSpecDocument, { ...revise, detailPanels: panels })

/** 包装查询: the approved specifications (what receiving checks against). */
export const PackageQueryScreen = documentScreen(packageSpecDocument, { creates: false, filters: { status: { op: 'eq', value: '已批准' } }, detailPanels: panels })
