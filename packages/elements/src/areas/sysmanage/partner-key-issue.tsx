import { useState } from 'react'
import { css } from 'styled-system/css'
import { partnerKeyResource } from '@scm/core/sysmanage'
import { ResourceForm } from '../../resource/resource-form'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'

// 签发密钥 of <scm-partner-key> (a chunk of its own, fetched when opened): the kit's form of the
// core definition (ResourceForm), whose save is Issue; then the key, shown this once, with 复制密钥.

const def = partnerKeyResource
const keyBox = css({ display: 'flex', flexDirection: 'column', gap: '8px', fontSize: '13px' })
const keyText = css({ fontFamily: 'monospace', fontSize: '13px', p: '8px', bg: '#f4f4f5', borderRadius: '4px', wordBreak: 'break-all', userSelect: 'all' })
const warn = css({ color: '#b02a2a', fontWeight: '600' })

export function IssueDialog({ onClose, onIssued }: { onClose: () => void; onIssued: () => void }) {
  const [issued, setIssued] = useState<{ key: string; key_prefix: string } | null>(null)
  const [copied, setCopied] = useState(false)
  if (issued)
    return (
      <Dialog open onClose={onClose} title="密钥已签发" footer={<Button variant="primary" onClick={onClose}>我已保存，关闭</Button>}>
        <div className={keyBox}>
          <p className={warn}>请立即复制并交给合作方系统保存：关闭后无法再次查看此密钥，只能吊销后重新签发。</p>
          <code className={keyText} aria-label="新签发的密钥">
            {issued.key}
          </code>
          <div>
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(issued.key).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? '已复制' : '复制密钥'}
            </Button>
          </div>
          <p>
            合作方服务器调用 <code>POST /api/PartnerKey/EmbedToken</code>，请求头 <code>X-Partner-Key</code> 带此密钥，正文 <code>{'{"usercode": "其用户账号"}'}</code>，得到 10 分钟有效的嵌入令牌。
          </p>
        </div>
      </Dialog>
    )
  return (
    <ResourceForm
      def={def}
      id={null}
      open
      onClose={onClose}
      title="签发合作方密钥"
      submitText="签发"
      // the owner column of the other kind is not asked
      hiddenFields={(values) => new Set([values.owner_kind === 'customer' ? 'supplyid' : 'customer_id'])}
      onSaved={(row) => {
        setIssued(row as unknown as { key: string; key_prefix: string })
        onIssued()
        return false
      }}
    />
  )
}

