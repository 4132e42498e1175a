export type UploadedFile = { pathname: string; name: string; size: number; contentType: string; url: string }

/**
 * POST /api/upload: the body is the file itself; the server checks its type from the bytes.
 * `general` is the server's default purpose (a bill photo kept with a payment voucher).
 */
export type UploadPurpose = 'kyc' | 'ticket' | 'valuation' | 'logo' | 'general'

export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const res = await fetch(`/api/upload?purpose=${purpose}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  })
  const body = (await res.json().catch(() => ({}))) as Partial<UploadedFile> & { error?: string }
  if (!res.ok) throw new Error(body.error ?? `Upload failed (${res.status}).`)
  return body as UploadedFile
}
