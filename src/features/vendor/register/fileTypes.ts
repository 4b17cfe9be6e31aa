/** The vendor documents' upload checks (SPEC §5, §9), on the shared accept lists of src/lib/fileTypes. */
import { ACCEPT_DOCUMENTS, ACCEPT_IMAGES, isAcceptedDocument, isAcceptedImage } from '../../../lib/fileTypes';

export { ACCEPT_DOCUMENTS, ACCEPT_IMAGES };

/** 'type' when the file is not of the list, null when it may be sent (sizes are hints: the server checks them). */
export function fileProblem(file: File | null | undefined, list: string): 'type' | null {
  if (!file) return null;
  const accepted = list === ACCEPT_DOCUMENTS ? isAcceptedDocument(file) : isAcceptedImage(file);
  return accepted ? null : 'type';
}
