/** The media library as the content modules use it: checking a chosen image, and the pictures of their items. */
export { checkUsableImage, checkUsableImageUrl, picturesById, withPicturesByUrl, type Db } from './chosen-images.ts'
export { PICTURE_SELECT, toPicture } from './pictures.ts'
