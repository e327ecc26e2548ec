import { jobRunResource } from '@scm/core/sysmanage'
import { jobRun } from '../../platform/job-schema'
import { resourceArea } from '../../resource/routes'

// 后台任务 (/sysmanage/jobRun, core jobRunResource): the runs of the background jobs as the job
// runner records them (platform/jobs.ts), read only — the kit's GetList, GetDetail and Export
// under /api/JobRun, granted by sysmanage_jobRun (administrators).
export const jobRunRoutes = resourceArea([jobRunResource, jobRun, { only: ['list', 'detail', 'export'] }])
