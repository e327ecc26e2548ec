import type { FsFile } from "@scm/core/files";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { buttonRow } from "../../ui/layout";
import { lazyPart } from "../../ui/lazy-part";
import type { ResumableUploadProps } from "./resumable-upload";
import type { Place } from "./file-place";

// the tus client (half of the screen's weight) is fetched when an upload dialog opens
const ResumableUpload = lazyPart<ResumableUploadProps>(
  "ResumableUpload",
  () => import("./resumable-upload").then((m) => m.ResumableUpload),
  () => <p role="status">加载中…</p>,
);

// The file manager's dialogs: a file's preview, a new folder's name, an upload (a file or a new
// version).

/** A PDF or an image shown inline; closing it frees its address. */
export function PreviewDialog({
  preview,
  onClose,
}: {
  preview: { file: FsFile; url: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={!!preview}
      onClose={() => {
        if (preview) URL.revokeObjectURL(preview.url);
        onClose();
      }}
      title={
        preview
          ? `预览：${preview.file.file_name}（V${preview.file.version}）`
          : ""
      }
      size="large"
    >
      {preview ? (
        preview.file.content_type === "application/pdf" ? (
          <iframe
            title={`预览 ${preview.file.file_name}`}
            src={preview.url}
            style={{ width: "100%", height: "70vh", border: "0" }}
          />
        ) : (
          <img
            alt={preview.file.file_name}
            src={preview.url}
            style={{ maxWidth: "100%" }}
          />
        )
      ) : null}
    </Dialog>
  );
}

export function FolderDialog({
  folderName,
  placeName,
  setFolderName,
  onSave,
}: {
  folderName: string | null;
  placeName: string;
  setFolderName: (name: string | null) => void;
  onSave: () => void;
}) {
  return (
    <Dialog
      open={folderName !== null}
      onClose={() => setFolderName(null)}
      title={`在“${placeName}”中新建文件夹`}
      size="small"
      footer={
        <span className={buttonRow}>
          <Button variant="primary" onClick={onSave}>
            确定
          </Button>
          <Button onClick={() => setFolderName(null)}>取消</Button>
        </span>
      }
    >
      <label>
        文件夹名称
        <Input
          aria-label="文件夹名称"
          value={folderName ?? ""}
          maxLength={100}
          onValueChange={setFolderName}
        />
      </label>
    </Dialog>
  );
}

export function UploadDialog({
  uploading,
  place,
  placeName,
  onClose,
  onDone,
}: {
  uploading: { fileKey?: number; name?: string } | null;
  place: Place | null;
  placeName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Dialog
      open={!!uploading}
      onClose={onClose}
      title={
        uploading?.fileKey
          ? `上传新版本：${uploading.name}`
          : `上传文件到“${placeName}”`
      }
      size="medium"
    >
      {uploading && place ? (
        <ResumableUpload
          fileType={place.type}
          folderId={place.folder}
          fileKey={uploading.fileKey}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
}
