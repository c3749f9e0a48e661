/**
 * The multipart body of the API's upload routes: the record as JSON under `data`, each chosen file under
 * its own field. Files left out (null) are not sent, so an update keeps the stored one.
 */
export function buildMultipartBody(
  data: object,
  files: Readonly<Record<string, Blob | null>> = {},
): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const [field, file] of Object.entries(files)) {
    if (file) body.append(field, file);
  }
  return body;
}
