import { defineElement } from '../../runtime'
import { FileList } from '../../document/file-list'
import { heading, screen } from '../../ui/layout'

// /MySelf/downLoads 我的下载: the files the caller uploaded (attachments, documents), to download
// again or delete; upload shows only for categories the caller may upload to.

function DownLoads({ pageSize }: { pageSize?: number }) {
  return (
    <section className={screen} aria-label="我的下载">
      <h2 className={heading}>我的下载</h2>
      <FileList title="我的文件" mine pageSize={pageSize} />
    </section>
  )
}

defineElement('scm-downloads', DownLoads, {
  description: '我的下载：本人上传的文件列表，下载、删除、上传',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '上传或删除文件后，detail 为 {entity:"file", action, id?}' },
})
