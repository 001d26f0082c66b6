import { defineRoutes, FILES_FAMILY, fileBytes } from './contract';

/**
 * Uploads (files): stored files are served outside every family (docs/rest-contract.md "Conventions"): payloads
 * name them by path (`/uploads/<name>`); the BFF streams them through `/files/...` with the session's token. Public,
 * except the files of a farmer's records, served only to a bearer who may see that farmer (issue 15).
 * Uploads themselves go to each record's family (`…/picture-update/:id`, multipart field `file`).
 */

export const UPLOADS_ROUTES = defineRoutes([
  {
    family: FILES_FAMILY,
    access: 'public',
    method: 'GET',
    path: '/:name',
    summary:
      "A stored file, with its content type (public, cacheable for an hour; a farm record's file only to a bearer who sees the farmer)",
    response: fileBytes,
  },
]);
