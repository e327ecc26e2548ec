import { useEffect, useMemo, useRef, useState } from "react";
import { defineElement, useApi, useEmit } from "../../runtime";
import { saveBlob } from "../../resource/save-blob";
import { Button } from "../../ui/button";
import { confirm, ConfirmHost } from "../../ui/confirm";
import { DataTable, type Column } from "../../ui/data-table";
import { SearchArea } from "../../ui/search-area";
import { heading, muted, panel, screen, splitPane } from "../../ui/layout";
import { useListController } from "../../list/use-list-controller";
import { useLoad } from "../../list/use-load";
import type { FsFile, FsType } from "@scm/core/files";
import type { FsRights } from "@scm/core/business";
import { fileColumns } from "./file-columns";
import { FolderDialog, PreviewDialog, UploadDialog } from "./file-dialogs";
import { NO_RIGHTS, type Place } from "./file-place";
import { Versions } from "./file-versions";
import { FolderTree } from "./folder-tree";
import { FILES_PATHS } from "@scm/core/files";

// /fileSystem/fileManage 文件管理: the file types and their folders on the left, the chosen
// folder's files on the right (current versions; search by name across the types one may view).
// Each button shows what the server allows there (its rights per type or folder): preview inline
// (PDF, images), download, upload (resumable, tus) a file or a new version, versions (restore one),
// new folder, delete (to the recycle bin).

function FileManage({ pageSize }: { pageSize?: number }) {
  const api = useApi();
  const emit = useEmit();
  const tree = useLoad(
    (a) => a.get<FsType[]>(FILES_PATHS.tree),
    "fs-tree",
  );
  const types = tree.data ?? [];
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    if (!place && types[0]) setPlace({ type: types[0].code, folder: null });
  }, [types, place]);
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
  const columns = useMemo<Column<FsFile>[]>(() => fileColumns(actions), []);
  const list = useListController<FsFile>({
    path: FILES_PATHS.files,
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
      const blob = await api.download(FILES_PATHS.preview, undefined, {
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
        await api.download(FILES_PATHS.download, undefined, {
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
        FILES_PATHS.delFile,
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
        FILES_PATHS.saveFolder,
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
        FILES_PATHS.delFolder,
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
            <FolderTree types={types} place={place} onPlace={setPlace} />
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
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
      <FolderDialog
        folderName={folderName}
        placeName={placeName}
        setFolderName={setFolderName}
        onSave={() => void saveFolder()}
      />
      <UploadDialog
        uploading={uploading}
        place={place}
        placeName={placeName}
        onClose={() => setUploading(null)}
        onDone={() => {
          emit("scm-change", { entity: "file", action: "upload" });
          list.reload();
        }}
      />
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
