import { FileUpload } from '@ark-ui/react/file-upload'
import { fileUpload } from 'styled-system/recipes'
import { messages } from '@scm/core'
import { Button } from './button'
import { rejectionMessage, UploadProgress, useUploads } from './upload-progress'
import type { UploadProps } from './upload'

/** Pick or drop files; each uploads at once over XHR with its own progress bar. */
export function UploadView(props: UploadProps) {
  const { accept, maxFiles = 10, maxFileSize, label = '上传文件' } = props
  const uploads = useUploads(props)
  const cls = fileUpload()
  return (
    <FileUpload.Root
      className={cls.root}
      maxFiles={maxFiles}
      maxFileSize={maxFileSize}
      accept={accept}
      translations={{ dropzone: '拖拽文件到这里，或点击选择文件', deleteFile: (file) => `删除 ${file.name}` }}
      onFileAccept={(d) => d.files.forEach(uploads.start)}
      onFileReject={(d) => messages.show(rejectionMessage(new Set(d.files.flatMap((f) => f.errors)), maxFiles, maxFileSize), 'error')}
    >
      <FileUpload.Label className={cls.label}>{label}</FileUpload.Label>
      {/* The drop zone is itself the button (Enter/Space or click opens the picker): no nested button. */}
      <FileUpload.Dropzone className={cls.dropzone}>
        拖拽文件到这里，或<em className={cls.trigger}>点击选择文件</em>
      </FileUpload.Dropzone>
      <FileUpload.ItemGroup className={cls.itemGroup}>
        <FileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <FileUpload.Item key={`${file.name}-${file.size}-${file.lastModified}`} file={file} className={cls.item}>
                <FileUpload.ItemName className={cls.itemName} />
                <FileUpload.ItemSizeText className={cls.itemSizeText} />
                <FileUpload.ItemDeleteTrigger asChild onClick={() => uploads.remove(file)}>
                  <Button variant="text">删除</Button>
                </FileUpload.ItemDeleteTrigger>
                <UploadProgress file={file} progress={uploads.of(file)} />
              </FileUpload.Item>
            ))
          }
        </FileUpload.Context>
      </FileUpload.ItemGroup>
      <FileUpload.HiddenInput />
    </FileUpload.Root>
  )
}
