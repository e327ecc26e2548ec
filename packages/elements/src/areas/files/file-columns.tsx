import type { RefObject } from "react";
import { formatFileSize } from "@scm/core";
import type { FsFile } from "@scm/core/files";
import type { FsRights } from "@scm/core/business";
import { Button } from "../../ui/button";
import { actionsColumn, type Column } from "../../ui/data-table";
import { StatusTag } from "../../ui/status-tag";

// The file table's columns: name, version, size, uploader, time, hash, and the actions a row's
// rights allow.

/** What a row's buttons do, and the rights of the listed place (kept current by the screen). */
export interface FileActions {
  run: (what: string, f: FsFile) => void;
  rights: FsRights;
}

export function fileColumns(actions: RefObject<FileActions>): Column<FsFile>[] {
  return [
    { key: "file_name", title: "文件名", sortable: true },
    {
      key: "version",
      title: "版本",
      width: 70,
      align: "center",
      render: (f) => <StatusTag status={`V${f.version}`} tone="processing" />,
    },
    {
      key: "file_size",
      title: "大小",
      width: 90,
      align: "right",
      sortable: true,
      render: (f) => formatFileSize(f.file_size),
    },
    { key: "UserName", title: "上传人", width: 90 },
    { key: "created_at", title: "上传时间", width: 150, sortable: true },
    {
      key: "hash",
      title: "内容哈希",
      width: 120,
      hidden: true,
      render: (f) => <span title={f.hash}>{f.hash.slice(0, 12)}</span>,
    },
    actionsColumn<FsFile>(
      (f) => {
        const r = actions.current.rights;
        return (
          <>
            {r.preview && f.previewable ? (
              <Button
                variant="text"
                aria-label={`预览 ${f.file_name}`}
                onClick={() => actions.current.run("preview", f)}
              >
                预览
              </Button>
            ) : null}
            {r.download ? (
              <Button
                variant="text"
                aria-label={`下载 ${f.file_name}`}
                onClick={() => actions.current.run("download", f)}
              >
                下载
              </Button>
            ) : null}
            <Button
              variant="text"
              aria-label={`版本 ${f.file_name}`}
              onClick={() => actions.current.run("versions", f)}
            >
              版本
            </Button>
            {r.upload ? (
              <Button
                variant="text"
                aria-label={`上传新版本 ${f.file_name}`}
                onClick={() => actions.current.run("version", f)}
              >
                新版本
              </Button>
            ) : null}
            {r.delete ? (
              <Button
                variant="text"
                aria-label={`删除 ${f.file_name}`}
                onClick={() => actions.current.run("delete", f)}
              >
                删除
              </Button>
            ) : null}
          </>
        );
      },
      { width: 230 },
    ),
  ];
}
