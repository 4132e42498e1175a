/**
 * The entry point of a report worker thread (platform/replay-pool.ts): replays a page of a shop's
 * loans for the days asked. Bundled beside the server as dist/report-worker.mjs (scripts/build.mjs);
 * run from source through tsx in tests and `pnpm dev`. Pure core code: no database.
 */
import { type ReplayTask, replayPage } from './platform/replay-pool.ts'

export default function replayTask(task: ReplayTask) {
  return replayPage(task)
}
