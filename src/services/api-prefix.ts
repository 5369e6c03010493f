/** Where the REST API lives on our origin (spec: base path /rest/v1). */
export const API_PREFIX = '/rest/v1';
