import { defineElement } from '../../runtime'
import { FileList } from '../../document/file-list'
import { heading, screen } from '../../ui/layout'

// /sysmanage/uploadFile 文件上传: every file uploaded to the portal (stored once by content
// hash, served only through the checked download call); upload, download, delete — each shown
// as the server's file rights allow (FileList asks them).

function UploadFile({ pageSize }: { pageSize?: number }) {
  return (
    <section className={screen} aria-label="文件上传">
      <h2 className={heading}>文件上传</h2>
      <FileList title="已上传文件" pageSize={pageSize} />
    </section>
  )
}

defineElement('scm-upload-file', UploadFile, {
  description: '文件上传：查看全部已上传文件（分类、大小、上传人、时间），上传（单个不超过20MB）、下载、删除',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '上传或删除文件后，detail 为 {entity:"file", action, id?}' },
})
