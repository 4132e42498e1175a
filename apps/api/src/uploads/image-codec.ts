import pLimit from 'p-limit'
import sharp from 'sharp'

/**
 * Pixels an uploaded image may have: 50 megapixels, a 48 MP phone camera's full-size photo. Its
 * header is read before anything decodes it, so a small file that declares a huge picture (a 95 KB
 * PNG of 5000 × 5000 decodes to 100 MB) costs nothing to refuse.
 */
export const IMAGE_MAX_PIXELS = 50_000_000

// Every image is decoded once, to make its document copy; libvips' operation cache would only hold memory.
sharp.cache(false)
// One libvips thread per image and two images at a time: resizing runs on libuv's threads, off the
// event loop, and never takes every core from the PDF workers.
sharp.concurrency(1)
const imageSlots = pLimit(2)

export type ImageHeader = { width: number; height: number; hasAlpha: boolean }

/** What the image's header declares (upright, as EXIF orientation shows it), without decoding it; null when unreadable. */
export async function readImageHeader(input: Buffer | string): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata()
    const { width, height } = meta.autoOrient
    return width > 0 && height > 0 ? { width, height, hasAlpha: meta.hasAlpha } : null
  } catch {
    return null
  }
}

export const withinPixelLimit = (header: ImageHeader) => header.width * header.height <= IMAGE_MAX_PIXELS

export type EncodedImage = { bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number }

/**
 * The copy documents print: upright, at most `longSide` pixels on its longer side (never enlarged),
 * sRGB without metadata (no camera EXIF in a PDF), as PNG (a logo's crisp edges and transparency)
 * or as JPEG on white (a photo). Throws when the image cannot be decoded.
 */
export function encodeDocumentCopy(
  input: Buffer | string,
  options: { longSide: number; format: 'png' | 'jpeg' },
): Promise<EncodedImage> {
  return imageSlots(async () => {
    const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(options.longSide, options.longSide, { fit: 'inside', withoutEnlargement: true })
    // Truecolour PNG: a palette would be smaller, but quantising a photo-like logo takes seconds.
    const encoded =
      options.format === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, contentType: `image/${options.format}`, width: info.width, height: info.height }
  })
}
