import { formatAmount, formatFileSize, orDash } from '@scm/core'
import { Button } from '../../ui/button'
import { StatusTag } from '../../ui/status-tag'
import { facts, muted, smallTable, subheading } from '../../ui/layout'
import type { ContractDetail, ContractFile } from '@scm/core/contract'

/** A contract: parties, amount, validity (status follows it) and its files (each with 下载). */
export function ContractView({ contract, onDownload }: { contract: ContractDetail; onDownload: (file: ContractFile) => void }) {
  return (
    <div>
      <dl className={facts} aria-label="合同信息">
        <dt>合同编号</dt>
        <dd data-field="contract_no">{contract.contract_no}</dd>
        <dt>状态</dt>
        <dd data-field="status">
          <StatusTag status={contract.status} />
        </dd>
        <dt>合同名称</dt>
        <dd>{contract.title}</dd>
        <dt>供应商</dt>
        <dd>{contract.supply_name}</dd>
        <dt>合同金额</dt>
        <dd data-field="amount">{formatAmount(contract.amount)}</dd>
        <dt>签订日期</dt>
        <dd>{contract.sign_date}</dd>
        <dt>有效期</dt>
        <dd>
          {contract.valid_from} 至 {contract.valid_to}
        </dd>
        <dt>备注</dt>
        <dd>{orDash(contract.remark)}</dd>
        <dt>创建</dt>
        <dd>
          {contract.created_by} {contract.created_at}
        </dd>
        <dt>最后修改</dt>
        <dd>
          {contract.updated_by} {contract.updated_at}
        </dd>
      </dl>
      <h3 className={subheading}>合同附件</h3>
      {contract.files.length ? (
        <table className={smallTable} aria-label="合同附件">
          <thead>
            <tr>
              <th scope="col">文件名</th>
              <th scope="col">大小</th>
              <th scope="col">上传人</th>
              <th scope="col">上传时间</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {contract.files.map((file) => (
              <tr key={file.file_id}>
                <td>{file.file_name}</td>
                <td>{formatFileSize(file.file_size)}</td>
                <td>{file.uploaded_by}</td>
                <td>{file.uploaded_at}</td>
                <td>
                  <Button variant="text" aria-label={`下载附件 ${file.file_name}`} onClick={() => onDownload(file)}>
                    下载
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={muted}>暂无附件</p>
      )}
    </div>
  )
}
