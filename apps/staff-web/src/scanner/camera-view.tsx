import { Alert, Button } from '@gold/ui'
import type { RefObject } from 'react'
import { CAMERA_PROBLEM_TEXT } from './camera-stream.ts'
import type { CameraState } from './use-camera-scanner.ts'

/** The live picture with a hint over it, or why the camera could not start and a way to try again. */
export function CameraView({
  videoRef,
  state,
  retry,
  hint,
}: {
  videoRef: RefObject<HTMLVideoElement | null>
  state: CameraState
  retry: () => void
  hint: string
}) {
  return (
    <>
      <div className={`scanner-view scanner-${state.kind}`}>
        <video ref={videoRef} muted playsInline autoPlay aria-label="Camera" />
        {state.kind === 'starting' && <p className="scanner-hint">Starting the camera…</p>}
        {state.kind === 'live' && <p className="scanner-hint">{hint}</p>}
      </div>
      {state.kind === 'problem' && (
        <Alert
          tone="warning"
          title={CAMERA_PROBLEM_TEXT[state.problem].title}
          action={
            state.problem !== 'none' &&
            state.problem !== 'insecure' && (
              <Button variant="secondary" size="sm" onClick={retry}>
                Try again
              </Button>
            )
          }
        >
          {CAMERA_PROBLEM_TEXT[state.problem].help}
        </Alert>
      )}
    </>
  )
}
