import { formatFileSize } from "@scm/core";
import type { FsFile } from "@scm/core/files";
import type { FsRights } from "@scm/core/business";
import { useApi } from "../../runtime";
import { Button } from "../../ui/button";
import { confirm } from "../../ui/confirm";
import { Dialog } from "../../ui/dialog";
import { StatusTag } from "../../ui/status-tag";
import { rowActions, smallTable } from "../../ui/layout";
import { useLoad } from "../../list/use-load";
import { NO_RIGHTS } from "./file-place";
import { FILES_PATHS } from "@scm/core/files";

// A file's versions dialog: every version, preview, download, restore one.

/** Every version of a file: preview, download, restore one (as a new version). */
export function Versions({
  file,
  onClose,
  onRestored,
  onPreview,
  onDownload,
}: {
  file: FsFile;
  onClose: () => void;
  onRestored: () => void;
  onPreview: (f: FsFile) => void;
  onDownload: (f: FsFile) => void;
}) {
  const api = useApi();
  const loaded = useLoad(
    (a) =>
      a.get<{ rows: FsFile[]; rights: FsRights }>(
        FILES_PATHS.versions,
        { query: { id: file.id } },
      ),
    `fs-versions-${file.id}`,
  );
  const rows = loaded.data?.rows ?? [];
  const rights = loaded.data?.rights ?? NO_RIGHTS;
  const restore = async (v: FsFile) => {
    if (
      !(await confirm(
        `确定将“${v.file_name}”恢复为第${v.version}版的内容吗？将生成一个新版本。`,
        { title: "恢复版本" },
      ))
    )
      return;
    try {
      await api.post(
        FILES_PATHS.restoreVersion,
        { id: v.id },
        { successMessage: true },
      );
      loaded.reload();
      onRestored();
    } catch {
      // the client showed why
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`版本记录：${file.file_name}`}
      size="large"
    >
      <table className={smallTable} aria-label="版本列表">
        <thead>
          <tr>
            <th>版本</th>
            <th>大小</th>
            <th>上传人</th>
            <th>上传时间</th>
            <th>内容哈希</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id}>
              <td>
                V{v.version}{" "}
                {v.is_current ? (
                  <StatusTag status="当前版本" tone="success" />
                ) : null}
              </td>
              <td>{formatFileSize(v.file_size)}</td>
              <td>{v.UserName}</td>
              <td>{v.created_at}</td>
              <td title={v.hash}>{v.hash.slice(0, 12)}</td>
              <td className={rowActions}>
                {rights.preview && v.previewable ? (
                  <Button
                    variant="text"
                    aria-label={`预览第${v.version}版`}
                    onClick={() => onPreview(v)}
                  >
                    预览
                  </Button>
                ) : null}
                {rights.download ? (
                  <Button
                    variant="text"
                    aria-label={`下载第${v.version}版`}
                    onClick={() => onDownload(v)}
                  >
                    下载
                  </Button>
                ) : null}
                {rights.upload && !v.is_current ? (
                  <Button
                    variant="text"
                    aria-label={`恢复第${v.version}版`}
                    onClick={() => void restore(v)}
                  >
                    恢复此版本
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
