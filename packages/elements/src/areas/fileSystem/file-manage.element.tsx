import { useEffect, useMemo, useRef, useState } from "react";
import { formatFileSize } from "@scm/core";
import { defineElement, useApi, useEmit } from "../../runtime";
import { saveBlob } from "../../resource/save-blob";
import { Button } from "../../ui/button";
import { confirm, ConfirmHost } from "../../ui/confirm";
import { DataTable, type Column } from "../../ui/data-table";
import { Dialog } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { SearchArea } from "../../ui/search-area";
import { Tree, type TreeNode } from "../../ui/tree";
import { StatusTag } from "../../ui/status-tag";
import {
  buttonRow,
  heading,
  muted,
  panel,
  rowActions,
  screen,
  smallTable,
  splitPane,
} from "../../ui/layout";
import { useListController } from "../../list/use-list-controller";
import { useLoad } from "../../list/use-load";
import { ResumableUpload } from "./resumable-upload";
import type { FsFile, FsRights, FsType } from "@scm/core";

// /fileSystem/fileManage 文件管理: the file types and their folders on the left, the chosen
// folder's files on the right (current versions; search by name across the types one may view).
// Each button shows what the server allows there (its rights per type or folder): preview inline
// (PDF, images), download, upload (resumable, tus) a file or a new version, versions (restore one),
// new folder, delete (to the recycle bin).

const NO_RIGHTS: FsRights = {
  view: false,
  preview: false,
  download: false,
  upload: false,
  delete: false,
  purge: false,
};

interface Place {
  type: string;
  folder: number | null;
}

const nodeId = (p: Place) => (p.folder ? `f${p.folder}` : `t${p.type}`);

function FileManage({ pageSize }: { pageSize?: number }) {
  const api = useApi();
  const emit = useEmit();
  const tree = useLoad(
    (a) => a.get<FsType[]>("/api/FileSystem/GetTree"),
    "fs-tree",
  );
  const types = tree.data ?? [];
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    if (!place && types[0]) setPlace({ type: types[0].code, folder: null });
  }, [types, place]);
  const nodes = useMemo<TreeNode[]>(
    () =>
      types.map((t) => {
        const children = (parent: number | null): TreeNode[] =>
          t.folders
            .filter(
              (f) =>
                f.parent_id === parent ||
                (parent === null &&
                  f.parent_id !== null &&
                  !t.folders.some((p) => p.id === f.parent_id)),
            )
            .map((f) => ({
              id: `f${f.id}`,
              label: f.name,
              children: children(f.id),
            }));
        return { id: `t${t.code}`, label: t.name, children: children(null) };
      }),
    [types],
  );
  // every level open: folders are few, and a chosen one is always in sight
  const allIds = useMemo(() => {
    const ids: string[] = [];
    const walk = (list: TreeNode[]) =>
      list.forEach((n) => (ids.push(n.id), walk(n.children ?? [])));
    walk(nodes);
    return ids;
  }, [nodes]);
  const type = types.find((t) => t.code === place?.type);
  const folder = type?.folders.find((f) => f.id === place?.folder);
  const placeRights = folder?.rights ?? type?.rights ?? NO_RIGHTS;
  const placeName = type
    ? [type.name, folder?.name].filter(Boolean).join(" / ")
    : "";

  const [preview, setPreview] = useState<{ file: FsFile; url: string } | null>(
    null,
  );
  const [versionsOf, setVersionsOf] = useState<FsFile | null>(null);
  const [uploading, setUploading] = useState<{
    fileKey?: number;
    name?: string;
  } | null>(null);
  const [folderName, setFolderName] = useState<string | null>(null);
  const actions = useRef({
    run: (_what: string, _f: FsFile) => {},
    rights: NO_RIGHTS,
  });

  const columns = useMemo<Column<FsFile>[]>(
    () => [
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
      {
        key: "__actions",
        title: "操作",
        width: 230,
        render: (f) => {
          const r = actions.current.rights;
          return (
            <span className={rowActions}>
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
            </span>
          );
        },
      },
    ],
    [],
  );
  const list = useListController<FsFile>({
    path: "/api/FileSystem/GetFiles",
    columns,
    rowKey: "id",
    pageSize,
    defaultSort: { key: "file_name", order: "asc" },
    fixed: place
      ? {
          file_type: place.type,
          ...(place.folder ? { folder_id: place.folder } : {}),
        }
      : {},
    enabled: !!place,
  });
  // a search over all types answers the rights of each row's place in the row's type… the list's rights
  const listRights =
    (list.answer as unknown as { rights?: FsRights } | undefined)?.rights ??
    placeRights;
  actions.current.rights = listRights;

  const openPreview = async (f: FsFile) => {
    try {
      const blob = await api.download("/api/FileSystem/Preview", undefined, {
        query: { id: f.id },
      });
      setPreview({ file: f, url: URL.createObjectURL(blob) });
    } catch {
      // the client showed why
    }
  };
  const download = async (f: FsFile) => {
    try {
      saveBlob(
        await api.download("/api/FileSystem/Download", undefined, {
          query: { id: f.id },
        }),
        f.file_name,
      );
    } catch {
      // the client showed why
    }
  };
  const remove = async (f: FsFile) => {
    if (
      !(await confirm(
        `确定删除文件“${f.file_name}”吗？删除后可在回收站恢复。`,
        { title: "删除确认", danger: true },
      ))
    )
      return;
    try {
      await api.post(
        "/api/FileSystem/DelFile",
        { id: f.id },
        { successMessage: true },
      );
      emit("scm-change", { entity: "file", action: "delete", id: f.file_key });
      list.reload();
    } catch {
      // the client showed why
    }
  };
  actions.current.run = (what, f) => {
    if (what === "preview") void openPreview(f);
    else if (what === "download") void download(f);
    else if (what === "versions") setVersionsOf(f);
    else if (what === "version")
      setUploading({ fileKey: f.file_key, name: f.file_name });
    else if (what === "delete") void remove(f);
  };

  const saveFolder = async () => {
    if (!place || folderName === null) return;
    try {
      await api.post(
        "/api/FileSystem/SaveFolder",
        { name: folderName, file_type: place.type, parent_id: place.folder },
        { successMessage: true },
      );
      setFolderName(null);
      tree.reload();
    } catch {
      // the client showed why
    }
  };
  const removeFolder = async () => {
    if (
      !folder ||
      !(await confirm(
        `确定删除文件夹“${folder.name}”及其中的文件吗？删除后可在回收站恢复。`,
        { title: "删除确认", danger: true },
      ))
    )
      return;
    try {
      await api.post(
        "/api/FileSystem/DelFolder",
        { id: folder.id },
        { successMessage: true },
      );
      setPlace(type ? { type: type.code, folder: null } : null);
      tree.reload();
    } catch {
      // the client showed why
    }
  };

  return (
    <section className={screen} aria-label="文件管理">
      <h2 className={heading}>文件管理</h2>
      {tree.data && !types.length ? (
        <p className={muted}>暂无可查看的文件类型</p>
      ) : null}
      <div className={splitPane}>
        <div className={panel}>
          {tree.data ? (
            <Tree
              key={allIds.join()}
              aria-label="文件类型与文件夹"
              nodes={nodes}
              selected={place ? [nodeId(place)] : []}
              defaultExpanded={allIds}
              onSelect={(ids) => {
                const id = ids[0];
                if (!id) return;
                if (id.startsWith("t"))
                  setPlace({ type: id.slice(1), folder: null });
                else {
                  const fid = Number(id.slice(1));
                  const owner = types.find((t) =>
                    t.folders.some((f) => f.id === fid),
                  );
                  if (owner) setPlace({ type: owner.code, folder: fid });
                }
              }}
            />
          ) : null}
        </div>
        <div>
          <SearchArea
            keyword={{ value: list.searchKey, placeholder: "文件名" }}
            onSearch={list.search}
            onClear={list.clearAll}
            actions={
              <>
                {placeRights.upload ? (
                  <Button onClick={() => setUploading({})}>上传文件</Button>
                ) : null}
                {placeRights.upload ? (
                  <Button onClick={() => setFolderName("")}>新建文件夹</Button>
                ) : null}
                {folder && placeRights.delete ? (
                  <Button variant="danger" onClick={() => void removeFolder()}>
                    删除文件夹
                  </Button>
                ) : null}
              </>
            }
          />
          <p className={muted} aria-label="当前位置">
            {list.searchKey
              ? `在“${type?.name ?? ""}”中搜索“${list.searchKey}”`
              : placeName}
          </p>
          <DataTable<FsFile>
            caption={`${placeName || "文件"}列表`}
            state={list.table}
            columns={list.table.columns}
            rowKey="id"
            rows={list.rows}
            total={list.total}
            loading={list.loading}
          />
        </div>
      </div>
      <Dialog
        open={!!preview}
        onClose={() => {
          if (preview) URL.revokeObjectURL(preview.url);
          setPreview(null);
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
      <Dialog
        open={folderName !== null}
        onClose={() => setFolderName(null)}
        title={`在“${placeName}”中新建文件夹`}
        size="small"
        footer={
          <span className={buttonRow}>
            <Button variant="primary" onClick={() => void saveFolder()}>
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
      <Dialog
        open={!!uploading}
        onClose={() => setUploading(null)}
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
            onDone={() => {
              emit("scm-change", { entity: "file", action: "upload" });
              list.reload();
            }}
          />
        ) : null}
      </Dialog>
      {versionsOf ? (
        <Versions
          file={versionsOf}
          onClose={() => setVersionsOf(null)}
          onRestored={() => list.reload()}
          onPreview={(f) => void openPreview(f)}
          onDownload={(f) => void download(f)}
        />
      ) : null}
      <ConfirmHost />
    </section>
  );
}

/** Every version of a file: preview, download, restore one (as a new version). */
function Versions({
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
        "/api/FileSystem/GetVersions",
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
        "/api/FileSystem/RestoreVersion",
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

defineElement("scm-file-manage", FileManage, {
  description:
    "文件管理：按文件类型与文件夹浏览产品文件，预览（PDF、图片）、下载、断点续传上传文件或新版本、查看与恢复历史版本、新建与删除文件夹（删除进入回收站），按权限显示操作",
  attributes: {
    pageSize: { type: "number", description: "每页条数", default: 10 },
  },
  events: {
    "scm-change": '上传或删除文件后，detail 为 {entity:"file", action, id?}',
  },
});
