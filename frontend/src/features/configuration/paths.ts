// Screen paths are singular (/admin/configuration) so none equals an API path (/admin/configurations/...),
// which the server would answer with JSON instead of the app.
export const configurationPath = '/admin/configuration';
export const mailTestPath = `${configurationPath}/mail-test`;

export function listScreenPath(name: string): string {
  return `${configurationPath}/${encodeURIComponent(name)}`;
}
