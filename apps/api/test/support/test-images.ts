/**
 * Real 2 × 2 pictures (made with sharp): an upload's header is read and a logo or ornament photo
 * decoded, so a signature followed by filler is refused as unreadable.
 */
const image = (base64: string) => Buffer.from(base64, 'base64')

export const TEST_PNG = image(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4sUDjxAINBggFAC5OBkEe9+5FAAAAAElFTkSuQmCC',
)
export const TEST_JPEG = image(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCoATIif//Z',
)
export const TEST_GIF = image('R0lGODlhAgACAIAAAExpccigKCH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==')
export const TEST_WEBP = image(
  'UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoCAAIAAUAmJaACdLoB+AADsAD+7Srf/Z3fp3fp3f4GP/gfl04YgAAA',
)
