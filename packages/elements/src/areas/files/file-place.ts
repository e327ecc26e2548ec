import type { FsRights } from "@scm/core/business";

// Where the file manager is (a file type, or a folder of it) and the rights shown while none are
// known.

export const NO_RIGHTS: FsRights = {
  view: false,
  preview: false,
  download: false,
  upload: false,
  delete: false,
  purge: false,
};

export interface Place {
  type: string;
  folder: number | null;
}
