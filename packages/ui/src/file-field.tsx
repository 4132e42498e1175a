import { useId, useState, type ChangeEvent } from 'react'
import { errorMessage } from './format.ts'
import { uploadFile, type UploadPurpose, type UploadedFile } from './upload.ts'

type Props = {
  label: string
  purpose: UploadPurpose
  value: UploadedFile | null
  onChange: (file: UploadedFile | null) => void
  error?: string | null
  hint?: string
  accept?: string
}

/** A file input that uploads at once (POST /api/upload) and keeps the stored file's pathname. */
export function FileField({
  label,
  purpose,
  value,
  onChange,
  error,
  hint,
  accept = 'image/jpeg,image/png,image/webp,application/pdf',
}: Props) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const shown = uploadError ?? error ?? null

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    setBusy(true)
    setUploadError(null)
    try {
      onChange(await uploadFile(file, purpose))
    } catch (err) {
      setUploadError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  const describedBy = shown ? `${id}-error` : `${id}-status`
  return (
    <div className={['field', shown ? 'field-invalid' : ''].join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="file-row">
        <input
          id={id}
          type="file"
          className="file-input"
          accept={accept}
          onChange={(e) => void pick(e)}
          disabled={busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
        />
        {value && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null)}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      <p id={`${id}-status`} className="field-hint" aria-live="polite">
        {busy ? 'Uploading…' : value ? `Uploaded: ${value.name}` : (hint ?? 'JPEG, PNG, WebP or PDF, up to 10 MB.')}
      </p>
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
