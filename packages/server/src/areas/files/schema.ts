import { fileTypeResource } from '@scm/core/files'
import { resourceTable } from '../../resource/table'

/** File types of the product file system (/fileSystem/fileType); folders and rights name their code. */
export const fsFileType = resourceTable(fileTypeResource)
